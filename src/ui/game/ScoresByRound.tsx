import type { GameState } from '../../rules/game/types';
import { memoBy } from '../components/memoBy';
import { nameIn } from './tableWords';

/**
 * Each player's running score after every round that scored, from the game's scorings (general
 * and special), with the score now at the end (table corrections included).
 */
export const ScoresByRound = memoBy(function ScoresByRound({ state }: { state: GameState }) {
  const nameOf = nameIn(state);
  const rounds = [...new Set(state.scorings.map((s) => s.round))];
  if (rounds.length === 0) return null;
  const running = (id: string, round: number) =>
    state.scorings.filter((s) => s.round <= round).reduce((sum, s) => sum + (s.totals[id] ?? 0), 0);
  return (
    <details class="scores-by-round">
      <summary>Scores by round</summary>
      <table aria-label="Scores by round">
        <thead>
          <tr>
            <th scope="col">Player</th>
            {rounds.map((r) => (
              <th scope="col" key={r}>
                After round {r}
              </th>
            ))}
            <th scope="col">Now</th>
          </tr>
        </thead>
        <tbody>
          {state.setup.players.map((p) => (
            <tr key={p.id}>
              <th scope="row">{nameOf(p.id)}</th>
              {rounds.map((r) => {
                const total = running(p.id, r);
                const gained = total - running(p.id, r - 1);
                return (
                  <td key={r}>
                    {total} <span class="tag">(+{gained})</span>
                  </td>
                );
              })}
              <td>{state.scores[p.id] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
},
// Redrawn only when a scoring, a score or the players changed, not on every command.
(a, b) => a.state.scorings === b.state.scorings && a.state.scores === b.state.scores && a.state.setup === b.state.setup);
