import { useCallback, useEffect, useState } from 'preact/hooks';
import type { CalculatorModel, ListedBoard } from '../../calculator/calculatorModel';
import type { SnapshotJson } from '../../calculator/draft';
import { message } from '../../i18n/speech';
import { launchedFile } from '../../pwa/launchedFiles';
import { type Text, words } from '../../rules';
import { Feedback } from '../components/Feedback';
import { FileImport } from '../components/FileImport';
import { TextField } from '../components/TextField';
import { downloadText } from '../download';
import { SavedBoards } from './SavedBoards';

/** Import and export the board as a snapshot file or through the clipboard; save and load boards on this device. */
export function FilesPanel({ model }: { model: CalculatorModel }) {
  const [status, setStatus] = useState<{ ok: boolean; text: Text }>();
  const [name, setName] = useState('');
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
  // A board the installed app was opened with comes in as an imported file does, asking before it replaces one.
  const waiting = launchedFile.value;
  useEffect(() => {
    if (waiting?.kind !== 'snapshot') return;
    launchedFile.value = undefined;
    void model.readImportFile(waiting.file).then(showImport);
  }, [waiting]);
  // The same function from draw to draw: the list of saved boards is not drawn again while a name is typed.
  const load = useCallback(
    (board: ListedBoard) => {
      const outcome = model.load(board);
      setStatus(outcome.ok ? undefined : { ok: false, text: outcome.error.message });
      if (outcome.ok) setName(board.name);
    },
    [model],
  );
  const download = () => downloadText('el-grande-board.json', model.exportSnapshot());
  return (
    <section class="panel" aria-labelledby="files-heading">
      <h2 id="files-heading">{message('boards.heading')}</h2>
      <div class="field-row">
        <FileImport
          label={message('boards.importFile')}
          onFile={async (file) => showImport(await model.readImportFile(file))}
        />
        <button type="button" class="secondary" onClick={download}>
          {message('boards.exportFile')}
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
                text: words('boards.cannotPaste'),
              });
            }
          }}
        >
          {message('boards.paste')}
        </button>
        <button
          type="button"
          class="secondary"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(model.exportSnapshot());
              setStatus({ ok: true, text: words('boards.copied') });
            } catch {
              setStatus({ ok: false, text: words('boards.cannotCopy') });
            }
          }}
        >
          {message('boards.copy')}
        </button>
      </div>
      <form
        class="field-row"
        onSubmit={async (e) => {
          e.preventDefault();
          const saved = await model.save(name.trim() || message('boards.defaultName'));
          setStatus(
            saved.ok
              ? { ok: true, text: words('boards.saved', { name: name.trim() || message('boards.defaultName') }) }
              : { ok: false, text: saved.error.message },
          );
        }}
      >
        <TextField grow label={message('boards.name')} kind="boardName" value={name} onInput={setName} />
        <button type="submit">{message('boards.save')}</button>
      </form>
      {pending && (
        <div class="field-row" role="group" aria-label={message('boards.replaceLabel')}>
          <span class="grow">{message('boards.replaceQuestion', { count: model.caballerosOnBoard() })}</span>
          <button
            type="button"
            class="danger"
            onClick={() => {
              model.putImported(pending);
              setPending(undefined);
            }}
          >
            {message('boards.replace')}
          </button>
          <button type="button" class="secondary" onClick={() => setPending(undefined)}>
            {message('boards.keep')}
          </button>
        </div>
      )}
      <Feedback ok={status?.ok ?? true} text={status?.text} />
      <SavedBoards model={model} onLoad={load} />
    </section>
  );
}
