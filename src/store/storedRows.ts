import { parseCommand } from '../record/commandSchema';
import { spacesAsNow } from '../record/spacesAsNow';
import { isOneOf, type Words, words } from '../rules';
import type { LogEntry, StoredEntry } from './schema';
import { StorageError } from './storageError';
import { isObject, isWhole, newerVersion } from './storedSummaries';
import { upgradeV1Command } from './upgradeRows';

/** A history row as read back, its entry of unknown shape until checked. */
export type StoredRowFields = Omit<StoredEntry, 'entry'> & { readonly entry: unknown };

const ENTRY_KINDS = ['command', 'undo', 'redo', 'correct', 'restore'] as const;

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
  if (!isObject(entry) || !isOneOf(ENTRY_KINDS, entry.kind)) {
    throw unreadable(words('storage.why.unknownKind'));
  }
  const { kind } = entry;
  if (kind === 'undo' || kind === 'redo') return { kind };
  if (kind === 'restore') {
    if (!isWhole(entry.to)) throw unreadable(words('storage.why.restoreNoPoint'));
    return { kind, to: entry.to };
  }
  // A row of the first data version may hold text kept as typed then: read under today's checks.
  let command = stored.dataVersion < 2 ? upgradeV1Command(entry.command) : entry.command;
  // A row from before data version 4 named the 1995 France's bonus spaces `france`; now `spaces`.
  if (stored.dataVersion < 4) command = spacesAsNow(command);
  const checked = parseCommand(command);
  if (!checked.ok) throw unreadable(words('storage.why.command', { reason: checked.error.message }));
  const { index, keep } = entry;
  if (kind === 'correct' && !isWhole(index)) throw unreadable(words('storage.why.correctionNoEntry'));
  if (kind === 'correct' && keep !== undefined && !isWhole(keep))
    throw unreadable(words('storage.why.correctionNoKeep'));
  // Each entry is read as its kind's own fields and no more: nothing else a row holds is carried along. The
  // command is the one the schema took, as stored (the engine checks it on replay): the step taken on trust.
  const fields =
    kind === 'command' ? { kind, command } : { kind, index, command, ...(keep === undefined ? {} : { keep }) };
  return fields as LogEntry;
}
