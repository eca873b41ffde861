import { parseCommand } from '../record/commandSchema';

import { describeValue, EDITION_IDS, isOneOf, type Text, type Words, words } from '../rules';
import type { TablePrefs } from '../session/gameStorage';
import { DATA_VERSION, type GameSummary, type LogEntry, type StoredEntry } from './schema';
import { StorageError } from './storageError';
import { upgradeV1Command } from './upgradeRows';

const ENTRY_KINDS: readonly string[] = ['command', 'undo', 'redo', 'correct', 'restore'];

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function newerVersion(version: unknown): StorageError | undefined {
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return new StorageError(words('storage.noVersion'), 'failed');
  if (version > DATA_VERSION) return new StorageError(words('storage.newerVersion'), 'outdated');
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

const isTime = (n: unknown): boolean => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/** A summary row's fields as read back, each of unknown type until checked. */
export type SummaryFields = { readonly [K in keyof GameSummary]?: unknown };

/** Whether a summary's table choices read back whole. */
export const isTablePrefs = (prefs: unknown): prefs is TablePrefs =>
  isObject(prefs) && typeof prefs.memoryMode === 'boolean' && isOneOf(['open', 'pass-the-tablet'], prefs.diskEntry);

/** What is wrong with a summary row's fields, naming the first field that is, or undefined. */
function summaryFault(summary: SummaryFields): Words | undefined {
  const prefs = summary.prefs;
  if (typeof summary.id !== 'string' || summary.id === '') return words('storage.summary.noId');
  // Texts are only shown here (the setup in the history is what counts), so any text will do: an
  // older row may hold characters today's inputs take out.
  if (typeof summary.title !== 'string') return words('storage.summary.title');
  if (typeof summary.edition !== 'string' || !isOneOf(EDITION_IDS, summary.edition))
    return words('storage.summary.edition', { edition: describeValue(summary.edition) });
  if (
    !Array.isArray(summary.players) ||
    summary.players.length === 0 ||
    !summary.players.every((p) => typeof p === 'string')
  ) {
    return words('storage.summary.players');
  }
  if (!isTime(summary.createdAt) || !isTime(summary.lastPlayedAt)) return words('storage.summary.dates');
  if (!isWhole(summary.entries) || summary.entries < 0) return words('storage.summary.entries');
  if (!isWhole(summary.round) || summary.round < 1) return words('storage.summary.round');
  if (typeof summary.over !== 'boolean') return words('storage.summary.over');
  if (prefs !== undefined && !isTablePrefs(prefs)) return words('storage.summary.prefs');
  if (summary.deletedAt !== undefined && !isTime(summary.deletedAt)) return words('storage.summary.deletedAt');
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
  return fault ? new StorageError(words('storage.summaryUnreadable', { fault }), 'failed') : undefined;
}

/** Whether a summary row reads back whole; the reason when it does not. */
export function summaryProblem(summary: SummaryFields | undefined): Text | undefined {
  try {
    return summaryError(summary ?? {})?.words;
  } catch (error) {
    return error instanceof StorageError ? error.words : String(error);
  }
}
