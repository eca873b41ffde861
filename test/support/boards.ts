import {
  type AreaCounts,
  type AreaId,
  EDITIONS,
  type EditionId,
  type MobileScoreboardId,
  type RegionId,
  type RuleOptions,
  type ScoringBoard,
  type ScoringRules,
} from '../../src/rules';

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
