import type { Database } from './database';
import { writeStrictly } from './writeStrictly';

/** The row of the meta store that keeps the described decks, by deck id. */
export const DECKS_KEY = 'described-decks';

/** The described decks as stored, read back as they are (the session checks them). */
export async function readDecks(db: Database): Promise<unknown> {
  return (await db.main.get('meta', DECKS_KEY))?.value;
}

/** Stores the described decks in one strict write. */
export function writeDecks(db: Database, decks: unknown): Promise<void> {
  return writeStrictly(db, ['meta'], async (tx) => {
    await tx.objectStore('meta').put({ key: DECKS_KEY, value: decks });
  });
}
