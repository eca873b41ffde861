import { areaWordsIn, ruleOf } from '../../../editions/ruleOf';
import { bordersIn, fartherMoves, moduleMoveRefusal, reseatsIn } from '../../../play/index';
import type { FartherMoves } from '../../../play/modulePlay';
import type { MoveLimits } from '../../../play/moveLimits';
import { CASTILLO, type GameAreaId, type GameRegionId } from '../../../state/areaIds';
import { describeValue } from '../../../state/quote';
import { fail, ok, type Result, type RuleError } from '../../../state/result';
import type { RuleRef } from '../../../state/sources';
import type { Move } from '../../../state/specialActions';
import { changeArea, countIn, playerWords } from '../../../state/stateHelpers';
import type { GameState, PlayerId } from '../../../state/types';
import { type Words, words } from '../../../state/words';
import { checkCount, checkTableArea, checkTableRegion } from '../../../table/checks';
import { quarantineRefusal } from '../../../table/quarantine';
import { movableOwners } from './boardChoices';

export type { MoveLimits } from '../../../play/moveLimits';

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
    return fail('intrigue/bad-moves', words('refusal.intrigue/bad-moves', { shape: '{ owner, from, to, count }' }));
  // The colours, and black caballeros a module puts on the board: the player's own or foreign.
  const colours = movableOwners(state, player, 'any');
  const ownIds = movableOwners(state, player, 'own');
  const taken = new Map<string, number>();
  let own = 0;
  let foreign = 0;
  const sources = new Set<GameRegionId>();
  // The moves with every region name made canonical (2023 names are accepted on input).
  const checked: Move[] = [];
  for (const [index, move] of moves.entries()) {
    const number = index + 1;
    if (!colours.includes(move?.owner))
      return fail(
        'intrigue/unknown-owner',
        words('refusal.intrigue/unknown-owner', { move: number, owner: describeValue(move?.owner) }),
      );
    const from = checkTableRegion(state, move.from, words('flow.what.moveFrom', { move: number }));
    if (!from.ok) {
      return from.error.code === 'input/castillo-not-region'
        ? fail(
            'castillo/no-leaving',
            words('refusal.castillo/no-leaving.move', { move: number }),
            ruleOf(state, 'castillo'),
          )
        : from;
    }
    const to = checkTableArea(state, move.to, words('flow.what.moveTo', { move: number }));
    if (!to.ok) return to;
    const closed = moduleMoveRefusal(state, move.owner, to.value);
    if (closed)
      return {
        ok: false,
        error: { ...closed, message: words('cards.movePrefixed', { move: number, reason: closed.message }) },
      };
    const bad = checkCount(move.count, words('flow.what.moveCount', { move: number }));
    if (bad) return bad;
    if (move.count === 0) return fail('intrigue/empty-move', words('refusal.intrigue/empty-move', { move: number }));
    if (from.value === state.king) {
      return fail(
        'king/region-taboo',
        words('refusal.king/region-taboo.moveLeaves', { move: number, area: areaWordsIn(state, from.value) }),
        ruleOf(state, 'king-region'),
      );
    }
    if (to.value === state.king) {
      return fail(
        'king/region-taboo',
        words('refusal.king/region-taboo.moveEnters', { move: number, area: areaWordsIn(state, to.value) }),
        ruleOf(state, 'king-region'),
      );
    }
    // A quarantined region is taboo like the King's (Intrigue & the King, card 93).
    const quarantined = quarantineRefusal(state, from.value, 'leave') ?? quarantineRefusal(state, to.value, 'enter');
    if (quarantined)
      return {
        ok: false,
        error: { ...quarantined, message: words('cards.movePrefixed', { move: number, reason: quarantined.message }) },
      };
    const staysPut = to.value === from.value;
    // A module may let a move stay in its area to reposition it there (the Colonies' Limit table, special spaces).
    if (staysPut && !limits.allOwnFromOne?.mayReturn && !reseatsIn(state, from.value)) {
      return fail(
        'intrigue/same-region',
        words('refusal.intrigue/same-region', { move: number, area: areaWordsIn(state, from.value) }),
        rule,
      );
    }
    const key = `${move.owner}|${from.value}`;
    taken.set(key, (taken.get(key) ?? 0) + move.count);
    if ((taken.get(key) ?? 0) > countIn(state, from.value, move.owner)) {
      return fail(
        'intrigue/not-enough',
        words('refusal.intrigue/not-enough', {
          player: playerWords(state, move.owner),
          count: countIn(state, from.value, move.owner),
          area: areaWordsIn(state, from.value),
        }),
        rule,
        { owner: move.owner, region: from.value },
      );
    }
    if (ownIds.includes(move.owner)) own += move.count;
    else foreign += move.count;
    sources.add(from.value);
    checked.push({ owner: move.owner, from: from.value, to: to.value, count: move.count });
  }

  // The card's own limits, or, once a move goes further than next door, the lower ones a module may set instead.
  const counted: Counted = { own, foreign, sources, partial };
  const farther = fartherRefusal(state, player, limits, checked, counted);
  const refusal = farther === undefined ? limitsRefusal(state, player, limits, counted) : farther;
  if (refusal) return { ok: false, error: refusal };

  let next = state;
  for (const move of checked) {
    if (move.to === move.from) continue;
    next = changeArea(changeArea(next, move.from, move.owner, -move.count), move.to, move.owner, move.count);
  }
  return ok(next);
}

