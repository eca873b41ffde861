import '../screens.css';
import { useEffect, useState } from 'preact/hooks';

import { LANGUAGES } from '../../i18n/languages';
import { language, message, say } from '../../i18n/speech';
import { launchedFile } from '../../pwa/launchedFiles';
import { escapeInput, type Result, type Text, words } from '../../rules';
import type { Done } from '../../session/done';
import type { GamesModel } from '../../session/gamesModel';
import type { DiscardedData } from '../../session/libraryStorage';
import type { PlayResult } from '../../session/playResult';
import { DeleteAsking } from '../components/DeleteAsking';
import { Feedback } from '../components/Feedback';
import { FileImport } from '../components/FileImport';
import { downloadText } from '../download';
import { GameScreen } from '../game/GameScreen';
import { navigate, navigateToGame } from '../router';
import type { SettingsModel } from '../settingsModel';
import { ShareResult } from '../share/ShareResult';
import { BackupPanel } from './BackupPanel';
import { DecksPanel } from './DecksPanel';
import { NewGameForm } from './NewGameForm';
import { UnreadableGames } from './UnreadableGames';

/**
 * Games on this device by last played: continue, export, share a finished one's result, delete (with a way back),
 * import, start new; everything on the device backed up to one file and restored from it.
 * With `gameId` (the game's own address), that game instead, once open: the address opens and
 * closes it (see followGameRoute), this screen only shows what is open.
 */
