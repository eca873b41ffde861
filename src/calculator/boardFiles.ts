import { blobText, parseJsonText } from '../jsonText';
import { fail, ok, type Result, type Text, words } from '../rules';
import { type Done, done } from '../session/done';
import { parseSnapshot } from '../snapshot/parseSnapshot';
import type { BoardDraft } from './boardDraft';
import type { SnapshotJson } from './draft';
import { draftFromJson } from './readDraft';
import { snapshotText } from './snapshotObject';

const notSnapshot = (reason: Text) => words('import.notSnapshot', { reason });

/** Reads a snapshot to import: the board it holds, ready to put on screen, or why it cannot be used. */
function readImport(text: string): Result<SnapshotJson> {
  const parsedText = parseJsonText(text);
  if (!parsedText.ok) return fail('snapshot/not-json', notSnapshot(parsedText.error.message));
  const json = parsedText.value;
  const checked = parseSnapshot(json);
  if (!checked.ok) return fail('snapshot/invalid', words('import.snapshotUnusable', { reason: checked.error.message }));
  return ok(draftFromJson(json));
}

/** The board as a snapshot file: read from one (checked as any file the app reads), written to one. */
export function createBoardFiles({ draft, loaded, replacing }: BoardDraft) {
  /** Puts an imported board on screen in place of the one there (which one undo brings back). */
  const putImported = (snapshot: SnapshotJson) =>
    replacing(words('calc.done.imported'), () => {
      draft.value = { snapshot, names: {} };
      loaded.value = undefined;
    });
  return {
    readImport,
    putImported,
    /** Replaces the board with an imported snapshot, or changes nothing and says why. */
    importSnapshot: (text: string): Done => {
      const read = readImport(text);
      if (!read.ok) return read;
      putImported(read.value);
      return done();
    },
    /** Reads a chosen file to import, which is not even read when it is too large to be a snapshot. */
    readImportFile: async (file: Blob): Promise<Result<SnapshotJson>> => {
      const read = await blobText(file);
      return read.ok ? readImport(read.value) : fail('snapshot/too-large', notSnapshot(read.error.message));
    },
    exportSnapshot: (): string => snapshotText(draft.value.snapshot),
  };
}
