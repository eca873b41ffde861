import { useState } from 'preact/hooks';
import type { Text } from '../../rules';
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
      <h3 id="unreadable-heading">Cannot be read</h3>
      <ul class="game-list" aria-label="Games that cannot be read">
        {model.games.value.map((g) => {
          const name = g.title?.trim() || 'A game without a readable title';
          return (
            <li key={g.id}>
              <span class="grow">
                <strong>{name}</strong> · {g.problem}
              </span>
              {g.newer ? (
                <button type="button" onClick={() => location.reload()}>
                  Reload to update the app
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
        aria-label={`Export what can be read of ${name}`}
        onClick={async () => {
          const exported = await model.exportRecord(game);
          if (exported.ok) downloadText(`${game.title?.trim() || 'repaired-game'}.json`, exported.value);
          else onStatus({ ok: false, text: exported.error.message });
        }}
      >
        Export
      </button>
      <button
        type="button"
        aria-label={`Repair ${name} from its history`}
        onClick={async () => {
          const done = await model.repair(game);
          onStatus(
            done.ok
              ? { ok: true, text: `“${name}” was rebuilt from its history and is listed again.` }
              : { ok: false, text: done.error.message },
          );
        }}
      >
        Repair
      </button>
    </>
  );
}
