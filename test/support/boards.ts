import type { AreaId, RegionId } from '../../src/rules/board/areas';
import type { MobileScoreboardId } from '../../src/rules/board/mobileScoreboards';
import { EDITIONS, type EditionId, type RuleOptions } from '../../src/rules/editions';
import type { AreaCounts, ScoringBoard, ScoringRules } from '../../src/rules/scoring/types';

/** A board for tests: only what a case mentions, the rest empty; the King defaults to Galicia. */
export function board(parts: {
  players: readonly string[];
  neutral?: readonly string[];
  king?: RegionId;
  grandes?: Partial<Record<string, RegionId>>;
  mobile?: Partial<Record<MobileScoreboardId, AreaId>>;
  pieces?: Partial<Record<AreaId, AreaCounts>>;
}): ScoringBoard {
  return {
    players: parts.players,
    neutral: parts.neutral ?? [],
    king: parts.king ?? 'galicia',
    grandes: parts.grandes ?? {},
    mobileScoreboards: parts.mobile ?? {},
    pieces: parts.pieces ?? {},
  };
}

/** The rules of an edition preset, with any options switched. */
export function rules(edition: EditionId, options: Partial<RuleOptions> = {}): ScoringRules {
  const preset = EDITIONS[edition];
  return { edition: preset, options: { ...preset.defaults, ...options } };
}

export const FOUR = ['red', 'blue', 'yellow', 'green'] as const;
export const FIVE = ['red', 'blue', 'yellow', 'green', 'black'] as const;
