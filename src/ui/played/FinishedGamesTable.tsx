import { LANGUAGES } from '../../i18n/languages';
import { language, message } from '../../i18n/speech';
import { minutesOf, type PlayResult } from '../../session/playResult';
import { whatWasPlayed } from '../share/resultWords';

/** Every finished game, newest first: when, how long, what was played, who scored what, who won. */
export function FinishedGamesTable({ results }: { results: readonly PlayResult[] }) {
  const day = new Intl.DateTimeFormat(LANGUAGES[language.value].locale, { dateStyle: 'medium' });
  return (
    <table class="played-table" aria-label={message('played.games')}>
      <thead>
        <tr>
          <th scope="col">{message('played.game')}</th>
          <th scope="col">{message('played.date')}</th>
          <th scope="col">{message('played.length')}</th>
          <th scope="col">{message('played.what')}</th>
          <th scope="col">{message('played.scores')}</th>
          <th scope="col">{message('played.winner')}</th>
        </tr>
      </thead>
      <tbody>
        {results.map((r) => {
          const minutes = minutesOf(r);
          return (
            <tr key={r.gameId}>
              <th scope="row">{r.title}</th>
              <td>{day.format(r.endedAt)}</td>
              <td>{minutes > 0 ? message('played.minutes', { count: minutes }) : '–'}</td>
              <td>{whatWasPlayed(r)}</td>
              <td>{r.players.map((p) => `${p.name} ${p.score}`).join(', ')}</td>
              <td>
                {r.players
                  .filter((p) => p.winner)
                  .map((p) => p.name)
                  .join(', ')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
