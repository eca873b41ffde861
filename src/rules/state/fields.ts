import { LIMITS } from './limits';

/**
 * The shapes a special action's fields can take, as plain data: the command schema (src/record)
 * turns each into its checks, so the engine states what a payload holds without depending on a
 * checking library. `words` name the field in a refusal, e.g. "must be a whole number (secret disks)";
 * `max` is the bound from LIMITS.
 */
export type ActionField =
  /** Caballeros per region or the Castillo, e.g. {"galicia": 2, "castillo": 1}. */
  | { readonly type: 'area-counts'; readonly words: string; readonly max: number; readonly optional?: true }
  /** Caballeros per region, e.g. {"galicia": 1}. */
  | { readonly type: 'region-counts'; readonly words: string; readonly max: number; readonly optional?: true }
  /** One region per player, e.g. {"red": "galicia"}. */
  | { readonly type: 'player-regions'; readonly words: string; readonly optional?: true }
  /** What each player gives back: from the court and from regions, e.g. {"red": {"court": 1}}. */
  | {
      readonly type: 'player-givings';
      readonly words: string;
      readonly court: string;
      readonly regions: string;
      readonly max: number;
      readonly optional?: true;
    }
  /** A list of moves, each owner, from a region, to an area, and at least one caballero. */
  | {
      readonly type: 'moves';
      readonly words: string;
      readonly max: number;
      readonly maxMoves: number;
      readonly optional?: true;
    }
  /** A region or the Castillo, or an area a module brings (the engine checks whether this game has it). */
  | { readonly type: 'area'; readonly optional?: true }
  /** A region, never the Castillo, or a module's area (the engine checks whether this game has it). */
  | { readonly type: 'region'; readonly optional?: true }
  /** Where the King may stand: a region, the Castillo, France or Portugal (the last three by New Regency only). */
  | { readonly type: 'king-area'; readonly optional?: true }
  /** A colour at this table, by id. */
  | { readonly type: 'player'; readonly words: string; readonly optional?: true }
  /** One of the two mobile scoreboards. */
  | { readonly type: 'mobile-board'; readonly optional?: true }
  /** A power card's value, 1 to 13. */
  | { readonly type: 'power-value'; readonly optional?: true }
  /** A Power Shift modifier card's number: −2, −1, +1 or +2. */
  | { readonly type: 'modifier-value'; readonly optional?: true }
  /** A Power Shift modifier card's ability. */
  | { readonly type: 'modifier-ability'; readonly optional?: true }
  /** A whole number of caballeros from 0 to `max`. */
  | { readonly type: 'count'; readonly words: string; readonly max: number; readonly optional?: true }
  /** One of the piles of this round's offer. */
  | { readonly type: 'offer-slot'; readonly optional?: true };

export type ActionFieldType = ActionField['type'];

/** The field shapes, with the bounds the table's entries are held to. */
export const field = {
  areaCounts: (words: string) => ({ type: 'area-counts', words, max: LIMITS.caballeros }) as const,
  regionCounts: (words: string) => ({ type: 'region-counts', words, max: LIMITS.caballeros }) as const,
  playerRegions: (words: string) => ({ type: 'player-regions', words }) as const,
  playerGivings: (words: string) =>
    ({
      type: 'player-givings',
      words,
      court: 'from the court',
      regions: 'from regions',
      max: LIMITS.caballeros,
    }) as const,
  moves: () => ({ type: 'moves', words: 'caballeros moved', max: LIMITS.caballeros, maxMoves: LIMITS.moves }) as const,
  area: () => ({ type: 'area' }) as const,
  region: () => ({ type: 'region' }) as const,
  kingArea: () => ({ type: 'king-area' }) as const,
  player: (words: string) => ({ type: 'player', words }) as const,
  mobileBoard: () => ({ type: 'mobile-board' }) as const,
  powerValue: () => ({ type: 'power-value' }) as const,
  modifierValue: () => ({ type: 'modifier-value' }) as const,
  modifierAbility: () => ({ type: 'modifier-ability' }) as const,
  count: (words: string) => ({ type: 'count', words, max: LIMITS.caballeros }) as const,
  offerSlot: () => ({ type: 'offer-slot' }) as const,
} satisfies Record<string, (...args: never[]) => ActionField>;

/** The same field, which a payload or a command may leave out. */
export const optional = <F extends object>(f: F): F & { readonly optional: true } => ({
  ...f,
  optional: true,
});
