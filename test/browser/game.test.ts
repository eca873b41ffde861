/**
 * The game screens in a real Chromium, by accessible roles and names as a player uses them: a
 * round by taps, illegal placements not offered, the portrait layout, a veto, general scorings with disks entered openly
 * and by passing the tablet, memory mode, undo/redo/correct, a reload mid-turn, two tabs, and no
 * accessibility violation on any game screen in light and dark.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { enterCommand } from '../../scripts/drive/enterCommand';
import { violations } from './support/axe';
import { enterUpTo, historyCount, openRecordAt, playRecord } from './support/playRecord';
import { previewPage } from './support/previewPage';
import { ROOT } from './support/servers';
import { tapAnyway } from './support/tapAnyway';

describe('the game screens', () => {
  const app = previewPage();
  let page: Page;
  beforeAll(() => void ({ page } = app));

  it('plays a whole round by taps, offering only legal placements', async () => {
    const { t, names, commands } = await playRecord(page, app.url, 'classic-4p', 7);
    // Red's placement: the King is in Sevilla, so only its neighbours and the Castillo take caballeros.
    const map = page.getByRole('group', { name: /^Board map: place caballeros/ });
    const galicia = map.getByRole('button', { name: /^Galicia/ });
    // The map takes the placement's request a frame after the step shows.
    await expect.poll(() => galicia.getAttribute('aria-disabled')).toBe('true');
    await tapAnyway(galicia);
    await page.getByText('0 of 2 · tap a highlighted area on the map to add one').waitFor();
    await expect
      .poll(() => map.getByRole('button', { name: /^Castilla la Nueva/ }).getAttribute('aria-disabled'))
      .toBe('false');
    await enterUpTo(page, t, names, commands, 7, 24);
    await page.getByRole('heading', { name: 'Round 2 of 9 · Turning over the action cards' }).waitFor();
    await expect
      .poll(() => page.getByRole('table', { name: 'Players' }).locator('td[data-score]').allTextContents())
      .toEqual(['0', '0', '0', '0']);
  });

  it('the map is drawn again for a command that changes the board, and answers a tap for the table as it now stands', async () => {
    const { t, names, commands } = await openRecordAt(page, app.url, 'classic-4p', 6, 'Map follows');
    const map = page.getByRole('group', { name: /^Board map/ });
    const area = (name: string) => map.getByRole('button', { name: new RegExp(`^${name}`) });
    const before = await area('Castilla la Nueva').getAttribute('aria-label');
    // A card taken leaves the board as it was; the placement it opens asks for the map, which follows it.
    await enterCommand(t, names, commands[6]!);
    await page.getByText('Every entry (8)', { exact: true }).waitFor();
    await expect.poll(() => area('Galicia').getAttribute('aria-disabled')).toBe('true');
    await tapAnyway(area('Galicia'));
    await page.locator('.map-note').waitFor();
    expect(await area('Castilla la Nueva').getAttribute('aria-label')).toBe(before);
    // The placement stored: the areas it placed in say so.
    await enterCommand(t, names, commands[7]!);
    await page.getByText('Every entry (9)', { exact: true }).waitFor();
    await expect.poll(() => area('Castilla la Nueva').getAttribute('aria-label')).not.toBe(before);
    expect(await area('Castilla la Nueva').getAttribute('aria-label')).toContain('Red');
  });

  it('in portrait, the step to enter sits right under the map, so a placement is tapped and counted in one view', async () => {
    const size = page.viewportSize();
    await page.setViewportSize({ width: 768, height: 1024 });
    try {
      // Red's placement in round 4: after a scoring, so the tables hold a control of their own (Scores by round).
      await openRecordAt(page, app.url, 'classic-4p', 87, 'Portrait placement');
      // Measured once the page has laid out the step and the map it asks for (a frame after the step).
      const layout = async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        const map = (await page.getByRole('group', { name: /^Board map: place caballeros/ }).boundingBox())!;
        const count = (await page
          .getByText(/^0 of \d+ · tap a highlighted area on the map to add one$/)
          .boundingBox())!;
        const players = (await page.getByRole('table', { name: 'Players' }).boundingBox())!;
        return {
          mapInView: map.y > 0,
          countUnderMap: count.y > map.y + map.height,
          countInView: count.y + count.height <= 1024,
          playersUnderCount: players.y > count.y,
        };
      };
      await expect
        .poll(layout)
        .toEqual({ mapInView: true, countUnderMap: true, countInView: true, playersUnderCount: true });
      // The keyboard goes the same way: from the map's last area straight into the step, not to the tables first.
      const areas = page.getByRole('group', { name: /^Board map: place caballeros/ }).getByRole('button');
      await areas.last().focus();
      const inMap = () => page.evaluate(() => document.activeElement?.closest('svg') !== null);
      for (let presses = 0; presses < 12 && (await inMap()); presses += 1) await page.keyboard.press('Tab');
      await expect
        .poll(() =>
          page
            .getByRole('region', { name: /^Red's turn/ })
            .locator(':focus')
            .count(),
        )
        .toBe(1);
    } finally {
      if (size) await page.setViewportSize(size);
    }
  });

  it('records a veto with one tap', async () => {
    const { commands } = await openRecordAt(page, app.url, 'bigbox-5p', 96, 'Veto');
    const veto = commands[96]!;
    expect(veto.type).toBe('veto');
    await page.getByRole('button', { name: /^Veto by .*: stop .*'s special action$/ }).click();
    await page.getByText(/special action vetoed/).waitFor();
  });

  it('shows a general scoring with its reasons before it is confirmed, disks entered openly', async () => {
    const { commands } = await openRecordAt(page, app.url, 'classic-4p', 74, 'General scoring');
    await page.getByRole('heading', { name: 'General scoring after round 3' }).waitFor();
    const disks = commands[74]!;
    if (disks.type !== 'general-scoring') throw new Error('expected the general scoring');
    await expect(page.getByRole('button', { name: 'Confirm the scoring' }).count()).resolves.toBe(0);
    // Every player's disk in one grid: each region's column is headed by the name the board prints, and
    // each player's cell in it is a radio named in full.
    const aragon = page
      .getByRole('radiogroup', { name: "Red's disk" })
      .getByRole('radio', { name: 'Aragón (Aragon)', exact: true });
    await aragon.waitFor();
    const head = page.locator('.area-grid-area').filter({ hasText: /^Aragón/ });
    await head.waitFor();
    const columnOf = async (e: typeof aragon) => {
      const box = (await e.boundingBox())!;
      return Math.round(box.x + box.width / 2);
    };
    expect(Math.abs((await columnOf(head)) - (await columnOf(aragon)))).toBeLessThanOrEqual(1);
    for (const [name, region] of [
      ['Red', 'Cataluña'],
      ['Blue', 'Castilla la Vieja'],
      ['Yellow', 'Sevilla'],
      ['Green', 'Sevilla'],
    ]) {
      await page
        .getByRole('radiogroup', { name: `${name}'s disk` })
        .getByRole('radio', { name: new RegExp(`^${region}`) })
        .click();
    }
    await page.getByRole('table', { name: 'General scoring: points per player' }).waitFor();
    // The reasons, one tap away under the points.
    await page.getByText(/^Every area's points and reasons/).click();
    await page
      .getByRole('list', { name: 'General scoring: by area' })
      .getByText(/^Castillo/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Confirm the scoring' }).click();
    await page.getByRole('heading', { name: 'Round 4 of 9 · Turning over the action cards' }).waitFor();
  });

  it('memory mode keeps the Castillo closed until the general scoring; disks by passing the tablet stay secret until all are set', async () => {
    await playRecord(page, app.url, 'classic-4p', 8, { prefs: { memoryMode: true, diskEntry: 'pass-the-tablet' } });
    const castillo = page.getByRole('group', { name: /^Board map/ }).getByRole('button', { name: /^Castillo/ });
    await expect.poll(() => castillo.getAttribute('aria-label')).toMatch(/contents hidden \(memory mode\)/);
    await page.getByRole('status').filter({ hasText: 'Last into it: Red put 1 caballero in' }).waitFor();
    await playRecord(page, app.url, 'classic-4p', 74, { prefs: { memoryMode: true, diskEntry: 'pass-the-tablet' } });
    // The disks are set before the tower is opened: it stays closed, and the panel names who sets one without counts.
    await expect.poll(() => castillo.getAttribute('aria-label')).toMatch(/contents hidden/);
    await page.getByText(/^With caballeros in the Castillo: Red, Blue, Yellow, Green\./).waitFor();
    const order = ['Red', 'Blue', 'Yellow', 'Green'];
    const picks = ['Cataluña', 'Castilla la Vieja', 'Sevilla', 'Sevilla'];
    for (const [i, name] of order.entries()) {
      await page.getByRole('button', { name: `I am ${name}: choose my disk in secret` }).click();
      await page.getByRole('radiogroup', { name: `${name}'s secret disk` }).waitFor();
      // The choices made before are not on screen.
      await expect(page.getByRole('radio', { checked: true }).count()).resolves.toBe(0);
      await page
        .getByRole('radiogroup', { name: `${name}'s secret disk` })
        .getByRole('radio', { name: new RegExp(`^${picks[i]}`) })
        .click();
      await page.getByRole('button', { name: /^Hide my choice and / }).click();
    }
    await page.getByText('Every disk is set and revealed:').waitFor();
    await page.getByText(/^Every area's points and reasons/).click();
    await page
      .getByRole('list', { name: 'General scoring: by area' })
      .getByText(/^Castillo/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Confirm the scoring' }).click();
    await page.getByRole('heading', { name: 'Round 4 of 9 · Turning over the action cards' }).waitFor();
  });

  it('undo names what it takes back and asks first; redo brings it back; a correction is confirmed, replays the rest and is undone in one step', async () => {
    await playRecord(page, app.url, 'classic-4p', 4);
    // Blue 12, Yellow 7, Green 4 are in; Red is due.
    await page.getByRole('button', { name: 'Undo the last entry' }).click();
    await page.getByRole('button', { name: 'Yes, undo: Green played power card 4' }).click();
    await page.getByRole('heading', { name: "Green's power card" }).waitFor();
    await page.getByRole('button', { name: 'Redo: Green played power card 4' }).click();
    await page.getByRole('heading', { name: "Red's power card" }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Redo/ }).count()).toBe(0);
    await page.getByText(/^Every entry/).click();
    // Correct Yellow's 7 to a 9: the rest still holds; nothing is stored until it is confirmed.
    await page.getByRole('button', { name: 'Correct entry 3: Yellow played power card 7' }).click();
    const correction = page.getByRole('group', { name: 'Correction of entry 3' });
    await correction.getByRole('button', { name: 'Power card 9', exact: true }).click();
    await correction.getByText('Corrected: Yellow played power card 9').waitFor();
    expect(await historyCount(page)).toBe(5);
    await correction.getByRole('button', { name: 'Save the correction of entry 3' }).click();
    await page.getByRole('list', { name: 'Entries' }).getByText('Yellow played power card 9').waitFor();
    // Correcting it to Green's 4 would make Green's card no longer hold: the screen names it, with what saving takes back.
    await page.getByRole('button', { name: 'Correct entry 3: Yellow played power card 9' }).click();
    await correction.getByRole('button', { name: 'Power card 4', exact: true }).click();
    await correction
      .getByRole('alert')
      .filter({ hasText: /entry 4 no longer holds/ })
      .getByText(/takes back 1 entry: entry 4, from round 1 on/)
      .waitFor();
    expect(await historyCount(page)).toBe(5);
    // The other way: keep every entry and record a table correction instead.
    await correction.getByRole('button', { name: 'Keep every entry: record a table correction' }).click();
    await correction.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('details.corrections').getAttribute('open')).not.toBeNull();
    await page.getByRole('button', { name: 'Correct entry 3: Yellow played power card 9' }).click();
    await correction.getByRole('button', { name: 'Power card 4', exact: true }).click();
    await correction.getByRole('button', { name: 'Save and take back 1 entry from round 1' }).click();
    await page.getByRole('heading', { name: "Green's power card" }).waitFor();
    await expect.poll(() => historyCount(page)).toBe(4);
    // Undo takes back the correction and what it took back in one step, asked first; undoing that puts it back the same way.
    await page.getByRole('button', { name: 'Undo the last entry' }).click();
    await page
      .getByRole('button', { name: 'Yes, undo: the correction of entry 3, bringing back the 1 entry it took back' })
      .click();
    await page.getByRole('heading', { name: "Red's power card" }).waitFor();
    await expect.poll(() => historyCount(page)).toBe(5);
    await page.getByRole('list', { name: 'Entries' }).getByText('Yellow played power card 9').waitFor();
    await page.getByRole('button', { name: 'Undo the last entry' }).click();
    await page
      .getByRole('button', {
        name: 'Yes, undo: the taking back of the correction of entry 3, which puts it back and takes back 1 entry again',
      })
      .click();
    await page.getByRole('heading', { name: "Green's power card" }).waitFor();
  });

  it('a table correction sets a count to what the table shows and is kept in the history as such', async () => {
    const { t, names } = await playRecord(page, app.url, 'classic-4p', 1);
    await enterCommand(t, names, {
      type: 'table-correction',
      note: 'Red has 3 in Galicia',
      areas: { galicia: { red: 3 } },
      scores: { blue: 4 },
    });
    await page.getByText('Every entry (3)', { exact: true }).waitFor();
    const galicia = page.getByRole('group', { name: /^Board map/ }).getByRole('button', { name: /^Galicia/ });
    await expect.poll(() => galicia.getAttribute('aria-label')).toMatch(/Red 3/);
    await expect
      .poll(() => page.getByRole('table', { name: 'Players' }).locator('td[data-score="blue"]').textContent())
      .toBe('4');
    await page.getByText(/^Every entry/).click();
    await page
      .getByRole('list', { name: 'Entries' })
      .getByText(/Red has 3 in Galicia/)
      .waitFor();
  });

  it('a reload in the middle of a turn resumes exactly there', async () => {
    await playRecord(page, app.url, 'classic-4p', 7, { title: 'Reload test' });
    const entries = await historyCount(page);
    // The game's own address: the reload opens it again.
    await page.reload();
    await page.getByRole('heading', { name: "Red's turn · power card 13" }).waitFor();
    await page.getByText('Card: Veto').waitFor();
    await expect.poll(() => historyCount(page)).toBe(entries);
  });

  it('a stored history that stops replaying says which entry and why, follows read-only up to it, and offers to correct or export', async () => {
    await playRecord(page, app.url, 'classic-4p', 4, { title: 'Stops test' });
    // As two tabs writing without the lock once did: an entry that does not hold, stored as any other
    // (Blue already played the 12 this round).
    await storeBehindTheAppsBack(page, 'Stops test', {
      kind: 'command',
      command: { type: 'play-power', player: 'red', value: 12 },
    });
    // The game's own address: the reload opens it again.
    await page.reload();
    const notice = page.getByRole('alert').filter({ hasText: "Entry 5 of this game's history no longer holds:" });
    await notice.getByText(/Blue already played the 12 this round/).waitFor();
    await notice.getByText(/following the game read-only/).waitFor();
    // Read-only up to there: the step to enter is not offered, the table stands before the entry.
    await expect(page.getByRole('button', { name: /^Power card/ }).count()).resolves.toBe(0);
    await notice.getByRole('button', { name: 'Export the game as it is' }).waitFor({ state: 'visible' });
    await notice.getByRole('button', { name: 'Correct entry 5' }).click();
    await page
      .getByRole('group', { name: 'Correction of entry 5' })
      .getByRole('button', { name: 'Power card 13', exact: true })
      .click();
    await page.getByRole('button', { name: 'Save the correction of entry 5' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'Entries' }).getByText('Red played power card 13').waitFor();
    await expect.poll(() => historyCount(page)).toBe(6);
  });

  it('a stored row that cannot be read: the game is followed up to it, and goes on in a new game without it', async () => {
    await playRecord(page, app.url, 'classic-4p', 4, { title: 'Unreadable test' });
    const entries = await historyCount(page);
    // A row no version of the app wrote: not a kind of entry it knows.
    await storeBehindTheAppsBack(page, 'Unreadable test', { kind: 'scribble' });
    // The game's own address: the reload opens it again.
    await page.reload();
    const notice = page.getByRole('alert').filter({
      hasText: `The saved history cannot be read at entry ${entries + 1} of this game's history: it is not a known kind of entry.`,
    });
    await notice.getByText(/following the game read-only, as it stood before that entry/).waitFor();
    await expect(page.getByRole('button', { name: /^Power card/ }).count()).resolves.toBe(0);
    expect(await historyCount(page)).toBe(entries);
    await notice.getByRole('button', { name: 'Export the game as it is' }).waitFor({ state: 'visible' });
    await notice.getByRole('button', { name: `Go on without entry ${entries + 1}` }).click();
    // A new game made of what could be read, open and playable; the damaged one stays on the list.
    await page
      .getByRole('button', { name: /^Power card \d+$/ })
      .first()
      .waitFor();
    await expect.poll(() => historyCount(page)).toBe(entries);
    await page.getByRole('button', { name: 'Back to the games' }).click();
    await page
      .getByRole('button', { name: `Continue Unreadable test, before entry ${entries + 1}`, exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Continue Unreadable test', exact: true }).waitFor();
  });

  it('a second tab follows the game read-only and never forks it', async () => {
    await playRecord(page, app.url, 'classic-4p', 2, { title: 'Two tabs' });
    const other = await page.context().newPage();
    await other.goto(`${app.url}#/games`);
    await other.getByRole('button', { name: 'Continue Two tabs' }).click();
    await other.getByText(/open in another tab or window; here you can only follow it/).waitFor();
    await expect(other.getByRole('button', { name: /^Power card/ }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Power card 7', exact: true }).click();
    await other.getByText('Every entry (4)', { exact: true }).waitFor();
    await other.close();
  });

  it('no game screen has an accessibility violation, in light or dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const found: string[] = [];
      const check = async (where: string) =>
        found.push(...(await violations(page)).map((v) => `${scheme} ${where}: ${v}`));
      await page.goto(`${app.url}#/`);
      await page.getByRole('button', { name: 'New game', exact: true }).click();
      await page.getByRole('heading', { name: 'New game' }).waitFor();
      await check('new game');
      const { t, names, commands } = await playRecord(page, app.url, 'classic-4p', 0);
      await check('reveal');
      await enterUpTo(page, t, names, commands, 0, 1);
      await check('power cards');
      await enterUpTo(page, t, names, commands, 1, 6);
      await check('take a card');
      await enterUpTo(page, t, names, commands, 6, 7);
      await check('placement');
      await page.getByRole('radio', { name: 'Special action first' }).click();
      await check('special action');
      await page.getByText(/^Every entry/).click();
      await page.getByRole('button', { name: /^Correct entry 2/ }).click();
      await check('history and correction');
      await page.getByText('Table correction: set a count to what the table shows').click();
      await check('table correction');
      // The dummy's cards, a general scoring with its result, and the end: imported records opened where they stand.
      for (const [name, count, where] of [
        ['2023-2p-dummy', 1, 'dummy region cards'],
        ['classic-4p', 74, 'general scoring'],
        ['classic-4p', undefined, 'game over'],
      ] as const) {
        const record = JSON.parse(readFileSync(`${ROOT}/examples/records/${name}.json`, 'utf8'));
        record.title = `${where} ${scheme}`;
        if (count !== undefined) record.commands = record.commands.slice(0, count);
        await page.goto(`${app.url}#/`);
        await page.getByRole('button', { name: 'New game', exact: true }).click();
        await page
          .getByRole('button', { name: 'Back to the games' })
          .or(page.getByRole('heading', { name: 'Games on this device' }))
          .first()
          .waitFor();
        await page.getByLabel('Import a game record', { exact: true }).setInputFiles({
          name: 'game.json',
          mimeType: 'application/json',
          buffer: Buffer.from(JSON.stringify(record)),
        });
        await page.getByRole('button', { name: `Continue ${record.title}`, exact: true }).click();
        await page.getByText(/^Every entry/).waitFor();
        if (where === 'general scoring') {
          for (const [player, region] of [
            ['Red', 'Cataluña'],
            ['Blue', 'Castilla la Vieja'],
            ['Yellow', 'Sevilla'],
            ['Green', 'Sevilla'],
          ]) {
            await page
              .getByRole('radiogroup', { name: `${player}'s disk` })
              .getByRole('radio', { name: new RegExp(`^${region}`) })
              .click();
          }
          await page.getByRole('table', { name: 'General scoring: points per player' }).waitFor();
        }
        // At the end the scores by round open by themselves, chart and table, and are checked open.
        if (where === 'game over')
          await page.getByRole('img', { name: /^Scores by round, a line per player/ }).waitFor();
        await check(where);
      }
      expect(found).toEqual([]);
    }
  });
});

/** Appends a history row to a stored game straight into IndexedDB, summary and all, as the app never would. */
function storeBehindTheAppsBack(page: Page, title: string, entry: unknown): Promise<void> {
  return page.evaluate(
    ({ title, entry }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('el-grande-companion');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['games', 'entries'], 'readwrite');
          const games = tx.objectStore('games');
          games.getAll().onsuccess = (e) => {
            const summary = ((e.target as IDBRequest).result as { title: string; id: string; entries: number }[]).find(
              (g) => g.title === title,
            )!;
            tx.objectStore('entries').put({
              gameId: summary.id,
              seq: summary.entries,
              entry,
              at: Date.now(),
              dataVersion: 1,
            });
            games.put({ ...summary, entries: summary.entries + 1 });
          };
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    { title, entry },
  );
}
