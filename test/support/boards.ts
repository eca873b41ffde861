import {
  type AreaCounts,
  type BoardAreaId,
  EDITIONS,
  type EditionId,
  type MobileScoreboardId,
  type ModuleId,
  type ModuleOptions,
  type RuleOptions,
  type ScoringBoard,
  type ScoringRules,
} from '../../src/rules';

/** A board for tests: only what a case mentions, the rest empty; the King defaults to Galicia. */
export function board(parts: {
  players: readonly string[];
  neutral?: readonly string[];
  king?: BoardAreaId;
  grandes?: Partial<Record<string, BoardAreaId>>;
  mobile?: Partial<Record<MobileScoreboardId, BoardAreaId>>;
  pieces?: Partial<Record<BoardAreaId, AreaCounts>>;
  modules?: ScoringBoard['modules'];
}): ScoringBoard {
  return {
    players: parts.players,
    neutral: parts.neutral ?? [],
    king: parts.king ?? 'galicia',
    grandes: parts.grandes ?? {},
    mobileScoreboards: parts.mobile ?? {},
    pieces: parts.pieces ?? {},
    ...(parts.modules ? { modules: parts.modules } : {}),
  };
}

/** The rules of an edition preset, with any options switched. */
export function rules(edition: EditionId, options: Partial<RuleOptions> = {}): ScoringRules {
  const preset = EDITIONS[edition];
  return { edition: preset, options: { ...preset.defaults, ...options } };
}

/** The rules of an edition preset with variants or expansions on, and any of their readings switched. */
export function moduleRules(
  edition: EditionId,
  modules: readonly ModuleId[],
  moduleOptions: Partial<ModuleOptions> = {},
  options: Partial<RuleOptions> = {},
): ScoringRules {
  return { ...rules(edition, options), modules, moduleOptions };
}

export const FOUR = ['red', 'blue', 'yellow', 'green'] as const;
export const FIVE = ['red', 'blue', 'yellow', 'green', 'black'] as const;
