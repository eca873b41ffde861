import { parseCommand } from '../record/commandSchema';
import { spacesAsNow } from '../record/spacesAsNow';
import { type Words, words } from '../rules';
import type { LogEntry, StoredEntry } from './schema';
import { StorageError } from './storageError';
import { isObject, isWhole, newerVersion } from './storedSummaries';
import { upgradeV1Command } from './upgradeRows';

/** A history row as read back, its entry of unknown shape until checked. */
export type StoredRowFields = Omit<StoredEntry, 'entry'> & { readonly entry: unknown };

const ENTRY_KINDS: readonly string[] = ['command', 'undo', 'redo', 'correct', 'restore'];

/**
 * A history row as read back: it must carry a version this app knows, belong to the game at the
 * right place, and hold an entry of a known kind. Whether its command still holds is the engine's call.
 */
export function checkStoredEntry(stored: StoredRowFields, gameId: string, seq: number): LogEntry {
  const problem = newerVersion(stored?.dataVersion);
  if (problem) throw problem;
  const entry: unknown = stored.entry;
  const entryNumber = seq + 1;
  const unreadable = (why: Words) =>
    new StorageError(words('storage.entryUnreadable', { entry: entryNumber, why }), 'failed');
  if (stored.gameId !== gameId || stored.seq !== seq)
    throw new StorageError(words('storage.outOfOrder', { entry: entryNumber }), 'failed');
  if (!isObject(entry) || typeof entry.kind !== 'string' || !ENTRY_KINDS.includes(entry.kind)) {
    throw unreadable(words('storage.why.unknownKind'));
  }
  let command: unknown;
  if (entry.kind === 'command' || entry.kind === 'correct') {
    // A row of the first data version may hold text kept as typed then: read under today's checks.
    command = stored.dataVersion < 2 ? upgradeV1Command(entry.command) : entry.command;
    // A row from before data version 4 named the 1995 France's bonus spaces `france`; now `spaces`.
    if (stored.dataVersion < 4) command = spacesAsNow(command);
    const checked = parseCommand(command);
    if (!checked.ok) throw unreadable(words('storage.why.command', { reason: checked.error.message }));
    if (entry.kind === 'correct' && !isWhole(entry.index)) {
      throw unreadable(words('storage.why.correctionNoEntry'));
    }
    if (entry.kind === 'correct' && entry.keep !== undefined && !isWhole(entry.keep)) {
      throw unreadable(words('storage.why.correctionNoKeep'));
    }
  }
  if (entry.kind === 'restore' && !isWhole(entry.to)) {
    throw unreadable(words('storage.why.restoreNoPoint'));
  }
  // The one step taken on trust: the kind and its fields have passed the checks above, and the
  // engine checks the command itself on replay.
  return (command === undefined ? entry : { ...entry, command }) as LogEntry;
}
