import * as v from 'valibot';
import { AREA_IDS, BLACK_IDS, EXTRA_AREA_IDS, MAX_PLAYERS, MIN_PLAYERS, SCORING_MODULE_IDS } from '../rules';
import { says } from './schemaWords';

/**
 * The most each list (and each table of ids) in a snapshot can hold in a real game. A file listing more
 * is refused before its items are read, so a huge list never costs the reader or the calculator anything.
 */
export const LIST_BOUNDS = {
  /**
   * Free-choice moves in one general scoring. The card moves 2 caballeros, each move takes at least one,
   * and every card of Grandissimo's 6th stack is taken once a game: that stack holds at most 19 cards
   * (Grandissimo rules, "Setup"). Even were each of them a Free choice, 38 moves is the most.
   */
  interludeMoves: 2 * 19,
  /** Neutral ids: the colours the box has (5) beyond the 2 players a game needs, and the black sets. */
  neutral: MAX_PLAYERS - MIN_PLAYERS + BLACK_IDS.length,
  /** Modules: each one at most once. */
  modules: SCORING_MODULE_IDS.length,
  /** Areas scored by name: each area of the largest board at most once. */
  areas: AREA_IDS.length + EXTRA_AREA_IDS.length,
  /** First values asked for: no board shows more different first values than it has areas. */
  values: AREA_IDS.length + EXTRA_AREA_IDS.length,
  /** Ids keyed in one table (pieces of an area, Grandes, disks…): the players and the neutral ids. */
  ids: MAX_PLAYERS + MAX_PLAYERS - MIN_PLAYERS + BLACK_IDS.length,
} as const;

export type BoundedList = keyof typeof LIST_BOUNDS;

const overBound = (what: BoundedList) => (i: v.BaseIssue<unknown>) => {
  const input = i.input;
  const count = Array.isArray(input)
    ? input.length
    : typeof input === 'object' && input
      ? Object.keys(input).length
      : 0;
  return says(`snapshot.bound.${what}`, { count, most: LIST_BOUNDS[what] });
};

/** A list schema refused outright when it holds more than `what` allows. */
export const bounded = <S extends v.GenericSchema>(what: BoundedList, list: S) =>
  v.pipe(
    v.unknown(),
    v.check((x) => !Array.isArray(x) || x.length <= LIST_BOUNDS[what], overBound(what)),
    list,
  );

/** Whether an object holds no more keys than a table of ids can. */
export const fewEnoughIds = (x: unknown): boolean =>
  typeof x !== 'object' || x === null || Object.keys(x).length <= LIST_BOUNDS.ids;
export const tooManyIds = overBound('ids');
