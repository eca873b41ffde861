/**
 * A calculator board on this device that cannot be read (the board being entered, a saved board) never
 * stops the calculator: the board being entered gives way to an empty board with why, a saved one is
 * listed with why; each is discarded in one tap, and the calculator opens as usual after a reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { previewPage } from './support/previewPage';

/** A calculator board as the calculator keeps it, changed by `change`. */
const board = (change: (snapshot: Record<string, unknown>) => void, names: unknown = {}) => {
  const snapshot: Record<string, unknown> = {
    format: 'el-grande-snapshot/1',
    edition: 'classic',
    rules: { tie: 'official' },
    players: ['red', 'blue', 'yellow', 'green'],
    neutral: [],
    king: 'castilla-la-nueva',
    grandes: {},
    mobileScoreboards: {},
    pieces: { galicia: { red: 3 } },
    castilloDestinations: {},
    score: { kind: 'general' },
  };
  change(snapshot);
  return { snapshot, names };
};

/** Writes rows into the app's own IndexedDB behind its back, as a damaged device would hold them. */
async function spoil(page: Page, rows: { store: 'meta' | 'boards'; row: unknown }[]): Promise<void> {
  await page.evaluate(
    (rows) =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open('el-grande-companion');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['meta', 'boards'], 'readwrite');
          for (const { store, row } of rows) tx.objectStore(store).put(row);
          tx.oncomplete = () => (db.close(), done());
          tx.onerror = () => fail(tx.error);
        };
      }),
    rows,
  );
}

describe('a calculator board that cannot be read', () => {
  const app = previewPage();

  it('is named with why and discarded in one tap; the calculator never stops working', async () => {
    const { page, url } = app;
    const opened = async () => {
      await page.reload();
      await page.getByRole('heading', { name: 'Scoring calculator' }).waitFor();
    };
    await page.goto(`${url}#/calculator`);
    await page.getByRole('heading', { name: 'Scoring calculator' }).waitFor();
    await expect
      .poll(() =>
        page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'el-grande-companion')),
      )
      .toBe(true);
    const moves = new Array(9999).fill({ id: 'red', from: 'galicia', to: 'aragon', count: 1 });
    await spoil(page, [
      {
        store: 'meta',
        row: { key: 'calculatorDraft', value: { draft: board((s) => (s.edition = 'nope')), printedValues: {} } },
      },
      {
        store: 'boards',
        row: { id: 'named', name: 'Round 6', draft: board(() => undefined, { red: 5 }), savedAt: 1, dataVersion: 2 },
      },
      {
        store: 'boards',
        row: {
          id: 'moves',
          name: 'Free choice',
          draft: board((s) => {
            s.format = 'el-grande-snapshot/2';
            s.modules = ['grandissimo'];
            s.score = { kind: 'general', interludeMoves: moves };
          }),
          savedAt: 2,
          dataVersion: 2,
        },
      },
      {
        store: 'boards',
        row: { id: 'good', name: 'Round 3', draft: board(() => undefined), savedAt: 3, dataVersion: 2 },
      },
    ]);
    const notice = page.getByRole('alert').filter({ hasText: 'The board being entered when this page was last open' });
    const said =
      'The board being entered when this page was last open cannot be read (snapshot.edition: “nope” is not an ' +
      'edition: use one of classic, bigbox, 2023). The calculator starts on an empty board.';
    const boards = page.getByRole('list', { name: 'Saved boards' });
    for (let reload = 0; reload < 2; reload += 1) {
      // Kept, and said again, until the table discards it.
      await opened();
      await expect.poll(() => notice.textContent()).toBe(`${said}Discard that board`);
      await boards.getByText('Round 6: cannot be read (names.red: must be a name, in text, not 5)').waitFor();
      await boards
        .getByText(/^Free choice: cannot be read \(snapshot\.score\.interludeMoves: lists 9999 moves/)
        .waitFor();
      expect(await page.getByRole('heading', { name: 'This screen stopped working' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Load Round 6' }).count()).toBe(0);
      // The calculator starts on an empty board: Galicia has nobody.
      expect(await page.getByRole('button', { name: /^Galicia/ }).getAttribute('aria-label')).not.toMatch(/Red 3/);
    }
    // The board that can be read loads as ever, in one tap.
    await page.getByRole('button', { name: 'Load Round 3' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Galicia/ }).getAttribute('aria-label')).toMatch(/Red 3/);
    await expect.poll(() => notice.count()).toBe(0);
    await page.getByRole('button', { name: 'Discard Round 6' }).click();
    await page.getByRole('button', { name: 'Discard Free choice' }).click();
    await expect.poll(() => boards.getByText(/cannot be read/).count()).toBe(0);
    // Once discarded, the calculator opens on the board entered since, with nothing to say.
    await opened();
    await expect.poll(() => page.getByRole('button', { name: /^Galicia/ }).getAttribute('aria-label')).toMatch(/Red 3/);
    expect(await notice.count()).toBe(0);
    expect(await boards.getByText(/cannot be read/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Load Round 3' }).count()).toBe(1);
  });

  it('is discarded from the notice itself, and a reload then opens on an empty board', async () => {
    const { page } = app;
    await spoil(page, [
      { store: 'meta', row: { key: 'calculatorDraft', value: { draft: board(() => undefined, { red: 5 }) } } },
    ]);
    await page.reload();
    const notice = page.getByRole('alert').filter({ hasText: 'names.red: must be a name, in text, not 5' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Discard that board' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Scoring calculator' }).waitFor();
    await page.getByRole('heading', { name: /^Caballeros in/ }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'cannot be read' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Galicia/ }).getAttribute('aria-label')).not.toMatch(/Red 3/);
  });
});
