import type { Database } from './database';
import type { GameSummary } from './schema';
import { summaryProblem } from './storedSummaries';

// What the games list and home's "Continue" read: summaries only, no history and no command schema.

/**
 * Games not deleted, most recently played first; a summary that cannot be read is listed apart
 * (`listUnreadableGames`).
 */
export async function listGames(db: Database): Promise<GameSummary[]> {
  const all = await db.main.getAllFromIndex('games', 'by-last-played');
  return all.filter((g) => summaryProblem(g) === undefined && g.deletedAt === undefined).reverse();
}

/** Games deleted but not yet purged, so a deletion can be taken back. */
export async function listDeletedGames(db: Database): Promise<GameSummary[]> {
  return (await db.main.getAll('games')).filter((g) => summaryProblem(g) === undefined && g.deletedAt !== undefined);
}

/** The game this device had open last, for Home's "Continue". */
export async function lastOpenedGame(db: Database): Promise<string | undefined> {
  const row = await db.main.get('meta', 'lastOpened');
  return typeof row?.value === 'string' ? row.value : undefined;
}
