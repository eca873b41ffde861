import { message, say } from '../../i18n/speech';
import { cardsFromHands, type GameState, playerNotes } from '../../rules';
import { memoBy } from '../components/memoBy';
import { nameIn } from './tableWords';

/** The parts of a table the players' table shows: a command that changes none of them (most on the map) leaves it as it is. */
const PLAYERS_PARTS = [
  'setup',
  'startPlayer',
  'vetoes',
  'scores',
  'court',
  'provinces',
  'played',
  // The modules' notes beside a name follow the round (Intrigue & the King's roles once every card is played).
  'phase',
] as const satisfies readonly (keyof GameState)[];

const samePlayers = (a: { state: GameState }, b: { state: GameState }): boolean =>
  PLAYERS_PARTS.every((part) => a.state[part] === b.state[part]) && a.state.turn?.player === b.state.turn?.player;

/** Each colour's score, court, provinces, power card and veto: the parts of the table off the map. */
export const PlayersPanel = memoBy(function PlayersPanel({ state }: { state: GameState }) {
  const nameOf = nameIn(state);
  const colours = [...state.setup.players, ...(state.setup.dummy ? [state.setup.dummy] : [])];
  const dummy = state.setup.dummy?.id;
  return (
    <table class="players-table" aria-label={message('game.players.label')}>
      <thead>
        <tr>
          <th scope="col">{message('game.players.player')}</th>
          <th scope="col">{message('game.players.score')}</th>
          <th scope="col">{message('game.players.court')}</th>
          <th scope="col">{message('game.players.provinces')}</th>
          <th scope="col">{message('game.players.powerCard', { kind: cardsFromHands(state) ? 'hand' : 'power' })}</th>
        </tr>
      </thead>
      <tbody>
        {colours.map((p) => (
          <tr key={p.id} class={state.turn?.player === p.id ? 'is-current' : undefined}>
            <th scope="row">
              <span class={`swatch swatch-${p.colour}`} aria-hidden="true" /> {nameOf(p.id)}
              {state.startPlayer === p.id && <span class="tag"> {message('game.players.start')}</span>}
              {state.vetoes.some((v) => v.holder === p.id) && (
                <span class="tag"> {message('game.players.holdsVeto')}</span>
              )}
              {playerNotes(state, p.id).map((note, i) => (
                <span key={i} class="tag">
                  {' '}
                  {say(note)}
                </span>
              ))}
            </th>
            <td data-score={p.id}>{p.id === dummy ? '–' : (state.scores[p.id] ?? 0)}</td>
            <td>{state.court[p.id] ?? 0}</td>
            <td>{state.provinces[p.id] ?? 0}</td>
            <td>{state.played[p.id] ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}, samePlayers);
