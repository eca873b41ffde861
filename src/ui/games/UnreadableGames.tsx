import { useState } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import { type Text, words } from '../../rules';
import type { UnreadableGame } from '../../session/libraryStorage';
import type { UnreadableGamesModel } from '../../session/unreadableGames';
import { Feedback } from '../components/Feedback';
import { downloadText } from '../download';

type Status = { ok: boolean; text: Text };

/**
 * Games whose summary cannot be read, each named with why, with its export and its repair (or, from a newer
 * app, the update).
 */
export function UnreadableGames({ model }: { model: UnreadableGamesModel }) {
  const [status, setStatus] = useState<Status>();
  if (model.games.value.length === 0) return status ? <Feedback ok={status.ok} text={status.text} /> : null;
  return (
    <section aria-labelledby="unreadable-heading">
      <h3 id="unreadable-heading">{message('unreadable.heading')}</h3>
      <ul class="game-list" aria-label={message('unreadable.listLabel')}>
        {model.games.value.map((g) => {
          const name = g.title?.trim() || message('unreadable.noTitle');
          return (
            <li key={g.id}>
              <span class="grow">
                <strong>{name}</strong> · {say(g.problem)}
              </span>
              {g.newer ? (
                <button type="button" onClick={() => location.reload()}>
                  {message('unreadable.reload')}
                </button>
              ) : (
                <RepairButtons game={g} name={name} model={model} onStatus={setStatus} />
              )}
            </li>
          );
        })}
      </ul>
      <Feedback ok={status?.ok ?? true} text={status?.text} />
    </section>
  );
}

/** Export and repair of one game whose summary this version cannot read. */
function RepairButtons({
  game,
  name,
  model,
  onStatus,
}: {
  game: UnreadableGame;
  name: string;
  model: UnreadableGamesModel;
  onStatus: (status: Status) => void;
}) {
  return (
    <>
      <button
        type="button"
        class="secondary"
        aria-label={message('unreadable.exportLabel', { name })}
        onClick={async () => {
          const exported = await model.exportRecord(game);
          if (exported.ok) downloadText(`${game.title?.trim() || 'repaired-game'}.json`, exported.value);
          else onStatus({ ok: false, text: exported.error.message });
        }}
      >
        {message('games.export')}
      </button>
      <button
        type="button"
        aria-label={message('unreadable.repairLabel', { name })}
        onClick={async () => {
          const done = await model.repair(game);
          onStatus(
            done.ok
              ? { ok: true, text: words('unreadable.repaired', { name }) }
              : { ok: false, text: done.error.message },
          );
        }}
      >
        {message('unreadable.repair')}
      </button>
    </>
  );
}
