import { areNeighbours } from '../../board/areNeighbours';
import { applyMoves, type MoveLimits } from '../../cards/effects/_lib/applyMoves';
import { chosenScoringAreas, grandeTargets, movableOwners, moveSources } from '../../cards/effects/_lib/boardChoices';
import { wrongKind } from '../../cards/effects/_lib/wrongKind';
import { defineEffect } from '../../cards/effects/effect';
import { movesGuide } from '../../cards/guides/movesGuide';
import { areaWordsIn } from '../../editions/ruleOf';
import { checkGrandeMove } from '../../play/index';
import { CASTILLO, type GameAreaId, REGION_IDS, type RegionId } from '../../state/areaIds';
import { MOBILE_SCOREBOARD_IDS, type MobileScoreboardId } from '../../state/mobileScoreboards';
import { describeValue } from '../../state/quote';
import { isOneOf } from '../../state/records';
import { fail, ok } from '../../state/result';
import { countIn, quarantinedIn } from '../../state/stateHelpers';
import type { GameState, PlayerId } from '../../state/types';
import { listOf, words } from '../../state/words';
import { checkTableArea, checkTableRegion } from '../../table/checks';
import { applyScoring } from '../../table/scoringBoardOf';
import { IK_NOTES_REF, IK_ROLES_REF } from './state';

const EXPECTS = '{ kind: "moves", moves: [{ owner, from, to, count }] }';

/** One caballero of another colour, out of one region. */
const ONE_FOREIGN: MoveLimits = { total: 1, own: 0, fromOneRegion: true };
/** Any number of one's own, out of one region. */
const OWN_FROM_ONE: MoveLimits = { foreign: 0, fromOneRegion: true };

/** Whether any caballero stands where the Intrigue action may move it from (a region, never the King's). */
const anythingToMove = (state: GameState, player: PlayerId): boolean =>
  moveSources(state, movableOwners(state, player, 'any')).length > 0;

/**
 * The Intrigue card (Decennial rules, Intrigue & the King: the King's card and the Intrigue card): out of one
 * region, never the King's or the Castillo, either one caballero of another colour or one to all of the
 * player's own, to other regions but the King's, or into the Castillo. Its holder must do it (reading P5: at
 * least one caballero whenever one stands anywhere it may leave).
 */
export const intrigueAction = defineEffect({
  id: 'intrigue-action',
  topic: 'special-action',
  ref: IK_ROLES_REF,
  words: words('effect.intrigue-action'),
  kinds: ['moves'],
  expects: EXPECTS,
  guide: (state, player) => [movesGuide(state, player, { fromOneRegion: true })],
  canAct: anythingToMove,
  apply(state, action, context) {
    if (action?.kind !== 'moves') return wrongKind(state, action, context, EXPECTS);
    const moves = Array.isArray(action.moves) ? action.moves : [];
    const own = movableOwners(state, context.player, 'own');
    const foreign = moves.filter((m) => !own.includes(m?.owner)).length;
    if (foreign > 0 && foreign < moves.length)
      return fail('intrigue/either', words('refusal.intrigue/either'), IK_ROLES_REF);
    if (moves.length === 0 && !context.partial && anythingToMove(state, context.player))
      return fail('intrigue/at-least-one', words('refusal.intrigue/at-least-one'), IK_ROLES_REF);
    return applyMoves(state, context.player, action.moves, foreign > 0 ? ONE_FOREIGN : OWN_FROM_ONE, context.partial);
  },
});

const QUARANTINE_EXPECTS = '{ kind: "mobile-scoreboard", board: "8-4-0" | "4-0-0", to: region }';

/**
 * The scoreboards a Quarantine may lay (card 93): the one on the quarantined region, which moves on (none
 * while the King stands there); else one beside the board; else one on the board, never the one in the King's
 * region.
 */
function quarantineBoards(state: GameState): readonly MobileScoreboardId[] {
  const on = quarantinedIn(state);
  const lying = MOBILE_SCOREBOARD_IDS.filter((b) => on !== undefined && state.mobileScoreboards[b] === on);
  // One quarantine at a time: its scoreboard moves on, unless the King now stands there (his region is taboo too).
  if (lying.length > 0) return on === state.king ? [] : lying;
  const beside = MOBILE_SCOREBOARD_IDS.filter((b) => state.mobileScoreboards[b] === undefined);
  if (beside.length > 0) return beside;
  return MOBILE_SCOREBOARD_IDS.filter((b) => state.mobileScoreboards[b] !== state.king);
}

/** Where a Quarantine may go with this scoreboard: one of the nine regions (reading P11), never the King's, the one it lies on, or under the other scoreboard. */
function quarantineTargets(state: GameState, board: MobileScoreboardId): readonly RegionId[] {
  const other = MOBILE_SCOREBOARD_IDS.filter((b) => b !== board).map((b) => state.mobileScoreboards[b]);
  return REGION_IDS.filter(
    (r) => r !== state.king && r !== state.mobileScoreboards[board] && r !== quarantinedIn(state) && !other.includes(r),
  );
}

