import { ruleOf } from '../../editions/ruleOf';
import { fail, ok } from '../../state/result';
import { changeCourt, changeProvinces, nameOf, playerIds, playerWords } from '../../state/stateHelpers';
import type { GameState, PlayerId } from '../../state/types';
import { words } from '../../state/words';
import { checkCount } from '../../table/checks';
import { takableCount, takeFromRegions } from '../../table/takeFromBoard';
import { giverGuide } from '../guides/courtGuides';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

const EXPECTS = '{ kind: "returns", returns: { player: { court, regions: { region: count } } } }';
/** How many caballeros each other player sends back when the King returns (fewer only when they have fewer). */
export const KING_RETURNS_EACH = 3;

/** The players who give caballeros back when the King returns: every scoring player but the taker. */
export const kingReturnsGivers = (state: GameState, taker: PlayerId): PlayerId[] =>
  playerIds(state).filter((p) => p !== taker);

/** How many a player owes: 3, or everything they could give (court and regions but the King's) when fewer. */
export const kingReturnsOwed = (state: GameState, player: PlayerId): number =>
  Math.min(KING_RETURNS_EACH, (state.court[player] ?? 0) + takableCount(state, player));

/**
 * The King returns (2023: Withdrawal): each other player, from the taker's left, sends 3 of their
 * own caballeros from court and/or regions (never the Castillo or the King's region) to the
 * provinces, or as many as they have there. Each chooses their own; the command records the choices.
 */
export const kingReturns = defineEffect({
  id: 'king-returns',
  topic: 'stack-2',
  words: words('effect.king-returns'),
  kinds: ['returns'],
  expects: EXPECTS,
  guide: (state, player) => [
    {
      kind: 'returns',
      available: true,
      givers: kingReturnsGivers(state, player).map((id) => giverGuide(state, id, kingReturnsOwed(state, id), true)),
    },
  ],
  apply(state, action, context) {
    if (action?.kind !== 'returns') return wrongKind(state, action, context, EXPECTS);
    const rule = ruleOf(state, 'stack-2');
    const others = kingReturnsGivers(state, context.player);
    const unknown = Object.keys(action.returns ?? {}).find((id) => !others.includes(id));
    if (unknown)
      return fail(
        'returns/not-affected',
        words('refusal.returns/not-affected', { player: playerWords(state, unknown) }),
        rule,
      );
    let next: GameState = state;
    for (const other of others) {
      const giving = action.returns?.[other] ?? {};
      const fromCourt = giving.court ?? 0;
      const bad = checkCount(fromCourt, words('flow.what.fromCourt', { who: playerWords(state, other) }));
      if (bad) return bad;
      if (fromCourt > (state.court[other] ?? 0)) {
        return fail(
          'court/not-enough',
          words('refusal.court/not-enough.returns', {
            player: playerWords(state, other),
            count: state.court[other] ?? 0,
          }),
          rule,
        );
      }
      const owed = kingReturnsOwed(state, other);
      const taken = takeFromRegions(next, other, giving.regions, `${nameOf(state, other)}'s returns`);
      if (!taken.ok) return taken;
      const total = fromCourt + taken.value.taken;
      if (total > KING_RETURNS_EACH || (!context.partial && total !== owed)) {
        return fail(
          'returns/wrong-count',
          words('refusal.returns/wrong-count', {
            player: playerWords(state, other),
            owed,
            each: KING_RETURNS_EACH,
            total,
          }),
          rule,
          {
            player: other,
          },
        );
      }
      next = changeProvinces(changeCourt(taken.value.state, other, -fromCourt), other, total);
    }
    return ok(next);
  },
});
