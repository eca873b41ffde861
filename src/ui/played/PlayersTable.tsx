import { message } from '../../i18n/speech';
import type { PlayerStats } from '../../session/playerStats';
import { countsWords, editionName, moduleName } from './countsWords';

/** Each person's games, wins, average and best score, and what they played: the figures the chart draws. */
export function PlayersTable({ players, id }: { players: readonly PlayerStats[]; id: string }) {
  return (
    <table id={id} class="played-table" aria-label={message('played.players')}>
      <thead>
        <tr>
          <th scope="col">{message('played.player')}</th>
          <th scope="col">{message('played.gamesCount')}</th>
          <th scope="col">{message('played.wins')}</th>
          <th scope="col">{message('played.average')}</th>
          <th scope="col">{message('played.best')}</th>
          <th scope="col">{message('played.editions')}</th>
          <th scope="col">{message('played.modules')}</th>
        </tr>
      </thead>
      <tbody>
        {players.map((p) => (
          <tr key={p.key}>
            <th scope="row">
              {p.name}
              {p.spellings.length > 1 && (
                <span class="tag"> {message('played.spellings', { names: p.spellings.join(', ') })}</span>
              )}
            </th>
            <td>{p.games}</td>
            <td>{p.wins}</td>
            <td>{message('played.averageValue', { value: p.average })}</td>
            <td>{p.best}</td>
            <td>{countsWords(p.editions, editionName)}</td>
            <td>{countsWords(p.modules, moduleName) || message('played.noModules')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
