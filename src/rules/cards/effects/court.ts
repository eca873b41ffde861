import { ruleOf } from '../../editions/ruleOf';
import { fail } from '../../state/result';
import { words } from '../../state/words';
import { bringToCourt } from '../../table/bringToCourt';
import { courtGuide } from '../guides/courtGuides';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

const EXPECTS = '{ kind: "court", provinces, regions?: { region: count } }';
/** How many caballeros the court card brings into the court, at most. */
export const COURT_CARD_LIMIT = 2;

/**
 * The court: up to 2 caballeros from the provinces into the court. Where the options say so, as with
 * replenishing, a player whose provinces run short may take their own from regions (not the Castillo
 * or the King's region).
 */
export const court = defineEffect({
  id: 'court',
  topic: 'stack-4',
  words: words('effect.court'),
  kinds: ['court'],
  expects: EXPECTS,
  guide: (state, player) => [courtGuide(state, player, COURT_CARD_LIMIT)],
  // Something to bring: caballeros in the provinces.
  canAct: (state, player) => (state.provinces[player] ?? 0) > 0,
  apply(state, action, context) {
    if (action?.kind !== 'court') return wrongKind(state, action, context, EXPECTS);
    if (!state.setup.options.courtCardFromRegions && Object.values(action.regions ?? {}).some((n) => (n ?? 0) > 0)) {
      return fail('court/provinces-only', words('refusal.court/provinces-only'), ruleOf(state, 'stack-4'));
    }
    return bringToCourt(state, context.player, action.provinces, action.regions, COURT_CARD_LIMIT, (total) =>
      words('refusal.court/too-many', { max: COURT_CARD_LIMIT, total }),
    );
  },
});
