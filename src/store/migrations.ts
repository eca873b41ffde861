import type { IDBPTransaction, StoreNames } from 'idb';
import type { CompanionDB } from './schema';

export type UpgradeTransaction = IDBPTransaction<CompanionDB, StoreNames<CompanionDB>[], 'versionchange'>;

/**
 * Named migrations of stored records, by the database version that introduces them. Each runs once,
 * when a database older than its version is opened, inside the upgrade transaction; it must await
 * nothing but IndexedDB.
 */
export const MIGRATIONS: readonly {
  readonly version: number;
  readonly name: string;
  readonly run: (tx: UpgradeTransaction) => void;
}[] = [
  // Version 1 created the stores; there is nothing older to migrate.
];

export function runMigrations(transaction: UpgradeTransaction, oldVersion: number): void {
  for (const migration of MIGRATIONS) if (migration.version > oldVersion) migration.run(transaction);
}
