import { useEffect, useState } from 'preact/hooks';
import { AREA_IDS } from '../../rules/board/areas';
import { EDITIONS } from '../../rules/editions';
import { Feedback } from '../components/Feedback';
import { downloadText } from '../download';
import { NewGameForm } from './NewGameForm';
import type { GamesModel } from './gamesModel';


/** Games on this device by last played: continue, export, delete (with a way back), import, start new. */
export function GamesScreen({ model }: { model: GamesModel }) {
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
  const [confirming, setConfirming] = useState<string>();
  useEffect(() => void model.refresh(), [model]);
  const open = model.openId.value;
  return (
    <div class="games">
      {open ? (
        <GameView model={model} />
      ) : (
        <>
          <section class="panel" aria-labelledby="games-heading">
            <h2 id="games-heading">Games on this device</h2>
            {model.games.value.length === 0 && <p class="hint">No games on this device yet.</p>}
            <ul class="game-list" aria-label="Games by last played">
              {model.games.value.map((g) => (
                <li key={g.id}>
                  <span class="grow">
                    <strong>{g.title}</strong> · {EDITIONS[g.edition].name} · {g.players.join(', ')} · {g.over ? 'finished' : `round ${g.round}`}
                  </span>
                  <button type="button" onClick={() => model.open(g.id)} aria-label={`Continue ${g.title}`}>
                    Continue
                  </button>
                  <button type="button" class="secondary" onClick={async () => downloadText(`${g.title}.json`, await model.exportRecord(g.id))} aria-label={`Export ${g.title}`}>
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
                          setStatus(outcome.ok ? { ok: true, text: `Deleted “${g.title}”: restore it below if that was a mistake.` } : { ok: false, text: outcome.reason });
                        }}
                      >
                        Yes, delete {g.title}
                      </button>
                      <button type="button" class="secondary" onClick={() => setConfirming(undefined)}>
                        Keep it
                      </button>
                    </>
                  ) : (
                    <button type="button" class="secondary" onClick={() => setConfirming(g.id)} aria-label={`Delete ${g.title}`}>
                      Delete
                    </button>
                  )}
                </li>
              ))}
            </ul>
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
                        setStatus(outcome.ok ? { ok: true, text: `Restored “${g.title}”.` } : { ok: false, text: outcome.reason });
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
                          setStatus(outcome.ok ? { ok: true, text: `“${g.title}” is gone for good.` } : { ok: false, text: outcome.reason });
                        }}
                      >
                        Yes, remove {g.title} for good
                      </button>
                    ) : (
                      <button type="button" class="secondary" onClick={() => setConfirming(`purge:${g.id}`)} aria-label={`Remove ${g.title} for good`}>
                        Remove for good
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <label class="file-button">
              Import a game record
              <input
                type="file"
                accept="application/json,.json"
                onChange={async (e) => {
                  const file = (e.target as HTMLInputElement).files?.[0];
                  (e.target as HTMLInputElement).value = '';
                  if (!file) return;
                  const outcome = await model.importRecord(await file.text());
                  setStatus(outcome.ok ? { ok: true, text: 'Game imported.' } : { ok: false, text: outcome.reason });
                }}
              />
            </label>
            <Feedback ok={status?.ok ?? true} text={status?.text} />
          </section>
          <NewGameForm model={model} onCreated={(id) => void model.open(id)} />
        </>
      )}
    </div>
  );
}

/** The open game as the table stands: the tracking screens build on this. */
function GameView({ model }: { model: GamesModel }) {
  const state = model.state.value;
  const [problem, setProblem] = useState<string>();
  if (!state) return <p role="alert">This game's log could not be replayed.</p>;
  const edition = EDITIONS[state.setup.edition];
  const colours = [...state.setup.players, ...(state.setup.dummy ? [state.setup.dummy] : [])];
  return (
    <section class="panel" aria-labelledby="game-heading">
      <h2 id="game-heading">
        Round {state.round} · {state.phase === 'over' ? 'game over' : state.phase}
      </h2>
      {model.readOnly.value && (
        <p role="status" class="notice">
          This game is open in another tab or window; here you can only follow it.
        </p>
      )}
      <p>King: {edition.areaName(state.king)}</p>
      <table class="totals" aria-label="Scores">
        <tbody>
          {state.setup.players.map((p) => (
            <tr key={p.id}>
              <th scope="row">{p.name}</th>
              <td>{state.scores[p.id] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table class="pieces" aria-label="Caballeros per area">
        <thead>
          <tr>
            <th scope="col">Area</th>
            {colours.map((p) => (
              <th scope="col" key={p.id}>
                {p.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {AREA_IDS.map((area) => (
            <tr key={area}>
              <th scope="row">{edition.areaName(area)}</th>
              {colours.map((p) => (
                <td key={p.id}>{state.areas[area]?.[p.id] ?? 0}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">Court</th>
            {colours.map((p) => (
              <td key={p.id}>{state.court[p.id] ?? 0}</td>
            ))}
          </tr>
        </tbody>
      </table>
      <div class="field-row">
        <button type="button" class="secondary" disabled={model.readOnly.value || model.busy.value || model.log.value.length <= 1} onClick={async () => {
          const outcome = await model.undo();
          setProblem(outcome.ok ? undefined : outcome.reason);
        }}>
          Undo last entry
        </button>
        <button type="button" class="secondary" onClick={() => model.close()}>
          Back to the games
        </button>
      </div>
      <Feedback ok={false} text={problem} />
    </section>
  );
}