/**
 * Quarantine (card 93, notes on the numbered cards): a mobile scoreboard goes onto a region, which is then
 * taboo like the King's until the next general scoring; a later Quarantine moves that scoreboard on.
 */
export const quarantine = defineEffect({
  id: 'quarantine',
  topic: 'special-action',
  ref: IK_NOTES_REF,
  words: words('effect.quarantine'),
  kinds: ['mobile-scoreboard'],
  expects: QUARANTINE_EXPECTS,
  guide: (state) => {
    const boards = quarantineBoards(state).map((board) => ({
      board,
      now: state.mobileScoreboards[board],
      targets: quarantineTargets(state, board),
    }));
    return [{ kind: 'mobile-scoreboard', available: boards.some((b) => b.targets.length > 0), boards }];
  },
  canAct: (state) => quarantineBoards(state).some((b) => quarantineTargets(state, b).length > 0),
  apply(state, action, context) {
    if (action?.kind !== 'mobile-scoreboard') return wrongKind(state, action, context, QUARANTINE_EXPECTS);
    const boards = quarantineBoards(state);
    if (!boards.some((b) => b === action.board))
      return fail(
        'quarantine/board',
        words('refusal.quarantine/board', {
          value: describeValue(action.board),
          boards: listOf([...boards], 'or'),
        }),
        IK_NOTES_REF,
        { boards },
      );
    const to = checkTableRegion(state, action.to, words('flow.what.quarantine'));
    if (!to.ok) return to;
    const region = quarantineTargets(state, action.board).find((r) => r === to.value);
    if (region === undefined)
      return fail(
        'quarantine/region',
        words('refusal.quarantine/region', { area: areaWordsIn(state, to.value) }),
        IK_NOTES_REF,
        { allowed: quarantineTargets(state, action.board) },
      );
    return ok({
      ...state,
      mobileScoreboards: { ...state.mobileScoreboards, [action.board]: to.value },
      modules: { ...state.modules, quarantine: region },
    });
  },
});

const CHOSEN_EXPECTS = '{ kind: "score-area", area }';

/**
 * A special scoring of one area the taker chooses, where a note fixes which areas (notes on the numbered cards):
 * 135, a region where the taker has exactly 2 caballeros (a tie for first is fine); 145, never the King's
 * region or the Castillo; 150, the Castillo and the King's region too.
 */
function chosenScoring<const Id extends string>(id: Id, areas: (state: GameState, player: PlayerId) => GameAreaId[]) {
  return defineEffect({
    id,
    topic: 'special-action',
    ref: IK_NOTES_REF,
    words: words(`effect.${id}`),
    kinds: ['score-area'],
    expects: CHOSEN_EXPECTS,
    guide: (state, player) => [{ kind: 'score-area', available: true, areas: areas(state, player) }],
    canAct: (state, player) => areas(state, player).length > 0,
    apply(state, action, context) {
      if (action?.kind !== 'score-area') return wrongKind(state, action, context, CHOSEN_EXPECTS);
      const area = checkTableArea(state, action.area, words('flow.what.areaToScore'));
      if (!area.ok) return area;
      const allowed = areas(state, context.player);
      if (!allowed.includes(area.value))
        return fail(
          'scoring/not-this-area',
          words(`refusal.scoring/not-this-area.${id}`, { area: areaWordsIn(state, area.value) }),
          IK_NOTES_REF,
          { allowed },
        );
      return ok(applyScoring(state, { kind: 'area', area: area.value }, 'special', context.player).state);
    },
  });
}

/** Every area a scoring may name on this table (never one it would skip, a Muslim Granada). */
const scorableAreas = (state: GameState): GameAreaId[] => [
  ...chosenScoringAreas(state).filter((a) => a !== CASTILLO),
  CASTILLO,
];

/** 135: a region where the taker has exactly 2 caballeros. */
export const scoreChosenTwo = chosenScoring('score-chosen-two', (state, player) =>
  scorableAreas(state).filter((a) => a !== CASTILLO && countIn(state, a, player) === 2),
);
/** 145: a region, never the King's or the Castillo. */
export const scoreChosenNotKing = chosenScoring('score-chosen-not-king', (state) =>
  scorableAreas(state).filter((a) => a !== CASTILLO && a !== state.king),
);
/** 150: any area, the Castillo and the King's region included. */
export const scoreChosenAny = chosenScoring('score-chosen-any', scorableAreas);

/**
 * A card whose action is its placement (notes 15 and 20): 15 places up to 5 instead of the Caballero card's
 * number, next to the King or in the Castillo (reading P7: "up to", as every number); 20 keeps the Caballero
 * card's number but may place anywhere. The turn's placement follows the card; the action itself has nothing
 * more to do, so it is never required.
 */
