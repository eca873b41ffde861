import { blackPieceCard } from '../../cards/effects/_lib/blackPieceCard';
import { wrongKind } from '../../cards/effects/_lib/wrongKind';
import { defineEffect } from '../../cards/effects/effect';
import { scoringGuide } from '../../cards/effects/scorings';
import { veto } from '../../cards/effects/veto';
import { areaWordsIn } from '../../editions/ruleOf';
import { cardsFromHands } from '../../play/index';
import type { GameRegionId } from '../../state/areaIds';
import { describeValue } from '../../state/quote';
import { fail, ok } from '../../state/result';
import type { ScoringRequest } from '../../state/scoringRequest';
import { isTaboo, tableRegions } from '../../state/stateHelpers';
import type { GameState, OfferSlotId } from '../../state/types';
import { words } from '../../state/words';
import { checkTableRegion } from '../../table/checks';
import { quarantineRefusal } from '../../table/quarantine';
import { applyScoring } from '../../table/scoringBoardOf';
import { areaRefusal, moduleTable } from '../index';
import { gic } from './module';
import { INQUISITOR_REF, LIMIT_TABLE_REF } from './play/refs';

/**
 * The Grand Inquisitor card (Decennial rules, “Grand Inquisitor & the Colonies: Grand Inquisitor”): the
 * taker takes him into their court, from beside the board or another court, and may reposition up to
 * two of his black caballeros, never from or into the King's region. Reading (P15): every part is
 * optional, so a table that wants none of it skips the special action; one that moves his caballeros
 * takes him too.
 */
export const grandInquisitorCard = blackPieceCard('grand-inquisitor-card', 'inquisitor', INQUISITOR_REF);

const APPLY = '{ kind: "apply" }';
const NEW_REGIONS: ScoringRequest = { kind: 'new-regions' };

/** A stack-7 card's special scoring: France, the Ship, America and the Mediterranean, in that order. */
export const scoreNewRegions = defineEffect({
  id: 'score-new-regions',
  topic: 'special-action',
  ref: gic('Score all the new regions'),
  words: words('effect.score-new-regions'),
  kinds: ['apply'],
  expects: APPLY,
  guide: (state) => [scoringGuide(state, NEW_REGIONS)],
  apply(state, action, context) {
    if (action?.kind !== 'apply') return wrongKind(state, action, context, APPLY);
    return ok(applyScoring(state, NEW_REGIONS, 'special', context.player).state);
  },
});

/** Conspiracy (New special actions): at the next general scoring every Grande goes to its owner's disk region. */
export const conspiracy = defineEffect({
  id: 'conspiracy',
  topic: 'special-action',
  ref: gic('New special actions'),
  words: words('effect.conspiracy'),
  kinds: ['apply'],
  expects: APPLY,
  guide: () => [{ kind: 'apply', available: true, description: words('effect.conspiracy') }],
  apply(state, action, context) {
    if (action?.kind !== 'apply') return wrongKind(state, action, context, APPLY);
    return ok({ ...state, modules: { ...state.modules, conspiracy: true } });
  },
});

const REMOVE = '{ kind: "remove-card", slot }';

/** The piles whose card is still offered this round. */
const offeredSlots = (state: GameState): OfferSlotId[] => state.offer.flatMap((s) => (s.card !== null ? [s.slot] : []));

/**
 * Where the cards come from the players' hands (The King & the Colonies), "Turn over action card" acts as a
 * Veto on another player's special action (002:1093-1094; reading P27: one card, two names).
 */
const actsAsVeto = (state: GameState): boolean => cardsFromHands(state);

/**
 * Remove Action Card (New special actions): a card still offered this round is taken out of the offer,
 * never one kept face up before a player (those are not in the offer). The King's card and the Grand
 * Inquisitor's, so taken, are back on their piles next round as always. In The King & the Colonies it is
 * a Veto instead.
 */
export const removeOfferedCard = defineEffect({
  id: 'remove-offered-card',
  topic: 'special-action',
  ref: gic('New special actions'),
  words: words('effect.remove-offered-card'),
  kinds: ['remove-card', 'keep-veto'],
  expects: REMOVE,
  guide: (state, player) => {
    if (actsAsVeto(state)) return veto.guide(state, player);
    const slots = offeredSlots(state);
    return [{ kind: 'remove-card', available: slots.length > 0, slots }];
  },
  apply(state, action, context) {
    if (actsAsVeto(state)) return veto.apply(state, action, context);
    if (action?.kind !== 'remove-card') return wrongKind(state, action, context, REMOVE);
    if (!offeredSlots(state).includes(action.slot))
      return fail(
        'remove-card/not-offered',
        words('refusal.remove-card/not-offered', { value: describeValue(action.slot) }),
        gic('New special actions'),
      );
    return ok({ ...state, offer: state.offer.map((s) => (s.slot === action.slot ? { ...s, card: null } : s)) });
  },
});

const LIMIT = '{ kind: "limit-table", to }';

/** Where the Limit table may be moved: any region but France (its area data) and the King's. */
function limitTableTargets(state: GameState): GameRegionId[] {
  const table = moduleTable(state.setup.modules);
  return tableRegions(state).filter((r) => !isTaboo(state, r) && table.area(r)?.closedToLimitTable !== true);
}

/**
 * A stack-7 card that moves the Limit table (Limit table): to any region but France and the King's, never
 * out of the King's; its mover fills it completely, choosing who where those there are too many
 * (`onLimitTable`; the seating is settled with the module's Limit table).
 */
export const moveLimitTable = defineEffect({
  id: 'move-limit-table',
  topic: 'special-action',
  ref: LIMIT_TABLE_REF,
  words: words('effect.move-limit-table'),
  kinds: ['limit-table'],
  expects: LIMIT,
  guide: (state) => {
    const from = state.modules?.limitTable?.area;
    const regions = isTaboo(state, from) ? [] : limitTableTargets(state).filter((r) => r !== from);
    return [{ kind: 'limit-table', available: regions.length > 0, regions }];
  },
  apply(state, action, context) {
    if (action?.kind !== 'limit-table') return wrongKind(state, action, context, LIMIT);
    const table = state.modules?.limitTable;
    if (!table) return fail('limit-table/none', words('refusal.limit-table/none'), LIMIT_TABLE_REF);
    const to = checkTableRegion(state, action.to, words('flow.what.limitTable'));
    if (!to.ok) return to;
    const quarantined = quarantineRefusal(state, table.area, 'leave') ?? quarantineRefusal(state, to.value, 'enter');
    if (quarantined) return { ok: false, error: quarantined };
    if (table.area === state.king || to.value === state.king)
      return fail(
        'king/region-taboo',
        words('refusal.limit-table/king', {
          area: areaWordsIn(state, state.king === table.area ? table.area : to.value),
        }),
        LIMIT_TABLE_REF,
      );
    const closed = moduleTable(state.setup.modules).area(to.value);
    const why = closed && areaRefusal(closed, 'limitTable');
    if (why) return fail('limit-table/closed', why, LIMIT_TABLE_REF);
    if (to.value === table.area)
      return fail(
        'limit-table/same',
        words('refusal.limit-table/same', { area: areaWordsIn(state, to.value) }),
        LIMIT_TABLE_REF,
      );
    return ok({ ...state, modules: { ...state.modules, limitTable: { area: to.value, onTable: {} } } });
  },
});
