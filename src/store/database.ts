import type { IDBPDatabase } from 'idb';
import type { CompanionDB } from './schema';

/**
 * The app's storage on this device: its database, and a second copy of the games and boards kept
 * apart from it, so that a browser throwing the main files away as damaged does not take the games.
 */
export interface Database {
  readonly main: IDBPDatabase<CompanionDB>;
  /** Absent where no second copy could be opened: the app then works from the main database alone. */
  readonly copy: IDBPDatabase<CompanionDB> | undefined;
  close(): void;
}
