import type { BrowserContext } from 'playwright-core';
import { DB_NAME } from '../../src/store/schema';

/** An entry the app asked IndexedDB to add to a game's history: what it wrote, as it wrote it. */
export interface EntryWritten {
  readonly gameId: string;
  readonly seq: number;
  readonly entry: unknown;
}

/**
 * Tells the soak, from inside the page, each time the app starts a write to a game's history (a
 * readwrite transaction over the main database's entries store; the second copy's are not counted)
 * and each entry it adds there. It only listens: the
 * app's calls go on unchanged. The news reaches this process while the write is under way (or just
 * after, for a quick one), so a kill a few milliseconds later lands before, during or just after its
 * commit; and it comes before the screen can show the entry as done, so every acknowledged entry's
 * content is known here.
 */
const LISTENER = (name: string) => `(() => {
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (stores, mode) {
    if (this.name === ${JSON.stringify(name)} && mode === 'readwrite' && [].concat(stores).includes('entries') && typeof window.__soakGameWrite === 'function') void window.__soakGameWrite();
    return transaction.apply(this, arguments);
  };
  const add = IDBObjectStore.prototype.add;
  IDBObjectStore.prototype.add = function (row) {
    if (this.transaction.db.name === ${JSON.stringify(name)} && this.name === 'entries' && typeof window.__soakEntryWritten === 'function') void window.__soakEntryWritten({ gameId: row.gameId, seq: row.seq, entry: row.entry });
    return add.apply(this, arguments);
  };
})();`;

export async function watchGameWrites(
  context: BrowserContext,
  on: { readonly writeStarted: () => void; readonly entryWritten: (written: EntryWritten) => void },
): Promise<void> {
  await context.exposeBinding('__soakGameWrite', () => on.writeStarted());
  await context.exposeBinding('__soakEntryWritten', (_source, written: EntryWritten) => on.entryWritten(written));
  await context.addInitScript(LISTENER(DB_NAME));
}
