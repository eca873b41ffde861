import { areaName, ruleOf } from '../../../editions/ruleOf';
import { moduleMoveRefusal } from '../../../play/index';
import type { RegionId } from '../../../state/areaIds';
import { describeValue } from '../../../state/quote';
import { fail, ok, type Result } from '../../../state/result';
import type { Move } from '../../../state/specialActions';
import { changeArea, countIn, nameOf } from '../../../state/stateHelpers';
import type { GameState, PlayerId } from '../../../state/types';
import { checkArea, checkCount, checkRegion } from '../../../table/checks';
import { movableOwners } from './boardChoices';

/** What an intrigue card lets its taker move. */
export interface MoveLimits {
  /** Most caballeros in all. */
  readonly total?: number;
  /** Most of the taker's own, and most of other colours'. */
  readonly own?: number;
  readonly foreign?: number;
  /** All moved caballeros leave one region. */
  readonly fromOneRegion?: boolean;
  /** The taker must move every own caballero out of that one region (some may stay if `mayReturn`). */
  readonly allOwnFromOne?: { readonly mayReturn: boolean };
}

/**
 * Checks and applies caballeros moved on the board by a special action. Moves start in a region
 * other than the King's (never the Castillo or a court), end in any region but the King's or in
 * the Castillo, and are counted against the card's limits. All moves start from the board as it
 * was before the action, so no caballero is moved twice.
 */
export function applyMoves(
  state: GameState,
  player: PlayerId,
  moves: readonly Move[],
  limits: MoveLimits,
  partial: boolean,
): Result<GameState> {
  const rule = ruleOf(state, 'intrigue');
  if (!Array.isArray(moves))
    return fail('intrigue/bad-moves', 'The moves must be a list of { owner, from, to, count }');
  // The colours, and black caballeros a module puts on the board: the player's own or foreign.
  const colours = movableOwners(state, player, 'any');
  const ownIds = movableOwners(state, player, 'own');
  const taken = new Map<string, number>();
  let own = 0;
  let foreign = 0;
  const sources = new Set<RegionId>();
  // The moves with every region name made canonical (2023 names are accepted on input).
  const checked: Move[] = [];
  for (const [index, move] of moves.entries()) {
    const what = `Move ${index + 1}`;
    if (!colours.includes(move?.owner))
      return fail('intrigue/unknown-owner', `${what}: ${describeValue(move?.owner)} is not a colour in this game`);
    const from = checkRegion(move.from, `${what} starts`);
    if (!from.ok) {
      return from.error.code === 'input/castillo-not-region'
        ? fail(
            'castillo/no-leaving',
            `${what}: nothing leaves the Castillo except at a general scoring`,
            ruleOf(state, 'castillo'),
          )
        : from;
    }
    const to = checkArea(move.to, `${what} ends`);
    if (!to.ok) return to;
    const closed = moduleMoveRefusal(state, move.owner, to.value);
    if (closed) return { ok: false, error: { ...closed, message: `${what}: ${closed.message}` } };
    const bad = checkCount(move.count, `${what}'s count`);
    if (bad) return bad;
    if (move.count === 0) return fail('intrigue/empty-move', `${what} moves no caballeros: leave it out`);
    if (from.value === state.king) {
      return fail(
        'king/region-taboo',
        `${what}: ${areaName(state, from.value)} is the King's region, nothing may leave it`,
        ruleOf(state, 'king-region'),
      );
    }
    if (to.value === state.king) {
      return fail(
        'king/region-taboo',
        `${what}: ${areaName(state, to.value)} is the King's region, nothing may enter it`,
        ruleOf(state, 'king-region'),
      );
    }
    const staysPut = to.value === from.value;
    if (staysPut && !limits.allOwnFromOne?.mayReturn) {
      return fail(
        'intrigue/same-region',
        `${what} starts and ends in ${areaName(state, from.value)}: a move must go somewhere else`,
        rule,
      );
    }
    const key = `${move.owner}|${from.value}`;
    taken.set(key, (taken.get(key) ?? 0) + move.count);
    if ((taken.get(key) ?? 0) > countIn(state, from.value, move.owner)) {
      return fail(
        'intrigue/not-enough',
        `${nameOf(state, move.owner)} has only ${countIn(state, from.value, move.owner)} in ${areaName(state, from.value)}`,
        rule,
        { owner: move.owner, region: from.value },
      );
    }
    if (ownIds.includes(move.owner)) own += move.count;
    else foreign += move.count;
    sources.add(from.value);
    checked.push({ owner: move.owner, from: from.value, to: to.value, count: move.count });
  }

  const total = own + foreign;
  if (limits.total !== undefined && total > limits.total)
    return fail('intrigue/too-many', `This card moves at most ${limits.total} caballeros; ${total} were moved`, rule);
  if (limits.own !== undefined && own > limits.own) {
    return fail(
      'intrigue/too-many-own',
      limits.own === 0
        ? 'This card moves only other colours’ caballeros'
        : `This card moves at most ${limits.own} of your own; ${own} were moved`,
      rule,
    );
  }
  if (limits.foreign !== undefined && foreign > limits.foreign) {
    return fail(
      'intrigue/too-many-foreign',
      limits.foreign === 0
        ? 'This card moves only your own caballeros'
        : `This card moves at most ${limits.foreign} of other colours; ${foreign} were moved`,
      rule,
    );
  }
  if ((limits.fromOneRegion || limits.allOwnFromOne) && sources.size > 1) {
    return fail('intrigue/one-region', 'All caballeros moved by this card must leave the same region', rule);
  }
  if (limits.allOwnFromOne && !partial) {
    const [region] = [...sources];
    if (region === undefined)
      return fail(
        'intrigue/nothing-moved',
        'Name the region you empty of your caballeros, or skip the special action',
        rule,
      );
    const there = ownIds.reduce((sum, id) => sum + countIn(state, region, id), 0);
    if (total !== there) {
      const stay = limits.allOwnFromOne.mayReturn ? ' (list any that stay as a move back into the same region)' : '';
      return fail(
        'intrigue/move-all',
        `This card moves all ${there} of your caballeros out of ${areaName(state, region)}; ${total} were moved${stay}`,
        rule,
      );
    }
  }

  let next = state;
  for (const move of checked) {
    if (move.to === move.from) continue;
    next = changeArea(changeArea(next, move.from, move.owner, -move.count), move.to, move.owner, move.count);
  }
  return ok(next);
}
