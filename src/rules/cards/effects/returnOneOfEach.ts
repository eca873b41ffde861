import { areaWordsIn, ruleOf } from '../../editions/ruleOf';
import { keptFromOthers } from '../../play/index';
import { fail, ok } from '../../state/result';
import { changeArea, changeProvinces, colourIds, countIn, playerWords, takableRegions } from '../../state/stateHelpers';
import type { GameState, PlayerId } from '../../state/types';
import { words } from '../../state/words';
import { checkTableRegion } from '../../table/checks';
import { quarantineRefusal } from '../../table/quarantine';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

const EXPECTS = '{ kind: "picks", picks: { player: region } }';

/** How many caballeros each affected colour loses. */
export const RETURN_EACH = 1;

/**
 * The colours that lose a caballero: every colour but the taker's (the dummy's included, since the
 * taker chooses for it), and the taker's own too where the options say so.
 */
export const returnOneOfEachAffected = (state: GameState, taker: PlayerId): PlayerId[] =>
  colourIds(state).filter((p) => p !== taker || state.setup.options.returnOneOfEachIncludesOwn);

/**
 * The regions the taker may pick for this colour: its caballeros there, not in the King's region, and
 * (the Colonies) not only carriers of another colour, whom only their owner sends off the board.
 */
const pickableRegions = (state: GameState, taker: PlayerId, id: PlayerId) =>
  takableRegions(state, id).filter(
    (r) => countIn(state, r, id) - (id === taker ? 0 : keptFromOthers(state, r, id)) >= RETURN_EACH,
  );

/**
 * The taker sends one caballero of each other player (and, where the edition says so, one of
 * their own) from a region of the taker's choice back to the provinces. Never from the Castillo
 * or the King's region; a player with nothing there is passed over.
 */
export const returnOneOfEach = defineEffect({
  id: 'return-one-of-each',
  topic: 'stack-2',
  words: words('effect.return-one-of-each'),
  kinds: ['picks'],
  expects: EXPECTS,
  guide: (state, player) => [
    {
      kind: 'picks',
      available: true,
      each: RETURN_EACH,
      picks: returnOneOfEachAffected(state, player).map((id) => {
        const regions = pickableRegions(state, player, id);
        return { player: id, regions, required: regions.length > 0 };
      }),
    },
  ],
  apply(state, action, context) {
    if (action?.kind !== 'picks') return wrongKind(state, action, context, EXPECTS);
    const rule = ruleOf(state, 'stack-2');
    // The taker chooses, so the dummy's caballeros are fair game too (it never has to decide anything here).
    const affected = returnOneOfEachAffected(state, context.player);
    const unknown = Object.keys(action.picks ?? {}).find((id) => !affected.includes(id));
    if (unknown) {
      return fail(
        'returns/not-affected',
        words('refusal.returns/not-affected.pick', {
          player: playerWords(state, unknown),
          taker: unknown === context.player ? 'yes' : 'no',
        }),
        rule,
      );
    }
    let next: GameState = state;
    for (const id of affected) {
      const pick = action.picks?.[id];
      if (pick === undefined) {
        if (!context.partial && pickableRegions(state, context.player, id).length > 0) {
          return fail(
            'returns/missing-pick',
            words('refusal.returns/missing-pick', { player: playerWords(state, id) }),
            rule,
            {
              player: id,
            },
          );
        }
        continue;
      }
      const region = checkTableRegion(state, pick, words('flow.what.caballero', { who: playerWords(state, id) }));
      if (!region.ok) return region;
      if (region.value === state.king) {
        return fail(
          'king/region-taboo',
          words('refusal.king/region-taboo.pick', { area: areaWordsIn(state, region.value) }),
          ruleOf(state, 'king-region'),
        );
      }
      const quarantined = quarantineRefusal(state, region.value, 'leave');
      if (quarantined) return { ok: false, error: quarantined };
      if (countIn(state, region.value, id) < RETURN_EACH) {
        return fail(
          'returns/none-there',
          words('refusal.returns/none-there', {
            player: playerWords(state, id),
            area: areaWordsIn(state, region.value),
          }),
          rule,
        );
      }
      next = changeProvinces(changeArea(next, region.value, id, -RETURN_EACH), id, RETURN_EACH);
    }
    return ok(next);
  },
});
