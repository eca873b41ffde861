import { useState } from 'preact/hooks';
import type { Text } from '../../rules';
import type { SavedBoard } from '../../session/boardStorage';
import { Feedback } from '../components/Feedback';
import { TextField } from '../components/TextField';
import { downloadText } from '../download';
import { type CalculatorModel, isDraft } from './calculatorModel';
import type { SnapshotJson } from './draft';

/** Import and export the board as a snapshot file or through the clipboard; save and load boards on this device. */
export function FilesPanel({ model }: { model: CalculatorModel }) {
  const [status, setStatus] = useState<{ ok: boolean; text: Text }>();
  const [name, setName] = useState('');
  const [confirming, setConfirming] = useState<Text>();
  /** A board read from a file or the clipboard, waiting for the table to agree to replace the one on screen. */
  const [pending, setPending] = useState<SnapshotJson>();
  const showImport = (read: Awaited<ReturnType<CalculatorModel['readImportFile']>>) => {
    setPending(undefined);
    if (!read.ok) return setStatus({ ok: false, text: read.error.message });
    if (model.wouldLose(read.value)) return setPending(read.value);
    model.putImported(read.value);
    setStatus(undefined);
  };
  const importText = (text: string) => showImport(model.readImport(text));
  const load = (board: SavedBoard) => {
    const outcome = model.load(board);
    setStatus(outcome.ok ? undefined : { ok: false, text: outcome.error.message });
    if (outcome.ok) setName(board.name);
  };
  const download = () => downloadText('el-grande-board.json', model.exportSnapshot());
  return (
    <section class="panel" aria-labelledby="files-heading">
      <h2 id="files-heading">Boards</h2>
      <div class="field-row">
        <label class="file-button">
          Import snapshot file
          <input
            type="file"
            accept="application/json,.json"
            onChange={async (e) => {
              const input = e.currentTarget; // no longer set once the file has been read
              const file = input.files?.[0];
              if (file) showImport(await model.readImportFile(file));
              input.value = '';
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
              setStatus({
                ok: false,
                text: 'The clipboard cannot be read here: paste into a file and import that instead.',
              });
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
          const saved = await model.save(name.trim() || 'Board');
          setStatus(
            saved.ok
              ? { ok: true, text: `Saved “${name.trim() || 'Board'}” on this device.` }
              : { ok: false, text: saved.error.message },
          );
        }}
      >
        <TextField grow label="Board name" kind="boardName" value={name} onInput={setName} />
        <button type="submit">Save board</button>
      </form>
      {pending && (
        <div class="field-row" role="group" aria-label="Replace the board on screen?">
          <span class="grow">
            The board on screen has {model.caballerosOnBoard()} caballeros. Replace it with the imported board?
          </span>
          <button
            type="button"
            class="danger"
            onClick={() => {
              model.putImported(pending);
              setPending(undefined);
            }}
          >
            Yes, replace the board on screen
          </button>
          <button type="button" class="secondary" onClick={() => setPending(undefined)}>
            Keep the board on screen
          </button>
        </div>
      )}
      <Feedback ok={status?.ok ?? true} text={status?.text} />
      {model.boards.value.length > 0 && (
        <ul class="saved-boards" aria-label="Saved boards">
          {model.boards.value.map((board) => (
            <li key={board.id}>
              <span>{board.name}</span>
              {confirming === `load ${board.id}` ? (
                <>
                  <button
                    type="button"
                    class="danger"
                    onClick={() => {
                      load(board);
                      setConfirming(undefined);
                    }}
                  >
                    Yes, load {board.name} over the board on screen
                  </button>
                  <button type="button" class="secondary" onClick={() => setConfirming(undefined)}>
                    Keep the board on screen
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  class="secondary"
                  onClick={() =>
                    isDraft(board.draft) && model.wouldLose(board.draft)
                      ? setConfirming(`load ${board.id}`)
                      : load(board)
                  }
                  aria-label={`Load ${board.name}`}
                >
                  Load
                </button>
              )}
              {confirming === board.id ? (
                <>
                  <button
                    type="button"
                    class="danger"
                    onClick={async () => (await model.remove(board), setConfirming(undefined))}
                  >
                    Yes, delete {board.name}
                  </button>
                  <button type="button" class="secondary" onClick={() => setConfirming(undefined)}>
                    Keep it
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  class="secondary"
                  onClick={() => setConfirming(board.id)}
                  aria-label={`Delete ${board.name}`}
                >
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
