import { useId } from 'preact/hooks';
import { message } from '../../i18n/speech';

import { type GameState, scoreHistory } from '../../rules';
import { memoBy } from '../components/memoBy';
import { ScoreChart } from './ScoreChart';
import { nameIn } from './tableWords';

/**
 * Each player's running score after every round that scored, from the game's scorings (general
 * and special), as a chart and as a table (its text alternative), with the score now at the end
 * (table corrections included). Open by itself just after a general scoring and at the end.
 */
export const ScoresByRound = memoBy(
  function ScoresByRound({ state }: { state: GameState }) {
    const nameOf = nameIn(state);
    const tableId = useId();
    const history = scoreHistory(state);
    const { rounds, lines, now } = history;
    if (rounds.length === 0) return null;
    const shown = history.justScoredGeneral || state.phase === 'over';
    return (
      // Keyed by whether it opens by itself, so a table that closed it keeps it closed until the next general scoring.
      <details class="scores-by-round" open={shown} key={String(shown)}>
        <summary>{message('game.scores.heading')}</summary>
        <ScoreChart history={history} nameOf={nameOf} tableId={tableId} />
        <table id={tableId} aria-label={message('game.scores.heading')}>
          <thead>
            <tr>
              <th scope="col">{message('game.players.player')}</th>
              {rounds.map((r) => (
                <th scope="col" key={r}>
                  {message('game.scores.afterRound', { round: r })}
                </th>
              ))}
              <th scope="col">{message('game.scores.now')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map(({ player, points }) => (
              <tr key={player}>
                <th scope="row">{nameOf(player)}</th>
                {rounds.map((r, i) => (
                  <td key={r}>
                    {points[i + 1]} <span class="tag">(+{(points[i + 1] ?? 0) - (points[i] ?? 0)})</span>
                  </td>
                ))}
                <td>{now[player] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    );
  },
  // Redrawn only when a scoring, a score, the round or the players changed, not on every command.
  (a, b) =>
    a.state.scorings === b.state.scorings &&
    a.state.scores === b.state.scores &&
    a.state.setup === b.state.setup &&
    a.state.round === b.state.round &&
    (a.state.phase === 'over') === (b.state.phase === 'over'),
);
