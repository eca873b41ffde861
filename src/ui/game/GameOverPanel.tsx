import { useId } from 'preact/hooks';
import type { GameView } from '../../session/gameView';
import { downloadText } from '../download';
import { nameIn, points } from './tableWords';

/** The end: final standings (shared wins shared), and the record to keep. */
export function GameOverPanel({ view }: { view: GameView }) {
  const uid = useId();
  const state = view.state.value;
  const nameOf = nameIn(state);
  const standings = [...state.setup.players].sort((a, b) => (state.scores[b.id] ?? 0) - (state.scores[a.id] ?? 0));
  const winners = state.winners ?? [];
  return (
    <section class="panel step" aria-labelledby={`${uid}-over`}>
      <h3 id={`${uid}-over`}>
        {winners.length > 1 ? `Shared win: ${winners.map(nameOf).join(' and ')}` : `${nameOf(winners[0] ?? '')} wins`}
      </h3>
      <ol class="standings" aria-label="Final standings">
        {standings.map((p) => (
          <li key={p.id}>
            {nameOf(p.id)}: {points(state.scores[p.id] ?? 0)}
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => downloadText(`${view.summary.value.title}.json`, view.exportText())}>
        Export the game record
      </button>
    </section>
  );
}