export function GamesScreen({
  model,
  settings,
  gameId,
}: {
  model: GamesModel;
  settings: SettingsModel;
  gameId?: string;
}) {
  const [status, setStatus] = useState<{ ok: boolean; text: Text }>();
  const [confirming, setConfirming] = useState<Text>();
  // A game record the installed app was opened with comes in as an imported file does; another file is named
  // (a board goes to the calculator, a backup to the backup panel).
  const waiting = launchedFile.value;
  useEffect(() => {
    if (!waiting || waiting.kind === 'snapshot' || waiting.kind === 'backup') return;
    launchedFile.value = undefined;
    if (waiting.kind === 'nothing') return setStatus({ ok: false, text: words('games.sharedNothing') });
    if (waiting.kind === 'not-kept') return setStatus({ ok: false, text: words('games.sharedNotKept') });
    if (waiting.kind === undefined)
      return setStatus({ ok: false, text: words('games.notOpenable', { name: escapeInput(waiting.file.name, 80) }) });
    void model
      .importRecordFile(waiting.file)
      .then((outcome) =>
        setStatus(
          outcome.ok ? { ok: true, text: words('games.imported') } : { ok: false, text: outcome.error.message },
        ),
      );
  }, [waiting]);
  // The finished game whose result is unfolded under its row, to share or log.
  const [unfolded, setUnfolded] = useState<{ id: string; result: Result<PlayResult> }>();
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
            {message('games.opening')}
          </p>
        )
      ) : (
        <>
          <section class="panel" aria-labelledby="games-heading">
            <h2 id="games-heading">{message('games.heading')}</h2>
            {model.discarded.value && (
              <DiscardedNotice data={model.discarded.value} onDismiss={() => model.dismissDiscarded()} />
            )}
            {model.games.value.length === 0 && <p class="hint">{message('games.none')}</p>}
            <ul class="game-list" aria-label={message('games.byLastPlayed')}>
              {model.games.value.map((g) => (
                <li key={g.id}>
                  <span class="grow">
                    <strong>{g.title}</strong> · {say(words(`edition.${g.edition}`))} · {g.players.join(', ')} ·{' '}
                    {g.over ? message('games.finished') : message('games.round', { round: g.round })}
                  </span>
                  <button
                    type="button"
                    onClick={() => navigateToGame(g.id)}
                    aria-label={message('games.continueLabel', { title: g.title })}
                  >
                    {message('games.continue')}
                  </button>
                  <button
                    type="button"
                    class="secondary"
                    onClick={async () => {
                      const exported = await model.exportRecord(g.id);
                      if (exported.ok) downloadText(`${exported.value.title}.json`, exported.value.text);
                      else setStatus({ ok: false, text: exported.error.message });
                    }}
                    aria-label={message('games.exportLabel', { title: g.title })}
                  >
                    {message('games.export')}
                  </button>
                  {g.over && (
                    <button
                      type="button"
                      class="secondary"
                      aria-expanded={unfolded?.id === g.id}
                      aria-label={message('games.resultLabel', { title: g.title })}
                      onClick={async () => {
                        // Read before the wait: a second tap meanwhile folds it, as the first showed it unfolding.
                        if (unfolded?.id === g.id) return setUnfolded(undefined);
                        const result = await model.result(g.id);
                        setUnfolded({ id: g.id, result });
                      }}
                    >
                      {message('games.result')}
                    </button>
                  )}
                  <DeleteAsking
                    title={g.title}
                    asking={confirming === g.id}
                    onAsk={() => setConfirming(g.id)}
                    onKeep={() => setConfirming(undefined)}
                    onDelete={async () => {
                      const outcome = await model.remove(g.id);
                      setConfirming(undefined);
                      setStatus(
                        outcome.ok
                          ? { ok: true, text: words('games.deleted', { title: g.title }) }
                          : { ok: false, text: outcome.error.message },
                      );
                    }}
                  />
                  {unfolded?.id === g.id && <ShareResult result={unfolded.result} />}
                </li>
              ))}
            </ul>
            {model.games.value.some((g) => g.over) && (
              <button type="button" class="secondary" onClick={() => navigate('played')}>
                {message('games.played')}
              </button>
            )}
            <UnreadableGames model={model.unreadable} />
            {model.deleted.value.length > 0 && (
              <ul class="game-list" aria-label={message('games.deletedGames')}>
                {model.deleted.value.map((g) => (
                  <li key={g.id}>
                    <span class="grow">{message('games.deletedItem', { title: g.title })}</span>
                    <button
                      type="button"
                      class="secondary"
                      onClick={async () => {
                        const outcome = await model.restore(g.id);
                        setStatus(
                          outcome.ok
                            ? { ok: true, text: words('games.restored', { title: g.title }) }
                            : { ok: false, text: outcome.error.message },
                        );
                      }}
                      aria-label={message('games.restoreLabel', { title: g.title })}
                    >
                      {message('games.restore')}
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
                        {message('games.confirmPurge', { title: g.title })}
                      </button>
                    ) : (
                      <button
                        type="button"
                        class="secondary"
                        onClick={() => setConfirming(`purge:${g.id}`)}
                        aria-label={message('games.purgeLabel', { title: g.title })}
                      >
                        {message('games.purge')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {purged && (
              <div class="field-row" role="status">
                <span class="grow">{message('games.purged', { title: purged.title })}</span>
                <button
                  type="button"
                  class="secondary"
                  onClick={async () => {
                    const outcome = await model.undoPurge();
                    setStatus(
                      outcome.ok
                        ? { ok: true, text: words('games.unpurged', { title: purged.title }) }
                        : { ok: false, text: outcome.error.message },
                    );
                  }}
                >
                  {message('games.undoPurge', { title: purged.title })}
                </button>
              </div>
            )}
            <FileImport
              label={message('games.import')}
              onFile={async (file) => {
                const outcome = await model.importRecordFile(file);
                setStatus(
                  outcome.ok ? { ok: true, text: words('games.imported') } : { ok: false, text: outcome.error.message },
                );
              }}
            />
            <Feedback ok={status?.ok ?? true} text={status?.text} />
            <Feedback ok={false} text={model.openProblem.value} />
          </section>
          <NewGameForm onStart={async (setup, title, prefs) => opened(await model.create(setup, title, prefs))} />
          <DecksPanel decks={model.decks} />
          <BackupPanel backups={model.backups} settings={settings} />
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
  const known = Number.isFinite(at.getTime());
  const restored = data.restoredGames ?? 0;
  return (
    <div role="alert" class="notice">
      <p>
        {message('games.discarded', {
          known: known ? 'yes' : 'no',
          at: known
            ? at.toLocaleString(LANGUAGES[language.value].locale, { dateStyle: 'medium', timeStyle: 'short' })
            : '',
          said: data.reason ? 'yes' : 'no',
          reason: data.reason ? escapeInput(data.reason, 120) : '',
        })}{' '}
        {restored > 0 ? message('games.discarded.restored', { count: restored }) : message('games.discarded.gone')}
      </p>
      <button type="button" class="secondary" onClick={onDismiss}>
        {message('games.understood')}
      </button>
    </div>
  );
}
