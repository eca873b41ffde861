import type { MoveLimits } from '../../play/moveLimits';
import { words } from '../../state/words';
import { movesGuide } from '../guides/movesGuide';
import { applyMoves } from './_lib/applyMoves';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

/** No limit of the card's own: only the bounds every action obeys (the King's region, the areas' room). */
const LIMITS: MoveLimits = { anyRegion: true };
const EXPECTS = '{ kind: "moves", moves: [{ owner, from, to, count }] }';

/**
 * A described card whose action no kind of the engine fits (digest 1.4): the table does what the card
 * says and enters the result as moves on the board. Only what every action obeys is checked (the King's
 * region stays taboo, the areas keep their room, black caballeros stay on the board); the card's own
 * limits are the table's to keep, and the history says so beside the card's typed words.
 */
export const tableResolved = defineEffect({
  id: 'table-resolved',
  topic: 'special-action',
  words: words('effect.table-resolved'),
  kinds: ['moves'],
  expects: EXPECTS,
  guide: (state, player) => [movesGuide(state, player, LIMITS)],
  apply(state, action, context) {
    if (action?.kind !== 'moves') return wrongKind(state, action, context, EXPECTS);
    return applyMoves(state, context.player, action.moves, LIMITS, context.partial);
  },
});
