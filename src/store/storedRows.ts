import { parseCommand } from '../record/commandSchema';
import { DATA_VERSION, type GameSummary, type LogEntry, type StoredEntry } from './schema';
import { StorageError } from './storageError';

const ENTRY_KINDS: readonly string[] = ['command', 'undo', 'redo', 'correct', 'restore'];

const isWhole = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n);

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function newerVersion(version: unknown): StorageError | undefined {
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return new StorageError('A saved game row has no readable version: it cannot be opened.', 'failed');
  if (version > DATA_VERSION) return new StorageError('This game was saved by a newer version of the app. Reload to update the app, then open it again.', 'outdated');
  return undefined;
}

/**
 * A history row as read back: it must carry a version this app knows, belong to the game at the
 * right place, and hold an entry of a known kind. Whether its command still holds is the engine's call.
 */
export function checkStoredEntry(stored: StoredEntry, gameId: string, seq: number): LogEntry {
  const problem = newerVersion(stored?.dataVersion);
  if (problem) throw problem;
  const entry: unknown = stored.entry;
  const where = `entry ${seq + 1} of this game's history`;
  if (stored.gameId !== gameId || stored.seq !== seq) throw new StorageError(`The saved history is out of order at ${where}.`, 'failed');
  if (!isObject(entry) || typeof entry.kind !== 'string' || !ENTRY_KINDS.includes(entry.kind)) {
    throw new StorageError(`The saved history cannot be read at ${where}: it is not a known kind of entry.`, 'failed');
  }
  if (entry.kind === 'command' || entry.kind === 'correct') {
    const checked = parseCommand(entry.command);
    if (!checked.ok) throw new StorageError(`The saved history cannot be read at ${where}: ${checked.error}.`, 'failed');
    if (entry.kind === 'correct' && !isWhole(entry.index)) {
      throw new StorageError(`The saved history cannot be read at ${where}: the correction names no entry.`, 'failed');
    }
    if (entry.kind === 'correct' && entry.keep !== undefined && !isWhole(entry.keep)) {
      throw new StorageError(`The saved history cannot be read at ${where}: the correction does not say which entries it keeps.`, 'failed');
    }
  }
  if (entry.kind === 'restore' && !isWhole(entry.to)) {
    throw new StorageError(`The saved history cannot be read at ${where}: it does not say which point of the history it goes back to.`, 'failed');
  }
  return entry as LogEntry;
}

/** A game's summary row as read back: a version this app knows. */
export function checkStoredSummary(summary: GameSummary): GameSummary {
  const problem = newerVersion(summary?.dataVersion);
  if (problem) throw problem;
  return summary;
}
