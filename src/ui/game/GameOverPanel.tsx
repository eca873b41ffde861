import { useId, useMemo } from 'preact/hooks';
import { message } from '../../i18n/speech';
import { listOf } from '../../rules';
import type { GameView } from '../../session/gameView';
import { playResult } from '../../session/playResult';
import { downloadText } from '../download';
import { ShareResult } from '../share/ShareResult';
import { nameIn } from './tableWords';

/** The end: final standings (shared wins shared), the result to share or log, and the record to keep. */
export function GameOverPanel({ view }: { view: GameView }) {
  const uid = useId();
  const state = view.state.value;
  const nameOf = nameIn(state);
  const standings = [...state.setup.players].sort((a, b) => (state.scores[b.id] ?? 0) - (state.scores[a.id] ?? 0));
  const winners = state.winners ?? [];
  const summary = view.summary.value;
  const log = view.log.value;
  const result = useMemo(() => playResult(summary, log), [summary, log]);
  return (
    <section class="panel step" aria-labelledby={`${uid}-over`}>
      <h3 id={`${uid}-over`}>
        {winners.length > 1
          ? message('game.over.sharedWin', { winners: listOf(winners.map(nameOf)) })
          : message('game.over.wins', { winner: nameOf(winners[0] ?? '') })}
      </h3>
      <ol class="standings" aria-label={message('game.over.standings')}>
        {standings.map((p) => (
          <li key={p.id}>{message('game.over.standing', { name: nameOf(p.id), points: state.scores[p.id] ?? 0 })}</li>
        ))}
      </ol>
      {/* Every action in one bar above the picture, the record's export with them. */}
      <ShareResult result={result}>
        <button
          type="button"
          class="secondary"
          onClick={() => downloadText(`${view.summary.value.title}.json`, view.exportText())}
        >
          {message('game.over.export')}
        </button>
      </ShareResult>
    </section>
  );
}
