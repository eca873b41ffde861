import { useState } from 'preact/hooks';
import { Feedback } from '../components/Feedback';
import { TextField } from '../components/TextField';
import { downloadText } from '../download';
import type { CalculatorModel } from './calculatorModel';

/** Import and export the board as a snapshot file or through the clipboard; save and load boards on this device. */
export function FilesPanel({ model }: { model: CalculatorModel }) {
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
  const [name, setName] = useState('');
  const [confirming, setConfirming] = useState<string>();
  const showImport = (outcome: { ok: true } | { ok: false; reason: string }) =>
    setStatus(outcome.ok ? { ok: true, text: 'Board imported.' } : { ok: false, text: outcome.reason });
  const importText = (text: string) => showImport(model.importSnapshot(text));
  const download = () => downloadText('el-grande-board.json', model.exportSnapshot());
  return (
    <section class="panel" aria-labelledby="files-heading">
      <h3 id="files-heading">Boards</h3>
      <div class="field-row">
        <label class="file-button">
          Import snapshot file
          <input
            type="file"
            accept="application/json,.json"
            onChange={async (e) => {
              const file = (e.target as HTMLInputElement).files?.[0];
              if (file) showImport(await model.importSnapshotFile(file));
              (e.target as HTMLInputElement).value = '';
            }}
          />
        </label>
        <button type="button" class="secondary" onClick={download}>
          Export snapshot file
        </button>
        <button
          type="button"
          class="secondary"
          onClick={async () => {
            try {
              importText(await navigator.clipboard.readText());
            } catch {
              setStatus({ ok: false, text: 'The clipboard cannot be read here: paste into a file and import that instead.' });
            }
          }}
        >
          Paste snapshot
        </button>
        <button
          type="button"
          class="secondary"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(model.exportSnapshot());
              setStatus({ ok: true, text: 'Snapshot copied.' });
            } catch {
              setStatus({ ok: false, text: 'The clipboard cannot be written here: use Export snapshot file.' });
            }
          }}
        >
          Copy snapshot
        </button>
      </div>
      <form
        class="field-row"
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            await model.save(name.trim() || 'Board');
            setStatus({ ok: true, text: `Saved “${name.trim() || 'Board'}” on this device.` });
          } catch (error) {
            setStatus({ ok: false, text: (error as Error).message });
          }
        }}
      >
        <TextField grow label="Board name" value={name} onInput={setName} />
        <button type="submit">Save board</button>
      </form>
      <Feedback ok={status?.ok ?? true} text={status?.text} />
      {model.boards.value.length > 0 && (
        <ul class="saved-boards" aria-label="Saved boards">
          {model.boards.value.map((board) => (
            <li key={board.id}>
              <span>{board.name}</span>
              <button
                type="button"
                class="secondary"
                onClick={() => {
                  const outcome = model.load(board);
                  setStatus(outcome.ok ? { ok: true, text: `Loaded “${board.name}”.` } : { ok: false, text: outcome.reason });
                  if (outcome.ok) setName(board.name);
                }}
                aria-label={`Load ${board.name}`}
              >
                Load
              </button>
              {confirming === board.id ? (
                <>
                  <button type="button" class="danger" onClick={async () => (await model.remove(board), setConfirming(undefined))}>
                    Yes, delete {board.name}
                  </button>
                  <button type="button" class="secondary" onClick={() => setConfirming(undefined)}>
                    Keep it
                  </button>
                </>
              ) : (
                <button type="button" class="secondary" onClick={() => setConfirming(board.id)} aria-label={`Delete ${board.name}`}>
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
