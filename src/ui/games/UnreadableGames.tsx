import { useState } from 'preact/hooks';
import { Feedback } from '../components/Feedback';
import { downloadText } from '../download';
import type { UnreadableGamesModel } from './unreadableGames';

/** Games whose summary cannot be read, each named with why, with its export and its repair. */
export function UnreadableGames({ model }: { model: UnreadableGamesModel }) {
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
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
              <button
                type="button"
                class="secondary"
                aria-label={`Export what can be read of ${name}`}
                onClick={async () => {
                  const exported = await model.exportRecord(g);
                  if (exported.ok) downloadText(`${g.title?.trim() || 'repaired-game'}.json`, exported.text);
                  else setStatus({ ok: false, text: exported.message });
                }}
              >
                Export
              </button>
              <button
                type="button"
                aria-label={`Repair ${name} from its history`}
                onClick={async () => {
                  const done = await model.repair(g);
                  setStatus(done.ok ? { ok: true, text: `“${name}” was rebuilt from its history and is listed again.` } : { ok: false, text: done.message });
                }}
              >
                Repair
              </button>
            </li>
          );
        })}
      </ul>
      <Feedback ok={status?.ok ?? true} text={status?.text} />
    </section>
  );
}
