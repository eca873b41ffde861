import { CHURCH_REF, takeChurchMarker } from '../../play/church';
import { describeValue } from '../../state/quote';
import { fail, ok } from '../../state/result';
import { movesGuide } from '../guides/movesGuide';
import { applyMoves, type MoveLimits } from './_lib/applyMoves';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

const EXPECTS = '{ kind: "moves", moves: [{ owner: "church", from, to, count }] } (the moves may be none)';

/** Up to two black caballeros, from any region they may leave to any other the Church may stand in. */
const LIMITS: MoveLimits = { total: 2 };

/**
 * The Church card (1995 variant): the taker takes the Church marker and may move up to two of the
 * Church's black caballeros. The usual taboo of the King's region holds both ways, and the black
 * caballeros' closed areas (the Castillo first) are refused by the Church's play hooks.
 */
export const churchCard = defineEffect({
  id: 'church-card',
  topic: 'special-action',
  ref: CHURCH_REF,
  words:
    'Take the Church marker: its four black caballeros count as yours. You may also move up to 2 of them to other regions, never the King’s region or the Castillo.',
  kinds: ['moves'],
  expects: EXPECTS,
  guide: (state, player) => [movesGuide(state, player, LIMITS, ['church'])],
  apply(state, action, context) {
    if (action?.kind !== 'moves') return wrongKind(state, action, context, EXPECTS);
    const stray = Array.isArray(action.moves) ? action.moves.find((m) => m?.owner !== 'church') : undefined;
    if (stray) {
      return fail(
        'church/only-black',
        `The Church card moves only the Church's black caballeros, not ${describeValue(stray.owner)}'s`,
        CHURCH_REF,
      );
    }
    const moved = applyMoves(state, context.player, action.moves, LIMITS, context.partial);
    if (!moved.ok) return moved;
    return ok(takeChurchMarker(moved.value, context.player));
  },
});
