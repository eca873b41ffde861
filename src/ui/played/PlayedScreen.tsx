import { useEffect, useMemo, useState } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import type { Text } from '../../rules';
import type { GamesModel } from '../../session/gamesModel';
import { createPlayedModel } from '../../session/playedModel';
import { Feedback } from '../components/Feedback';
import { navigate } from '../router';
import { FinishedGamesTable } from './FinishedGamesTable';
import { localMergedNames } from './localMergedNames';
import { MergeNames } from './MergeNames';
import { PlayersChart } from './PlayersChart';
import { PlayersTable } from './PlayersTable';

/**
 * Every game this table finished on this device, and the people who played them: games, wins, average
 * and best score, editions and modules, with two spellings of one person counted as one.
 */
export function PlayedScreen({ games }: { games: GamesModel }) {
  const model = useMemo(() => createPlayedModel(() => games.finishedGames(), localMergedNames()), [games]);
  const [status, setStatus] = useState<{ ok: boolean; text: Text }>();
  useEffect(() => void model.load(), [model]);
  const finished = model.finished.value;
  const problem = model.problem.value;
  const players = model.players.value;
  return (
    <div class="played">
      <section class="panel" aria-labelledby="played-players">
        <h2 id="played-players">{message('played.players')}</h2>
        {problem && <p role="alert">{say(problem)}</p>}
        {!finished && !problem && (
          <p role="status" class="hint">
            {message('played.reading')}
          </p>
        )}
        {finished && finished.results.length === 0 && <p class="hint">{message('played.none')}</p>}
        {finished && finished.withoutResult > 0 && (
          <p class="hint">{message('played.withoutResult', { count: finished.withoutResult })}</p>
        )}
        {players.length > 0 && (
          <>
            <PlayersChart players={players} tableId="played-players-table" />
            <PlayersTable players={players} id="played-players-table" />
            <MergeNames
              model={model}
              onDone={(outcome, text) =>
                setStatus(outcome.ok ? { ok: true, text } : { ok: false, text: outcome.error.message })
              }
            />
            <Feedback ok={status?.ok ?? true} text={status?.text} />
          </>
        )}
      </section>
      {finished && finished.results.length > 0 && (
        <section class="panel" aria-labelledby="played-games">
          <h2 id="played-games">{message('played.games')}</h2>
          <FinishedGamesTable results={finished.results} />
        </section>
      )}
      <button type="button" class="secondary" onClick={() => navigate('games')}>
        {message('played.toGames')}
      </button>
    </div>
  );
}
