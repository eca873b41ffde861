import { parseCommand } from '../record/commandSchema';

import { describeValue, EDITION_IDS, isOneOf } from '../rules';
import type { TablePrefs } from '../session/gameStorage';
import { DATA_VERSION, type GameSummary, type LogEntry, type StoredEntry } from './schema';
import { StorageError } from './storageError';
import { upgradeV1Command } from './upgradeRows';

const ENTRY_KINDS: readonly string[] = ['command', 'undo', 'redo', 'correct', 'restore'];

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function newerVersion(version: unknown): StorageError | undefined {
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return new StorageError('A saved game row has no readable version: it cannot be opened.', 'failed');
  if (version > DATA_VERSION)
    return new StorageError(
      'This game was saved by a newer version of the app. Reload to update the app, then open it again.',
      'outdated',
    );
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
  if (stored.gameId !== gameId || stored.seq !== seq)
    throw new StorageError(`The saved history is out of order at ${where}.`, 'failed');
  if (!isObject(entry) || typeof entry.kind !== 'string' || !ENTRY_KINDS.includes(entry.kind)) {
    throw new StorageError(`The saved history cannot be read at ${where}: it is not a known kind of entry.`, 'failed');
  }
  let command: unknown;
  if (entry.kind === 'command' || entry.kind === 'correct') {
    // A row of the first data version may hold text kept as typed then: read under today's checks.
    command = stored.dataVersion < 2 ? upgradeV1Command(entry.command) : entry.command;
    const checked = parseCommand(command);
    if (!checked.ok)
      throw new StorageError(`The saved history cannot be read at ${where}: ${checked.error.message}.`, 'failed');
    if (entry.kind === 'correct' && !isWhole(entry.index)) {
      throw new StorageError(`The saved history cannot be read at ${where}: the correction names no entry.`, 'failed');
    }
    if (entry.kind === 'correct' && entry.keep !== undefined && !isWhole(entry.keep)) {
      throw new StorageError(
        `The saved history cannot be read at ${where}: the correction does not say which entries it keeps.`,
        'failed',
      );
    }
  }
  if (entry.kind === 'restore' && !isWhole(entry.to)) {
    throw new StorageError(
      `The saved history cannot be read at ${where}: it does not say which point of the history it goes back to.`,
      'failed',
    );
  }
  // The one step taken on trust: the kind and its fields have passed the checks above, and the
  // engine checks the command itself on replay.
  return (command === undefined ? entry : { ...entry, command }) as LogEntry;
}

const isTime = (n: unknown): boolean => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/** A summary row's fields as read back, each of unknown type until checked. */
export type SummaryFields = { readonly [K in keyof GameSummary]?: unknown };

/** Whether a summary's table choices read back whole. */
export const isTablePrefs = (prefs: unknown): prefs is TablePrefs =>
  isObject(prefs) && typeof prefs.memoryMode === 'boolean' && isOneOf(['open', 'pass-the-tablet'], prefs.diskEntry);

/** What is wrong with a summary row's fields, naming the first field that is, or undefined. */
function summaryFault(summary: SummaryFields): string | undefined {
  const prefs = summary.prefs;
  if (typeof summary.id !== 'string' || summary.id === '') return 'it has no id';
  // Texts are only shown here (the setup in the history is what counts), so any text will do: an
  // older row may hold characters today's inputs take out.
  if (typeof summary.title !== 'string') return 'its title cannot be shown';
  if (typeof summary.edition !== 'string' || !isOneOf(EDITION_IDS, summary.edition))
    return `its edition ${describeValue(summary.edition)} is not one this app knows`;
  if (
    !Array.isArray(summary.players) ||
    summary.players.length === 0 ||
    !summary.players.every((p) => typeof p === 'string')
  ) {
    return 'its players are not a list of names';
  }
  if (!isTime(summary.createdAt) || !isTime(summary.lastPlayedAt)) return 'its dates cannot be read';
  if (!isWhole(summary.entries) || summary.entries < 0) return 'its count of entries cannot be read';
  if (!isWhole(summary.round) || summary.round < 1) return 'its round cannot be read';
  if (typeof summary.over !== 'boolean') return 'it does not say whether the game is over';
  if (prefs !== undefined && !isTablePrefs(prefs)) return "its table's choices cannot be read";
  if (summary.deletedAt !== undefined && !isTime(summary.deletedAt)) return 'its date of deletion cannot be read';
  return undefined;
}

/**
 * A game's summary row as read back: a version this app knows, and every field of the shape the
 * screens show (a summary that is not would leave the games list blank). A row that fails says which
 * field, as a `failed` StorageError; its history may still be read, to export it or rebuild the summary.
 */
export function checkStoredSummary(summary: GameSummary): GameSummary {
  const problem = summaryError(summary);
  if (problem) throw problem;
  return summary;
}

function summaryError(summary: SummaryFields): StorageError | undefined {
  const problem = newerVersion(summary?.dataVersion);
  if (problem) return problem;
  const fault = summaryFault(summary);
  return fault ? new StorageError(`This game's summary cannot be read: ${fault}.`, 'failed') : undefined;
}

/** Whether a summary row reads back whole; the reason when it does not. */
export function summaryProblem(summary: SummaryFields | undefined): string | undefined {
  try {
    return summaryError(summary ?? {})?.message;
  } catch (error) {
    return error instanceof StorageError ? error.message : String(error);
  }
}