/** The moves entered, counted: the taker's own, other colours', and the regions they leave. */
interface Counted {
  readonly own: number;
  readonly foreign: number;
  readonly sources: ReadonlySet<GameRegionId>;
  readonly partial: boolean;
}

/** Whether caballeros leaving `from` for `to` stay next door: a bordering region, the Castillo, or where they stand. */
export const staysNextDoor = (state: GameState, from: GameRegionId, to: GameAreaId): boolean =>
  to === from || to === CASTILLO || bordersIn(state, from, to);

/** Whether a move goes further than a region bordering the one it leaves, or the Castillo. */
export const goesFarther = (state: GameState, move: Move): boolean => !staysNextDoor(state, move.from, move.to);

/**
 * The lower limits a moving special action keeps once any caballero goes further than next door, when a
 * module in play sets them: the checks and the guides ask here alike.
 */
export const lowerMoveLimits = (state: GameState, limits: MoveLimits): FartherMoves | undefined =>
  fartherMoves(state, limits);

/**
 * Why moves that go further than next door break the lower limits a module sets for them, if they do;
 * null when those limits hold and the moves keep them, undefined when the card's own limits are the ones to check.
 */
function fartherRefusal(
  state: GameState,
  player: PlayerId,
  limits: MoveLimits,
  moves: readonly Move[],
  counted: Counted,
): RuleError | null | undefined {
  const index = moves.findIndex((move) => goesFarther(state, move));
  const far = moves[index];
  if (far === undefined) return undefined;
  const lowered = lowerMoveLimits(state, limits);
  if (!lowered) return undefined;
  const broken = limitsRefusal(state, player, lowered.limits, counted, 'clause');
  if (!broken) return null;
  // Only the number is lowered: any other break is the card's own rule, said as such.
  if (broken.code !== 'intrigue/too-many' && broken.code !== 'intrigue/move-all') return broken;
  return {
    code: 'moves/farther-too-many',
    message: words('refusal.moves/farther-too-many', {
      move: index + 1,
      from: areaWordsIn(state, far.from),
      to: areaWordsIn(state, far.to),
      limit: broken.message,
    }),
    ruleRef: lowered.ruleRef,
    details: { move: index, limits: lowered.limits },
  };
}

/** A refusal as the checks below word it. */
const refusalOf = (code: string, message: Words, ruleRef?: RuleRef): RuleError => fail(code, message, ruleRef).error;

/**
 * Why moves with these counts break these limits, if they do. As a `clause` the card's number is worded to
 * follow another sentence ("…: this card moves at most 2 caballeros").
 */
function limitsRefusal(
  state: GameState,
  player: PlayerId,
  limits: MoveLimits,
  { own, foreign, sources, partial }: Counted,
  as: 'sentence' | 'clause' = 'sentence',
): RuleError | undefined {
  const rule = ruleOf(state, 'intrigue');
  const lead = as === 'clause' ? '.clause' : '';
  const total = own + foreign;
  if (limits.total !== undefined && total > limits.total)
    return refusalOf(
      'intrigue/too-many',
      words(`refusal.intrigue/too-many${lead}`, { max: limits.total, total }),
      rule,
    );
  if (limits.own !== undefined && own > limits.own) {
    return refusalOf(
      'intrigue/too-many-own',
      limits.own === 0
        ? words('refusal.intrigue/too-many-own.none')
        : words('refusal.intrigue/too-many-own', { max: limits.own, count: own }),
      rule,
    );
  }
  if (limits.foreign !== undefined && foreign > limits.foreign) {
    return refusalOf(
      'intrigue/too-many-foreign',
      limits.foreign === 0
        ? words('refusal.intrigue/too-many-foreign.none')
        : words('refusal.intrigue/too-many-foreign', { max: limits.foreign, count: foreign }),
      rule,
    );
  }
  if ((limits.fromOneRegion || limits.allOwnFromOne) && sources.size > 1) {
    return refusalOf('intrigue/one-region', words('refusal.intrigue/one-region'), rule);
  }
  if (limits.allOwnFromOne && !partial) {
    const [region] = [...sources];
    if (region === undefined) return refusalOf('intrigue/nothing-moved', words('refusal.intrigue/nothing-moved'), rule);
    const there = movableOwners(state, player, 'own').reduce((sum, id) => sum + countIn(state, region, id), 0);
    const keepBack = Math.min(there, limits.allOwnFromOne.keepBack ?? 0);
    if (total !== there - keepBack) {
      return refusalOf(
        'intrigue/move-all',
        words(`refusal.intrigue/move-all${lead}`, {
          keepBack,
          there,
          area: areaWordsIn(state, region),
          total,
          stay: limits.allOwnFromOne.mayReturn ? 'yes' : 'no',
        }),
        rule,
      );
    }
  }

  return undefined;
}
