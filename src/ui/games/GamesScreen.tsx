import { useEffect, useState } from 'preact/hooks';

import { EDITIONS, escapeInput, type Text } from '../../rules';
import type { Done } from '../../session/done';
import type { GamesModel } from '../../session/gamesModel';
import type { DiscardedData } from '../../session/libraryStorage';
import { Feedback } from '../components/Feedback';
import { downloadText } from '../download';
import { GameScreen } from '../game/GameScreen';
import { navigate, navigateToGame } from '../router';
import { NewGameForm } from './NewGameForm';
import { UnreadableGames } from './UnreadableGames';

/**
 * Games on this device by last played: continue, export, delete (with a way back), import, start new.
 * With `gameId` (the game's own address), that game instead, once open: the address opens and
 * closes it (see followGameRoute), this screen only shows what is open.
 */
export function GamesScreen({ model, gameId }: { model: GamesModel; gameId?: string }) {
  const [status, setStatus] = useState<{ ok: boolean; text: Text }>();
  const [confirming, setConfirming] = useState<Text>();
  useEffect(() => void model.refresh(), [model]);
  // A removal can be undone while the list stays on screen.
  useEffect(() => () => model.forgetPurged(), [model]);
  const purged = model.purged.value?.summary;
  const session = model.current.value;
  // A game just started or copied is open before its address is shown: it goes there as it opens.
  const opened = async (outcome: Done) => {
    const id = model.current.value?.id;
    if (outcome.ok && id) navigateToGame(id);
    return outcome;
  };
  return (
    <div class="games">
      {gameId !== undefined ? (
        session?.id === gameId ? (
          <GameScreen
            session={session}
            onLeave={() => navigate('games')}
            onCopyReadable={async () => opened(await model.copyReadable())}
          />
        ) : (
          <p role="status" class="hint">
            Opening the game…
          </p>
        )
      ) : (
        <>
          <section class="panel" aria-labelledby="games-heading">
            <h2 id="games-heading">Games on this device</h2>
            {model.discarded.value && (
              <DiscardedNotice data={model.discarded.value} onDismiss={() => model.dismissDiscarded()} />
            )}
            {model.games.value.length === 0 && <p class="hint">No games on this device yet.</p>}
            <ul class="game-list" aria-label="Games by last played">
              {model.games.value.map((g) => (
                <li key={g.id}>
                  <span class="grow">
                    <strong>{g.title}</strong> · {EDITIONS[g.edition].name} · {g.players.join(', ')} ·{' '}
                    {g.over ? 'finished' : `round ${g.round}`}
                  </span>
                  <button type="button" onClick={() => navigateToGame(g.id)} aria-label={`Continue ${g.title}`}>
                    Continue
                  </button>
                  <button
                    type="button"
                    class="secondary"
                    onClick={async () => {
                      const exported = await model.exportRecord(g.id);
                      if (exported.ok) downloadText(`${exported.value.title}.json`, exported.value.text);
                      else setStatus({ ok: false, text: exported.error.message });
                    }}
                    aria-label={`Export ${g.title}`}
                  >
                    Export
                  </button>
                  {confirming === g.id ? (
                    <>
                      <button
                        type="button"
                        class="danger"
                        onClick={async () => {
                          const outcome = await model.remove(g.id);
                          setConfirming(undefined);
                          setStatus(
                            outcome.ok
                              ? { ok: true, text: `Deleted “${g.title}”: restore it below if that was a mistake.` }
                              : { ok: false, text: outcome.error.message },
                          );
                        }}
                      >
                        Yes, delete {g.title}
                      </button>
                      <button type="button" class="secondary" onClick={() => setConfirming(undefined)}>
                        Keep it
                      </button>
                    </>
                  ) : (
                    <button
                      type="button"
                      class="secondary"
                      onClick={() => setConfirming(g.id)}
                      aria-label={`Delete ${g.title}`}
                    >
                      Delete
                    </button>
                  )}
                </li>
              ))}
            </ul>
            <UnreadableGames model={model.unreadable} />
            {model.deleted.value.length > 0 && (
              <ul class="game-list" aria-label="Deleted games">
                {model.deleted.value.map((g) => (
                  <li key={g.id}>
                    <span class="grow">Deleted: {g.title}</span>
                    <button
                      type="button"
                      class="secondary"
                      onClick={async () => {
                        const outcome = await model.restore(g.id);
                        setStatus(
                          outcome.ok
                            ? { ok: true, text: `Restored “${g.title}”.` }
                            : { ok: false, text: outcome.error.message },
                        );
                      }}
                      aria-label={`Restore ${g.title}`}
                    >
                      Restore
                    </button>
                    {confirming === `purge:${g.id}` ? (
                      <button
                        type="button"
                        class="danger"
                        onClick={async () => {
                          const outcome = await model.purge(g.id);
                          setConfirming(undefined);
                          setStatus(outcome.ok ? undefined : { ok: false, text: outcome.error.message });
                        }}
                      >
                        Yes, remove {g.title} for good
                      </button>
                    ) : (
                      <button
                        type="button"
                        class="secondary"
                        onClick={() => setConfirming(`purge:${g.id}`)}
                        aria-label={`Remove ${g.title} for good`}
                      >
                        Remove for good
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {purged && (
              <div class="field-row" role="status">
                <span class="grow">“{purged.title}” was removed from this device.</span>
                <button
                  type="button"
                  class="secondary"
                  onClick={async () => {
                    const outcome = await model.undoPurge();
                    setStatus(
                      outcome.ok
                        ? { ok: true, text: `“${purged.title}” is back among the deleted games.` }
                        : { ok: false, text: outcome.error.message },
                    );
                  }}
                >
                  Undo: put {purged.title} back
                </button>
              </div>
            )}
            <label class="file-button">
              Import a game record
              <input
                type="file"
                accept="application/json,.json"
                onChange={async (e) => {
                  const file = e.currentTarget.files?.[0];
                  e.currentTarget.value = '';
                  if (!file) return;
                  const outcome = await model.importRecordFile(file);
                  setStatus(
                    outcome.ok ? { ok: true, text: 'Game imported.' } : { ok: false, text: outcome.error.message },
                  );
                }}
              />
            </label>
            <Feedback ok={status?.ok ?? true} text={status?.text} />
            <Feedback ok={false} text={model.openProblem.value} />
          </section>
          <NewGameForm onStart={async (setup, title, prefs) => opened(await model.create(setup, title, prefs))} />
        </>
      )}
    </div>
  );
}

/**
 * The browser threw this device's saved games away: said plainly, once, with what the second copy gave back
 * and what can still be done.
 */
function DiscardedNotice({ data, onDismiss }: { data: DiscardedData; onDismiss: () => void }) {
  // A mark without a readable time (left by an older version, or damaged) says when only if it can.
  const at = new Date(data.at);
  const when = Number.isFinite(at.getTime())
    ? `On ${at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })} this browser`
    : 'This browser';
  const restored = data.restoredGames ?? 0;
  return (
    <div role="alert" class="notice">
      <p>
        {when} found the app's saved data damaged and threw it away
        {data.reason ? ` (it said: ${escapeInput(data.reason, 120)})` : ''}.{' '}
        {restored > 0
          ? `The app put back ${restored === 1 ? '1 game' : `${restored} games`} from the second copy it keeps apart, each as it stood at its last saved entry.`
          : 'The games saved on this device before then are gone. A game exported as a file can be imported again below.'}
      </p>
      <button type="button" class="secondary" onClick={onDismiss}>
        Understood
      </button>
    </div>
  );
}
