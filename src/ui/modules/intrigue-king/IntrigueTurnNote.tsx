import { message } from '../../../i18n/speech';
import { type GameState, intrigueRound, type PlayerId } from '../../../rules';
import { nameIn } from '../../game/tableWords';

/** Under the turn's heading in Intrigue & the King: the card this player played, their role and their Caballero card. */
export function IntrigueTurnNote({ state, player }: { state: GameState; player: PlayerId }) {
  const place = intrigueRound(state).find((p) => p.player === player);
  if (!state.setup.modules.includes('intrigue-king') || !place || place.caballeroCard === undefined) return null;
  return (
    <p class="hint">
      {message('intrigue.turn.note', {
        name: nameIn(state)(player),
        value: place.value,
        role: place.king ? 'king' : place.intrigue ? 'intrigue' : 'none',
        caballeros: place.caballeroCard,
      })}
    </p>
  );
}
