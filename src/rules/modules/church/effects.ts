import { applyMoves, type MoveLimits } from '../../cards/effects/_lib/applyMoves';
import { wrongKind } from '../../cards/effects/_lib/wrongKind';
import { defineEffect } from '../../cards/effects/effect';
import { movesGuide } from '../../cards/guides/movesGuide';
import { describeValue } from '../../state/quote';
import { fail, ok } from '../../state/result';
import { words } from '../../state/words';
import { CHURCH_REF, takeChurchMarker } from './play';

const EXPECTS = words('expects.church', { shape: '{ kind: "moves", moves: [{ owner: "church", from, to, count }] }' });

/** Up to two black caballeros, from any region they may leave to any other the Church may stand in. */
const LIMITS: MoveLimits = { total: 2, anyRegion: true };

/**
 * The Church card (1995 variant): the taker takes the Church marker and may move up to two of the
 * Church's black caballeros. The usual taboo of the King's region holds both ways, and the black
 * caballeros' closed areas (the Castillo first) are refused by the Church's play hooks.
 */
export const churchCard = defineEffect({
  id: 'church-card',
  moves: 'church',
  topic: 'special-action',
  ref: CHURCH_REF,
  words: words('effect.church-card'),
  kinds: ['moves'],
  expects: EXPECTS,
  guide: (state, player) => [movesGuide(state, player, LIMITS, ['church'])],
  apply(state, action, context) {
    if (action?.kind !== 'moves') return wrongKind(state, action, context, EXPECTS);
    const stray = Array.isArray(action.moves) ? action.moves.find((m) => m?.owner !== 'church') : undefined;
    if (stray) {
      return fail(
        'church/only-black',
        words('refusal.church/only-black', { owner: describeValue(stray.owner) }),
        CHURCH_REF,
      );
    }
    const moved = applyMoves(state, context.player, action.moves, LIMITS, context.partial);
    if (!moved.ok) return moved;
    return ok(takeChurchMarker(moved.value, context.player));
  },
});
