import { describeValue, EDITION_IDS, isOneOf, type Text, type Words, words } from '../rules';
import type { TablePrefs } from '../session/gameStorage';
import { DATA_VERSION, type GameSummary } from './schema';
import { StorageError } from './storageError';

// Summary rows are read apart from history rows: listing the games (home's "Continue", the second
// copy) needs no command schema.

export const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

export const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Why a row's data version cannot be read by this app, if it cannot. */
export function newerVersion(version: unknown): StorageError | undefined {
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return new StorageError(words('storage.noVersion'), 'failed');
  if (version > DATA_VERSION) return new StorageError(words('storage.newerVersion'), 'outdated');
  return undefined;
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

/** Whether a summary's fields read back whole, as the summary they then are. */
const readsWhole = (fields: SummaryFields): fields is GameSummary => summaryError(fields) === undefined;

/** A summary's fields from outside the database (a backup's), checked as a stored summary row is. */
export function checkSummaryFields(fields: SummaryFields): GameSummary {
  if (!readsWhole(fields)) throw summaryError(fields);
  return fields;
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