function placementCard<const Id extends string>(id: Id) {
  return defineEffect({
    id,
    topic: 'placement',
    ref: IK_NOTES_REF,
    words: words(`effect.${id}`),
    kinds: ['apply'],
    expects: '{ kind: "apply" }',
    guide: () => [{ kind: 'apply', available: true, description: words(`effect.${id}`) }],
    canAct: () => false,
    apply: (state, action, context) =>
      action?.kind === 'apply' ? ok(state) : wrongKind(state, action, context, '{ kind: "apply" }'),
  });
}

export const placementFive = placementCard('placement-five');
export const placementAnywhere = placementCard('placement-anywhere');

const GRANDE_EXPECTS = '{ kind: "grande", to: region, along: count }';

/**
 * Card 80 (notes on the numbered cards): the taker's Grande moves to another region and takes caballeros of
 * the taker's along from the region it leaves; neither from the King's region or the Castillo, nor into the
 * King's region. The texts do not print how many: reading, any number of those there, the table keeping to
 * its card's own.
 */
export const grandeWithCaballeros = defineEffect({
  id: 'grande-with-caballeros',
  moves: 'grande',
  topic: 'special-action',
  ref: IK_NOTES_REF,
  words: words('effect.grande-with-caballeros'),
  kinds: ['grande'],
  expects: GRANDE_EXPECTS,
  guide: (state, player) => {
    const targets = grandeTargets(state, player);
    const now = state.grandes[player];
    const alongMost = now === undefined || now === CASTILLO ? 0 : countIn(state, now, player);
    return [{ kind: 'grande', available: targets.length > 0, now, targets, alongMost }];
  },
  canAct: (state, player) => grandeTargets(state, player).length > 0,
  apply(state, action, context) {
    if (action?.kind !== 'grande') return wrongKind(state, action, context, GRANDE_EXPECTS);
    const to = checkGrandeMove(state, context.player, action.to, words('flow.what.yourGrande'), IK_NOTES_REF);
    if (!to.ok) return to;
    const from = state.grandes[context.player];
    const along = action.along ?? 0;
    const there = from === undefined || from === CASTILLO ? 0 : countIn(state, from, context.player);
    if (!Number.isInteger(along) || along < 0 || along > there)
      return fail(
        'grande/along',
        words('refusal.grande/along', { count: describeValue(action.along), there }),
        IK_NOTES_REF,
      );
    const moved = { ...state, grandes: { ...state.grandes, [context.player]: to.value } };
    if (along === 0 || from === undefined || from === CASTILLO) return ok(moved);
    // The caballeros go as a move does, so every rule of moving holds for them.
    const move = { owner: context.player, from, to: to.value, count: along };
    return applyMoves(moved, context.player, [move], { own: along, foreign: 0, anyRegion: true }, false);
  },
});

const BRIDGE_EXPECTS = '{ kind: "bridge", from: region, to: region }';

/** Where a bridge may reach from this region: another of the nine that does not border it on the board. */
const bridgeTargets = (from: RegionId): readonly RegionId[] =>
  REGION_IDS.filter((to) => to !== from && !areNeighbours(from, to));

/**
 * The bridge (card 63, reading P9 where the table says the card joins two regions): laid between two of the
 * nine regions that do not border each other, which then border each other for placements and moves. One
 * bridge at a time: one laid takes the one before away, whoever laid it (the note on 63).
 */
export const bridge = defineEffect({
  id: 'bridge',
  topic: 'special-action',
  ref: IK_NOTES_REF,
  words: words('effect.bridge'),
  kinds: ['bridge'],
  expects: BRIDGE_EXPECTS,
  guide: () => [
    { kind: 'bridge', available: true, spans: REGION_IDS.map((from) => ({ from, to: bridgeTargets(from) })) },
  ],
  apply(state, action, context) {
    if (action?.kind !== 'bridge') return wrongKind(state, action, context, BRIDGE_EXPECTS);
    const from = checkTableRegion(state, action.from, words('flow.what.bridge'));
    if (!from.ok) return from;
    const to = checkTableRegion(state, action.to, words('flow.what.bridge'));
    if (!to.ok) return to;
    const a = from.value;
    const b = to.value;
    if (!isOneOf(REGION_IDS, a) || !isOneOf(REGION_IDS, b) || !bridgeTargets(a).includes(b))
      return fail(
        'bridge/regions',
        words('refusal.bridge/regions', { from: areaWordsIn(state, a), to: areaWordsIn(state, b) }),
        IK_NOTES_REF,
      );
    const intrigue = state.modules?.intrigue;
    if (!intrigue) return ok(state);
    return ok({ ...state, modules: { ...state.modules, intrigue: { ...intrigue, bridge: [a, b] } } });
  },
});
