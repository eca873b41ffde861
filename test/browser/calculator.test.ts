/**
 * The scoring calculator driven as a player would, by roles and labels: a general scoring entered
 * on screen gives the same points as `npm run score` on the snapshot the screen exports, and a bad
 * snapshot file is refused with its reason and changes nothing.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './support/chromium';
import { ROOT, servePreview } from './support/servers';

describe('the scoring calculator', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let server: Awaited<ReturnType<typeof servePreview>>;
  let page: Page;

  const add = async (area: string, player: string, times: number) => {
    await page.getByRole('button', { name: new RegExp(`^${area}( \\(|;)`) }).click();
    for (let i = 0; i < times; i += 1)
      await page.getByRole('button', { name: new RegExp(`^One more: ${player} in ${area}`, 'i') }).click();
  };
  const totalsOnScreen = async (): Promise<Record<string, number>> =>
    Object.fromEntries(
      await page
        .locator('table.totals td[data-player]')
        .evaluateAll((cells) => cells.map((c) => [c.getAttribute('data-player'), Number(c.textContent)])),
    );
  /** Clears the board, agreeing when the screen asks (it does when caballeros are on it). */
  const clearBoard = async () => {
    await page.getByRole('button', { name: 'Clear all caballeros' }).click();
    const yes = page.getByRole('button', { name: /^Yes, take all \d+ caballeros off$/ });
    const cleared = page.getByRole('status').filter({ hasText: 'Every caballero was taken off the board.' });
    // The screen either asks or clears at once: which one is known once either shows.
    await yes.or(cleared).first().waitFor();
    if (await yes.isVisible()) await yes.click();
    await cleared.waitFor();
  };
  /** The counts of an area as the map names them (the map follows the board entered a frame later). */
  const mapLabel = (area: string) =>
    page
      .getByRole('group', { name: /^Board map/ })
      .getByRole('button', { name: new RegExp(`^${area}( \\(|;)`) })
      .getAttribute('aria-label');
  /** A count of the board as this device keeps it for the next visit, read from IndexedDB behind the app's back. */
  const keptDraftCount = (area: string, colour: string) =>
    page.evaluate(
      ({ area, colour }) =>
        new Promise<number | undefined>((resolve, reject) => {
          const open = indexedDB.open('el-grande-companion');
          open.onerror = () => reject(open.error);
          // Read only once the app created it: opened first here, it would be made without its stores.
          open.onupgradeneeded = () => {
            open.transaction?.abort();
            reject(new Error('the app had not created its database'));
          };
          open.onsuccess = () => {
            const db = open.result;
            const read = db.transaction('meta', 'readonly').objectStore('meta').get('calculatorDraft');
            read.onsuccess = () => {
              db.close();
              resolve(read.result?.value?.draft?.snapshot?.pieces?.[area]?.[colour]);
            };
            read.onerror = () => reject(read.error);
          };
        }),
      { area, colour },
    );
  const exportedSnapshot = async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export snapshot file' }).click(),
    ]);
    return readFileSync((await download.path())!, 'utf8');
  };

  beforeAll(async () => {
    server = await servePreview();
    browser = await openBrowser();
    page = await browser.context.newPage();
    await page.goto(`${server.url}#/calculator`);
    await page.getByRole('heading', { name: 'Scoring calculator' }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('scores a general scoring entered on screen exactly as npm run score does', async () => {
    await page.getByRole('button', { name: 'Add Black player' }).click();
    await page.getByLabel('Player Red', { exact: true }).fill('Ana');
    await page.getByLabel('King', { exact: true }).selectOption({ label: 'Aragón (Aragon)' });
    await page.getByLabel("Ana's Grande", { exact: true }).selectOption({ label: 'Valencia' });
    await page.getByLabel("Blue's Grande", { exact: true }).selectOption({ label: 'Galicia' });
    await page.getByLabel('Scoreboard 8/4/0', { exact: true }).selectOption({ label: 'Granada' });
    await page.getByLabel('Scoreboard 4/0/0', { exact: true }).selectOption({ label: 'Castillo' });
    await add('Valencia', 'Ana', 3);
    await add('Valencia', 'blue', 2);
    await add('Valencia', 'yellow', 2);
    await add('Granada', 'green', 2);
    await add('Granada', 'black', 1);
    await add('Galicia', 'blue', 1);
    await add('Aragón', 'yellow', 4);
    await add('Castillo', 'Ana', 2);
    await add('Castillo', 'green', 1);
    await page.getByLabel("Ana's disk", { exact: true }).selectOption({ label: 'Granada' });
    await page.getByLabel("Green's disk", { exact: true }).selectOption({ label: 'Aragón (Aragon)' });

    const snapshot = await exportedSnapshot();
    const run = spawnSync('npm', ['run', '--silent', 'score', '--', '-'], {
      cwd: ROOT,
      input: snapshot,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const scored = JSON.parse(run.stdout).totals as Record<string, number>;
    expect(Object.values(scored).some((points) => points > 0)).toBe(true);
    // The result follows the last change a frame later.
    await expect.poll(totalsOnScreen).toEqual(scored);
    // The explanation for the table is on screen too.
    await page.getByText(/^Valencia:/).click();
    await page.getByText('Home bonus: +2 to Ana, alone in first place.').waitFor();
  });

  it('refuses a bad snapshot file with its reason and keeps the board', async () => {
    const before = await exportedSnapshot();
    const bad = JSON.parse(before);
    bad.pieces = { ...bad.pieces, valencia: { ...bad.pieces.valencia, red: 31 } };
    await page
      .getByLabel('Import snapshot file', { exact: true })
      .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    await page.getByRole('alert').filter({ hasText: 'pieces.valencia.red' }).waitFor();
    await page
      .getByLabel('Import snapshot file', { exact: true })
      .setInputFiles({ name: 'junk.json', mimeType: 'application/json', buffer: Buffer.from('not json at all') });
    await page.getByRole('alert').filter({ hasText: 'not JSON' }).waitFor();
    expect(await exportedSnapshot()).toBe(before);
  });

  it('shows a player name as text, never as HTML', async () => {
    await page.getByLabel('Player Blue', { exact: true }).fill('<img src=x>Ben');
    await page.getByRole('rowheader', { name: '<img src=x>Ben' }).waitFor();
    expect(await page.locator('img').count()).toBe(0);
  });

  it('offers to keep the screen on while the calculator is open, on by default', async () => {
    const toggle = page.getByRole('checkbox', { name: 'Keep the screen on' });
    await expect.poll(() => toggle.isChecked()).toBe(true);
  });

  it('lets the keyboard choose an area on the map', async () => {
    const valencia = page.getByRole('button', { name: /^Valencia[;]/ });
    await valencia.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Caballeros in Valencia' }).waitFor();
    await expect.poll(() => valencia.evaluate((el) => (el as SVGElement).tabIndex)).toBe(0);
  });

  it('draws no box around an area tapped on the map: the chosen area is shown by its own outline', async () => {
    const aragon = page.getByRole('button', { name: /^Aragón/ });
    await aragon.click();
    await page.getByRole('heading', { name: /^Caballeros in Aragón/ }).waitFor();
    await expect.poll(() => aragon.getAttribute('aria-pressed')).toBe('true');
    expect(await aragon.evaluate((el) => el === document.activeElement && getComputedStyle(el).outlineStyle)).toBe(
      'none',
    );
  });

  it('walks back through screens with the browser’s back button', async () => {
    await page.getByRole('button', { name: 'Home' }).click();
    await page.getByRole('button', { name: 'Rules options' }).click();
    await page.getByRole('heading', { name: 'Rules options' }).first().waitFor();
    await page.goBack();
    await page.getByRole('button', { name: 'Scoring calculator' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Scoring calculator' }).waitFor();
  });

  it('imports a good snapshot file and scores it', async () => {
    const example = readFileSync(`${ROOT}/examples/general-4p-classic.json`);
    const before = await exportedSnapshot();
    await page
      .getByLabel('Import snapshot file', { exact: true })
      .setInputFiles({ name: 'example.json', mimeType: 'application/json', buffer: example });
    // The board on screen has caballeros: the table is asked before it is replaced.
    await page.getByRole('button', { name: 'Yes, replace the board on screen' }).click();
    await page.getByRole('status').filter({ hasText: 'Board imported.' }).waitFor();
    await expect.poll(totalsOnScreen).toEqual({ red: 20, blue: 11, yellow: 7, green: 17 });
    // One tap brings the board it replaced back, and the import comes again the same way.
    await page.getByRole('button', { name: 'Undo: bring back the board as it was' }).click();
    await expect.poll(exportedSnapshot).toBe(before);
    await page
      .getByLabel('Import snapshot file', { exact: true })
      .setInputFiles({ name: 'example.json', mimeType: 'application/json', buffer: example });
    await page.getByRole('button', { name: 'Yes, replace the board on screen' }).click();
    await expect.poll(totalsOnScreen).toEqual({ red: 20, blue: 11, yellow: 7, green: 17 });
  });

  it('clearing the board and deleting a saved board are asked first and undone in one tap', async () => {
    const before = await exportedSnapshot();
    await page.getByRole('button', { name: 'Clear all caballeros' }).click();
    await page.getByRole('button', { name: 'Keep them' }).click();
    expect(await exportedSnapshot()).toBe(before);
    await page.getByRole('button', { name: 'Clear all caballeros' }).click();
    await page.getByRole('button', { name: /^Yes, take all \d+ caballeros off$/ }).click();
    await page.getByRole('status').filter({ hasText: 'Every caballero was taken off the board.' }).waitFor();
    await page.getByRole('button', { name: 'Undo: bring back the board as it was' }).click();
    await expect.poll(exportedSnapshot).toBe(before);
    // A colour with caballeros on the board is removed only once the table agrees, and comes back in one tap.
    await page.getByRole('button', { name: 'Remove Red' }).click();
    await page.getByRole('button', { name: /^Yes, remove Red and their \d+ caballeros$/ }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Red is off the table, with every caballero of theirs.' })
      .waitFor();
    await page.getByRole('button', { name: 'Undo: bring back the board as it was' }).click();
    await expect.poll(exportedSnapshot).toBe(before);
    await page.getByLabel('Board name', { exact: true }).fill('Kept board');
    await page.getByRole('button', { name: 'Save board' }).click();
    await page.getByRole('button', { name: 'Delete Kept board' }).click();
    await page.getByRole('button', { name: 'Yes, delete Kept board' }).click();
    await page.getByRole('button', { name: 'Load Kept board' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo: put “Kept board” back' }).click();
    await page.getByRole('button', { name: 'Load Kept board' }).waitFor();
  });

  it('keeps the board being entered across a reload', async () => {
    await page.goto(`${server.url}#/calculator`);
    await add('Granada', 'red', 2);
    const before = await page
      .getByRole('group', { name: /^red in Granada/i })
      .locator('output')
      .textContent();
    // The board is kept once the frame after the last tap has painted: reloaded after that.
    await expect.poll(() => keptDraftCount('granada', 'red')).toBe(Number(before));
    await page.reload();
    await page.getByRole('heading', { name: 'Scoring calculator' }).waitFor();
    await page.getByRole('button', { name: /^Granada( \(|;)/ }).click();
    // The kept board comes back once the database has opened.
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: /^red in Granada/i })
          .locator('output')
          .textContent(),
      )
      .toBe(before);
  });

  it('says in words what a general scoring still needs, and scores the Castillo meanwhile', async () => {
    await page.goto(`${server.url}#/calculator`);
    await clearBoard();
    await page.getByLabel('Score', { exact: true }).selectOption('general');
    await add('Castillo', 'red', 2);
    await page
      .getByRole('status')
      .filter({ hasText: /^Not ready to score: Red's secret disk for the Castillo is missing: Red has/ })
      .waitFor();
    // Read once the result has caught up with the second caballero, as the map has.
    await expect.poll(() => mapLabel('Castillo')).toMatch(/Red 2\b/);
    const soFar = await page
      .getByRole('table', { name: 'The Castillo so far: points per player' })
      .locator('td[data-player="red"]')
      .textContent();
    // Once the disk is set, the general scoring gives the Castillo exactly what was shown before.
    await page.getByLabel("Red's disk", { exact: true }).selectOption({ label: 'Galicia' });
    await page
      .getByRole('list', { name: 'Result: by area' })
      .getByText(new RegExp(`^Castillo: .*Red ${soFar}`))
      .waitFor();
    expect(Number(soFar)).toBeGreaterThan(0);
    // The board after the scoring: Red's two Castillo caballeros in Galicia, then carried forward.
    const map = page.getByRole('group', { name: /^Board map/ });
    const galicia = async () =>
      Number(
        /Red (\d+)/.exec((await map.getByRole('button', { name: /^Galicia/ }).getAttribute('aria-label')) ?? '')?.[1] ??
          0,
      );
    const before = await galicia();
    await page.getByRole('checkbox', { name: "Show the board after the Castillo's caballeros moved" }).check();
    await expect.poll(galicia).toBe(before + 2);
    // The map follows the board entered one frame after it changes, with the result.
    await page.getByRole('button', { name: 'Use this board for the next scoring' }).click();
    await expect.poll(() => map.getByRole('button', { name: /^Castillo/ }).getAttribute('aria-label')).toMatch(/empty/);
    expect(await galicia()).toBe(before + 2);
  });

  it('explains the rules options in the players’ words, with the reading a chosen edition uses', async () => {
    await page.goto(`${server.url}#/rules`);
    await page.getByLabel('This table plays', { exact: true }).selectOption({ label: 'Big Box' });
    const topic = page.getByRole('article', { name: 'What a Veto stops' });
    await topic.getByText('· this table (Big Box)').waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/\[00\d\]|Values:|\btrue\b|\bfalse\b/);
  });

  it('shows the setup first, then the map, the entry and the result together on a 1024 × 768 landscape screen', async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${server.url}#/calculator`);
    await page.getByRole('button', { name: /^Sevilla/ }).click();
    await page.getByRole('heading', { name: /^Caballeros in Sevilla/ }).waitFor();
    // The setup comes first, as a table enters a board; the board and its result below it, in one screen.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.getByRole('heading', { name: 'Table', exact: true }).isVisible()).toBe(true);
    const inView = async () => {
      await page.getByRole('group', { name: /^Board map/ }).evaluate((map) => map.scrollIntoView({ block: 'start' }));
      const shown: string[] = [];
      for (const [name, target] of [
        ['map', page.getByRole('group', { name: /^Board map/ })],
        ['entry', page.getByRole('heading', { name: /^Caballeros in Sevilla/ })],
        ['result', page.getByRole('heading', { name: 'Result', exact: true })],
      ] as const) {
        const box = await target.boundingBox();
        if (box && box.y >= 0 && box.y + Math.min(box.height, 40) <= 768) shown.push(name);
      }
      return shown;
    };
    await expect.poll(inView).toEqual(['map', 'entry', 'result']);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('takes a whole four-player board in 20 taps by typing the counts of each area', async () => {
    await page.goto(`${server.url}#/calculator`);
    await clearBoard();
    const map = page.getByRole('group', { name: /^Board map/ });
    const seats = ['Red', 'Blue', 'Yellow', 'Green'];
    const board: [string, number[]][] = [
      ['Castillo', [2, 1, 0, 3]],
      ['Galicia', [3, 2, 0, 1]],
      ['País Vasco', [0, 4, 1, 0]],
      ['Aragón', [1, 1, 1, 1]],
      ['Cataluña', [5, 0, 2, 0]],
      ['Castilla la Vieja', [0, 0, 3, 2]],
      ['Castilla la Nueva', [2, 2, 2, 2]],
      ['Sevilla', [1, 0, 0, 4]],
      ['Granada', [0, 3, 0, 0]],
      ['Valencia', [4, 1, 1, 1]],
    ];
    let taps = 0;
    for (const [area, counts] of board) {
      await map.getByRole('button', { name: new RegExp(`^${area}( \\(|;)`) }).click();
      taps += 1;
      await page.getByLabel(/^All counts in seat order/).fill(counts.join(' '));
      taps += 1;
    }
    expect(taps).toBeLessThanOrEqual(20);
    // The map follows the last count typed a frame later.
    for (const [area, counts] of board) {
      const expected = counts.flatMap((n, i) => (n > 0 ? [`${seats[i]} ${n}`] : []));
      const missing = async () => {
        const label = (await mapLabel(area)) ?? '';
        return expected.filter((words) => !label.includes(words));
      };
      await expect.poll(missing, { message: `the counts of ${area} on the map` }).toEqual([]);
    }
  });
});
