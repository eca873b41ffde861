/**
 * Every game has its own address, and no screen goes blank: a reload mid-turn comes back to the same
 * game and step with a half-entered placement still there, Back and Forward walk between the list
 * and a game (closing it, so another tab may take it), an address naming no game here lands on the
 * list saying so, and a screen that throws shows what happened and the ways on.
 */

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './support/chromium';
import { enterUpTo, historyCount, playRecord } from './support/playRecord';
import { previewPage } from './support/previewPage';

const GAME_ADDRESS = /#\/games\/[0-9a-f-]{36}$/;

describe('addresses and screens that cannot go blank', () => {
  const app = previewPage();
  let page: Page;
  beforeAll(() => void ({ page } = app));

  const placement = () => page.getByRole('group', { name: /^Board map: place caballeros/ });
  const list = () => page.getByRole('heading', { name: 'Games on this device', exact: true });

  it('a reload mid-turn returns to the same game and step, with the taps of a placement not yet confirmed', async () => {
    // Red's placement in round 1 (the King in Sevilla: its neighbours and the Castillo take caballeros).
    await playRecord(page, app.url, 'classic-4p', 7, { title: 'Reload test' });
    const address = page.url();
    expect(address).toMatch(GAME_ADDRESS);
    const entries = await historyCount(page);
    await placement()
      .getByRole('button', { name: /^Castilla la Nueva/ })
      .click();
    await page.getByRole('button', { name: 'One fewer in Castilla la Nueva' }).waitFor();
    await page.reload();
    await page.getByText(`Every entry (${entries})`, { exact: true }).waitFor();
    await expect.poll(() => page.url()).toBe(address);
    await placement().waitFor();
    await page.getByRole('region', { name: /^Red's turn/ }).waitFor();
    // The tap is back, on the same table, and is confirmed as any other entry.
    await page.getByRole('button', { name: 'One fewer in Castilla la Nueva' }).waitFor();
    await page.getByRole('button', { name: /^Place 1 caballero\b/ }).click();
    await page.getByText(`Every entry (${entries + 1})`, { exact: true }).waitFor();
    // Nothing left over: a reload on the next step shows no draft of the placement just confirmed.
    await page.reload();
    await page.getByText(`Every entry (${entries + 1})`, { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'One fewer in Castilla la Nueva' }).count()).resolves.toBe(0);
  });

  it('after Back, every step comes back as it was left: the cards chosen, the order of a turn, the open disks', async () => {
    const back = async (title: string) => {
      await page.getByRole('button', { name: 'Back to the games', exact: true }).click();
      await list().waitFor();
      await page.getByRole('button', { name: `Continue ${title}`, exact: true }).click();
      await page.getByText(/^Every entry/).waitFor();
    };
    // The cards turned over at the start of round 1.
    await playRecord(page, app.url, 'classic-4p', 0, { title: 'Cards after Back' });
    const stack1 = page.getByLabel('Stack 1', { exact: true });
    await stack1.selectOption({ index: 2 });
    const chosen = await stack1.inputValue();
    await back('Cards after Back');
    await expect.poll(() => page.getByLabel('Stack 1', { exact: true }).inputValue()).toBe(chosen);
    // The special action chosen to come first.
    await playRecord(page, app.url, 'classic-4p', 7, { title: 'Order after Back' });
    await page.getByRole('radio', { name: 'Special action first', exact: true }).click();
    await page.getByRole('heading', { name: /^Special action: / }).waitFor();
    await back('Order after Back');
    await page.getByRole('heading', { name: /^Special action: / }).waitFor();
    await expect(page.getByRole('radio', { name: 'Special action first', checked: true }).count()).resolves.toBe(1);
    // The disks of a general scoring entered openly.
    await playRecord(page, app.url, 'classic-4p', 74, { title: 'Disks after Back' });
    await page
      .getByRole('radiogroup', { name: "Red's disk" })
      .getByRole('radio', { name: /^Galicia/ })
      .click();
    await back('Disks after Back');
    await expect
      .poll(() =>
        page
          .getByRole('radiogroup', { name: "Red's disk" })
          .getByRole('radio', { name: /^Galicia/ })
          .getAttribute('aria-checked'),
      )
      .toBe('true');
  });

  it('a draft made on another table is dropped: after an undo and a redo the placement starts afresh', async () => {
    const { t, names, commands } = await playRecord(page, app.url, 'classic-4p', 7, { title: 'Stale draft test' });
    await placement()
      .getByRole('button', { name: /^Castilla la Nueva/ })
      .click();
    await page.getByRole('button', { name: 'One fewer in Castilla la Nueva' }).waitFor();
    const entries = await historyCount(page);
    await page.getByRole('button', { name: 'Undo the last entry' }).click();
    await page.getByRole('button', { name: /^Yes, undo: / }).click();
    // The history counts the commands in force: one fewer, then the same again.
    await page.getByText(`Every entry (${entries - 1})`, { exact: true }).waitFor();
    await page.getByRole('button', { name: /^Redo: / }).click();
    await page.getByText(`Every entry (${entries})`, { exact: true }).waitFor();
    await placement().waitFor();
    await page.reload();
    await placement().waitFor();
    await expect(page.getByRole('button', { name: 'One fewer in Castilla la Nueva' }).count()).resolves.toBe(0);
    // And the game goes on from there as recorded.
    await enterUpTo(page, t, names, commands, 7, 8);
  });

  it('the moves of a special action added but not confirmed survive a reload, and are confirmed with the rest as one entry', async () => {
    const { t, names, commands } = await playRecord(page, app.url, 'classic-4p', 62, { title: 'Moves draft test' });
    const command = commands[62]!;
    if (command.type !== 'special' || command.action.kind !== 'moves')
      throw new Error('expected the moves of an intrigue card');
    const [first, ...rest] = command.action.moves;
    const { nameOf, areaName } = names;
    // Where the placement is still to do, the special action is chosen first.
    const specialFirst = async () => {
      const choice = page.getByRole('radio', { name: 'Special action first', exact: true });
      // Decided once the step is on screen: the order to choose, or the moves already open.
      await choice
        .or(page.getByRole('radiogroup', { name: 'Move from', exact: true }))
        .first()
        .waitFor();
      if ((await choice.count()) > 0) await choice.click();
    };
    await specialFirst();
    await page
      .getByRole('radiogroup', { name: 'Move from', exact: true })
      .getByRole('radio', { name: areaName(first!.from), exact: true })
      .click();
    const whose = page.getByRole('radiogroup', { name: 'Whose caballeros', exact: true });
    const to = page.getByRole('radiogroup', {
      name: `Move ${nameOf(first!.owner)}'s caballeros from ${areaName(first!.from)} to`,
      exact: true,
    });
    // Whose caballeros is asked only where the area holds more than one colour to move: decided once either is shown.
    await whose.or(to).first().waitFor();
    if ((await whose.count()) > 0)
      await whose.getByRole('radio', { name: new RegExp(`^${nameOf(first!.owner)} \\(`) }).click();
    await to.getByRole('radio', { name: areaName(first!.to), exact: true }).click();
    await page.getByRole('button', { name: 'Add this move', exact: true }).click();
    const entered = page.getByRole('list', { name: 'Moves entered' }).getByRole('listitem');
    await expect.poll(() => entered.count()).toBe(1);
    const entries = await historyCount(page);
    await page.reload();
    await page.getByText(`Every entry (${entries})`, { exact: true }).waitFor();
    await specialFirst();
    await entered
      .first()
      .getByText(`1 caballero of ${nameOf(first!.owner)} from ${areaName(first!.from)} to ${areaName(first!.to)}`)
      .waitFor();
    await expect.poll(() => entered.count()).toBe(1);
    // The rest entered as the drive does, then confirmed: the engine takes the three moves as one entry.
    await enterUpTo(page, t, names, [{ ...command, action: { kind: 'moves', moves: rest } }], 0, 1);
    await expect.poll(() => historyCount(page)).toBe(entries + 1);
    await page.getByText(/^Every entry/).click();
    // The move put back from the draft is in the entry stored, with those entered after the reload.
    const stored = page.getByRole('list', { name: 'Entries' }).locator('li').last();
    await stored.getByText(`from ${areaName(first!.from)} to ${areaName(first!.to)}`, { exact: false }).waitFor();
  });

  it('Back from a game goes to the list and lets the game go; Forward opens it again', async () => {
    await playRecord(page, app.url, 'classic-4p', 2, { title: 'Back test' });
    await page.getByRole('button', { name: 'Back to the games' }).click();
    await list().waitFor();
    await expect.poll(() => page.url()).toBe(`${app.url}#/games`);
    await page.getByRole('button', { name: 'Continue Back test', exact: true }).click();
    await page.getByText('Every entry (3)', { exact: true }).waitFor();
    await expect.poll(() => page.url()).toMatch(GAME_ADDRESS);
    const address = page.url();
    expect(address).toMatch(GAME_ADDRESS);
    await page.goBack();
    await list().waitFor();
    await expect.poll(() => page.url()).toBe(`${app.url}#/games`);
    // The game was closed as the list came back: another tab takes it for writing, not read-only.
    const other = await page.context().newPage();
    try {
      await other.goto(address);
      await other.getByRole('button', { name: 'Power card 7', exact: true }).waitFor();
      await expect(other.getByText(/open in another tab or window/).count()).resolves.toBe(0);
    } finally {
      await other.close();
    }
    await page.goForward();
    await expect.poll(() => page.url()).toBe(address);
    await page.getByText('Every entry (3)', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Power card 7', exact: true }).waitFor();
    // The header's Home leaves the game too, and Back returns to it.
    await page.getByRole('button', { name: 'Home', exact: true }).click();
    await page.getByRole('button', { name: 'New game', exact: true }).waitFor();
    await page.goBack();
    await page.getByText('Every entry (3)', { exact: true }).waitFor();
  });

  it('an address naming no game on this device lands on the list, saying so, and is not kept in the history', async () => {
    for (const id of [
      '0b6f1a2c-6b1e-4f1e-9d7a-3c2b1a0f9e8d',
      'constructor',
      '__proto__',
      'a%20b%3Cscript%3E',
      '%E0%A4%A',
    ]) {
      await page.goto(`${app.url}#/`);
      await page.goto(`${app.url}#/games/${id}`);
      await list().waitFor();
      await page.getByRole('alert').filter({ hasText: 'That game is not on this device' }).waitFor();
      await expect.poll(() => page.url()).toBe(`${app.url}#/games`);
      await page.goBack();
      await page.getByRole('button', { name: 'New game', exact: true }).waitFor();
    }
  });

  it('a screen that throws shows what happened, that the games are safe, and the ways on', async () => {
    const other = await openBrowser();
    try {
      // A fault in the rules screen alone: once armed (the app has started), listing the rule options throws as it draws.
      await other.context.addInitScript(() => {
        const keys = Object.keys;
        Object.keys = function (value: object) {
          const tie = (value as { tie?: unknown } | null)?.tie;
          const armed = (window as { faultArmed?: boolean }).faultArmed === true;
          if (armed && typeof tie === 'object' && tie !== null && 'explanation' in tie)
            throw new Error('a fault put there by the test');
          return keys(value);
        } as typeof Object.keys;
      });
      const broken = await other.context.newPage();
      await broken.goto(`${app.url}#/`);
      // The games (and the engine, which lists the options as it loads) are ready once a game can be started.
      await broken.getByRole('button', { name: 'New game', exact: true }).click();
      await broken.getByRole('heading', { name: 'Games on this device', exact: true }).waitFor();
      await broken.evaluate(() => ((window as { faultArmed?: boolean }).faultArmed = true));
      await broken.goto(`${app.url}#/rules`);
      const alert = broken.getByRole('alert').filter({ hasText: 'This screen stopped working' });
      await alert.getByText(/Your games are safe/).waitFor();
      await alert.getByText('For a report: Error: a fault put there by the test').waitFor();
      await alert.getByRole('button', { name: 'Go to the home screen' }).click();
      await broken.getByRole('button', { name: 'New game', exact: true }).waitFor();
      await expect.poll(() => alert.count()).toBe(0);
      // Another screen is not held back by the one that failed; the failed one fails again when asked for again.
      await broken.getByRole('button', { name: 'Scoring calculator' }).click();
      await broken.getByRole('heading', { name: 'Scoring calculator' }).waitFor();
      await broken.goBack();
      await broken.goBack();
      await alert.waitFor();
      // Reload starts the page afresh (here without the fault): the screen is back.
      await alert.getByRole('button', { name: 'Reload' }).click();
      await broken.getByRole('heading', { name: 'Where the rulebooks differ' }).waitFor();
      await expect.poll(() => alert.count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
