import { message } from '../../../i18n/speech';
import { type GameState, intrigueCaballeroCards, intrigueCardsLeft, intrigueRound } from '../../../rules';
import { nameIn } from '../../game/tableWords';

/**
 * Intrigue & the King's round at a glance: the cards played face up so far, highest first, and once all are
 * in, who is the King, who the Intrigue player and which Caballero card each took; the Caballero cards beside
 * the board and how many cards each player has left (the values stay in their hands).
 */
export function IntrigueRound({ state }: { state: GameState }) {
  const played = intrigueRound(state);
  const name = nameIn(state);
  const left = intrigueCardsLeft(state);
  return (
    <div class="step-part intrigue-round" role="group" aria-label={message('intrigue.round.label')}>
      {played.length === 0 ? (
        <p class="hint">{message('intrigue.round.none')}</p>
      ) : (
        <table>
          <caption>{message('intrigue.round.caption', { round: state.round })}</caption>
          <thead>
            <tr>
              <th scope="col">{message('intrigue.round.player')}</th>
              <th scope="col">{message('intrigue.round.card')}</th>
              <th scope="col">{message('intrigue.round.takes')}</th>
            </tr>
          </thead>
          <tbody>
            {played.map((p) => (
              <tr key={p.player}>
                <th scope="row">{name(p.player)}</th>
                <td>{p.value}</td>
                <td>
                  {p.caballeroCard === undefined
                    ? '–'
                    : message('intrigue.round.taken', {
                        caballeros: p.caballeroCard,
                        role: p.king ? 'king' : p.intrigue ? 'intrigue' : 'none',
                      })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p class="hint">
        {message('intrigue.round.caballeroCards', { cards: intrigueCaballeroCards(state).join(', ') })}{' '}
        {message('intrigue.round.left', {
          counts: state.setup.players.map((p) => `${name(p.id)} ${left[p.id] ?? 0}`).join(', '),
        })}
      </p>
    </div>
  );
}
