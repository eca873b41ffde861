/**
 * Every step of the game screen fits the tablet: at 1024×768 landscape and 768×1024 portrait, the
 * step being entered — every control, what a default choice does, the preview, and its confirm
 * button — is in view together as the step shows (the page brings it into view; nothing scrolls
 * inside a panel, and no box that scrolls on its own clips any of it), for the base game and every
 * module's steps. Long unbroken names and titles wrap instead of pushing controls out of reach. The
 * King returns shows each cell under the area it gives from, and a tap on an area the step does not
 * take says why.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { previewPage } from './support/previewPage';
import { ROOT } from './support/servers';
import { tapAnyway } from './support/tapAnyway';

const LANDSCAPE = { width: 1024, height: 768 };
const PORTRAIT = { width: 768, height: 1024 };

type Record = { title?: string; setup: { players: { name: string }[] }; commands: unknown[] };

/** An example record, its first `count` commands only (all when undefined). */
function recordUpTo(name: string, count: number | undefined, folder = 'examples/records'): Record {
  const record = JSON.parse(readFileSync(`${ROOT}/${folder}/${name}.json`, 'utf8')) as Record;
  if (count !== undefined) record.commands = record.commands.slice(0, count);
  return record;
}

/** Imports a record through the games list (fast: no taps per command) and leaves the list shown. */
async function importRecord(page: Page, url: string, record: Record): Promise<void> {
  await page.goto(`${url}#/`);
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await page
    .getByRole('button', { name: 'Back to the games' })
    .or(page.getByRole('heading', { name: 'Games on this device' }))
    .first()
    .waitFor();
  await page
    .getByLabel('Import a game record', { exact: true })
    .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await page.getByRole('button', { name: `Continue ${record.title}`, exact: true }).waitFor();
}

/** Opens a stored game from the games list, as a player does, and waits for its screen. */
async function openGame(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: `Continue ${title}`, exact: true }).click();
  await page.getByText(/^Every entry/).waitFor();
}

/**
 * What of the step panel (`scope`: the live step, or a correction's) is out of reach as it stands:
 * each control (button, radio, select) must lie inside the viewport and below the header where it
 * stays at the top, and no box that scrolls on its own may hold any of it; the confirm button must be
 * in view and not covered. In landscape the map must show at least a third of its height beside it.
 */
async function outOfReach(page: Page, confirm: string | undefined, scope = '.game-steps > .step') {
  return page.evaluate(
    ({ confirmName, scope }) => {
      const problems: string[] = [];
      const vw = document.documentElement.clientWidth;
      const vh = window.innerHeight;
      const header = document.querySelector('.app-header');
      const top = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
      const inView = (r: DOMRect) => r.left >= -1 && r.right <= vw + 1 && r.top >= top - 1 && r.bottom <= vh + 1;
      const nameOf = (e: Element) =>
        (e.getAttribute('aria-label') ?? e.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      const step = document.querySelector(scope);
      if (!step) return ['no step panel'];
      /** The nearest ancestor that scrolls on its own and cuts part of its content, if any. */
      const scroller = (e: Element): Element | undefined => {
        for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
          const { overflowY } = getComputedStyle(p);
          if (overflowY !== 'visible' && overflowY !== 'clip' && p.scrollHeight > p.clientHeight + 1) return p;
        }
        return undefined;
      };
      for (const control of step.querySelectorAll('button, select, input, [role="radio"]')) {
        const r = control.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        const clip = scroller(control);
        if (clip) {
          problems.push(`${nameOf(control)}: inside a box that scrolls on its own (${clip.className})`);
          continue;
        }
        if (r.left < -1 || r.right > vw + 1) {
          problems.push(`${nameOf(control)}: x ${Math.round(r.left)}–${Math.round(r.right)} outside 0–${vw}`);
          continue;
        }
        if (!inView(r))
          problems.push(
            `${nameOf(control)}: y ${Math.round(r.top)}–${Math.round(r.bottom)} outside ${Math.round(top)}–${vh}`,
          );
      }
      if (confirmName !== undefined) {
        const button = [...step.querySelectorAll('button')].find((b) => new RegExp(confirmName).test(nameOf(b)));
        if (!button) problems.push(`no button named /${confirmName}/`);
        else {
          const r = button.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          if (!inView(r))
            problems.push(
              `confirm ${nameOf(button)}: y ${Math.round(r.top)}–${Math.round(r.bottom)} outside ${Math.round(top)}–${vh}`,
            );
          else if (!hit || !button.contains(hit)) problems.push(`confirm ${nameOf(button)} is covered`);
        }
      }
      const map = document.querySelector('.game-map .board-map')?.getBoundingClientRect();
      const landscape = vw > vh;
      if (!map) problems.push('no map');
      else if (landscape && Math.min(map.bottom, vh) - Math.max(map.top, top) < map.height / 3)
        problems.push(`map mostly out of view: y ${Math.round(map.top)}–${Math.round(map.bottom)}`);
      return problems;
    },
    { confirmName: confirm, scope },
  );
}

interface StepCase {
  readonly what: string;
  readonly record: string;
  readonly count?: number;
  /** Where the record is, when not among the example records. */
  readonly folder?: string;
  /** The step's confirm button, by name. */
  readonly confirm?: RegExp;
  /** Taps that bring the step to its fullest before it is measured (still no scrolling). */
  readonly prepare?: (page: Page) => Promise<void>;
  /** The step measured, when not the live game's (a correction's). */
  readonly scope?: string;
}

const SPECIAL = /^Confirm the special action$/;

/**
 * What `read` gives once `done` holds of it, or what it gave last when the wait ran out: for the
 * checks that collect every problem before failing, instead of stopping at the first.
 */
async function settled<T>(read: () => Promise<T>, done: (value: T) => boolean, timeout = 20_000): Promise<T> {
  let last = await read();
  for (const until = Date.now() + timeout; !done(last) && Date.now() < until; last = await read())
    await new Promise((resolve) => setTimeout(resolve, 100));
  return last;
}

/** Picks the first offered option of every radio group matching `group`. */
async function firstOfEach(page: Page, group: RegExp) {
  const groups = page.getByRole('radiogroup', { name: group });
  for (let i = 0; i < (await groups.count()); i += 1)
    await groups.nth(i).getByRole('radio', { disabled: false }).first().click();
}

/** Taps an area on the game's map. */
const tapMap = (page: Page, area: RegExp) =>
  page
    .getByRole('group', { name: /^Board map/ })
    .first()
    .getByRole('button', { name: area })
    .click();

const STEPS: readonly StepCase[] = [
  {
    what: 'turning over the action cards',
    record: 'classic-4p',
    count: 0,
    confirm: /^(These cards lie face up|Choose the card on stack .*)$/,
  },
  { what: "the dummy's region cards", record: '2023-2p-dummy', count: 1, confirm: /^Place .*'s caballeros$/ },
  { what: 'a power card', record: 'classic-4p', count: 1, confirm: /^Power card 13$/ },
  {
    what: 'caballeros to the court and a card',
    record: 'classic-4p',
    count: 20,
    confirm: /^Bring \d+ caballeros? to the court$/,
  },
  { what: 'a placement', record: 'classic-4p', count: 7, confirm: /^Place (none|\d+ caballeros?)$/ },
  { what: 'a placement in round 4', record: 'classic-4p', count: 87, confirm: /^Place (none|\d+ caballeros?)$/ },
  { what: 'keeping a veto', record: 'classic-4p', count: 8, confirm: SPECIAL },
  { what: "the King's move", record: 'classic-4p', count: 13, confirm: SPECIAL },
  {
    what: 'intrigue moves',
    record: 'classic-4p',
    count: 18,
    confirm: SPECIAL,
    prepare: async (page) => {
      await firstOfEach(page, /^Move from$/);
      await firstOfEach(page, /^Whose caballeros$/);
      await firstOfEach(page, /^Move .* to$/);
    },
  },
  { what: 'secret disks of a stack-2 card', record: 'classic-4p', count: 31, confirm: SPECIAL },
  { what: 'taking back a power card', record: 'classic-4p', count: 37, confirm: SPECIAL },
  { what: 'a fixed scoring', record: 'classic-4p', count: 42, confirm: SPECIAL },
  {
    what: 'each player losing one',
    record: 'classic-4p',
    count: 93,
    confirm: SPECIAL,
    prepare: (page) => firstOfEach(page, / loses \d+ caballeros? from/),
  },
  { what: 'a mobile scoreboard', record: 'classic-4p', count: 111, confirm: SPECIAL },
  {
    what: 'a region of your choice scored',
    record: 'classic-4p',
    count: 117,
    confirm: SPECIAL,
    prepare: (page) => firstOfEach(page, /^Area to score$/),
  },
  { what: 'an eviction', record: 'classic-4p', count: 140, confirm: SPECIAL },
  {
    what: 'the King returns',
    record: 'classic-4p',
    count: 166,
    confirm: SPECIAL,
  },
  { what: 'the court card', record: 'classic-4p', count: 172, confirm: SPECIAL },
  { what: 'two more from court', record: 'classic-4p', count: 221, confirm: SPECIAL },
  { what: 'moving a Grande', record: 'bigbox-5p', count: 73, confirm: SPECIAL },
  { what: 'a veto to play', record: 'bigbox-5p', count: 96, confirm: /^Veto by .*: stop .*'s special action$/ },
  { what: 'the end of a turn', record: 'classic-4p', count: 9, confirm: /^End .*'s turn$/ },
  {
    what: 'a general scoring',
    record: 'classic-4p',
    count: 74,
    confirm: /^Confirm the scoring$/,
    prepare: (page) => firstOfEach(page, /'s disk$/),
  },
  { what: 'the game over', record: 'classic-4p', confirm: /^Export the game record$/ },
  // The modules' steps.
  {
    what: 'France’s bonus spaces in a placement',
    record: 'classic-1995-variants-church-4p',
    count: 133,
    confirm: /^Place \d+ caballeros?$/,
    // Two caballeros into France; the step keeps them with its game, so the second opening finds them there.
    prepare: async (page) => {
      const spaces = page.getByRole('radiogroup', { name: 'Special spaces: France', exact: true });
      for (let taps = 0; taps < 2 && (await spaces.count()) === 0; taps += 1) await tapMap(page, /^France/);
      await spaces.waitFor();
    },
  },
  {
    what: 'moving the Church’s caballeros',
    record: 'classic-1995-variants-church-4p',
    count: 7,
    confirm: SPECIAL,
    prepare: (page) => firstOfEach(page, /^Move from$/),
  },
  {
    what: 'ending the turn that makes Granada fall',
    record: 'classic-1995-variants-church-4p',
    count: 77,
    confirm: /^End .*'s turn$/,
  },
  {
    what: 'a general scoring with the 1995 variants and the Church',
    record: 'classic-1995-variants-church-4p',
    count: 67,
    confirm: /^Confirm the scoring$/,
    prepare: (page) => firstOfEach(page, /'s disk$/),
  },
  { what: 'the modifier cards', record: '2023-power-shift-3p', count: 0 },
  { what: 'a power card with a modifier', record: '2023-power-shift-3p', count: 4 },
  { what: 'a modifier’s ability', record: '2023-power-shift-3p', count: 17 },
  { what: 'the New Regency King’s move', record: '2023-minis-3p', count: 51, confirm: SPECIAL },
  {
    what: 'the Colonies’ preparation disks',
    record: 'classic-colonies-4p',
    count: 0,
    confirm: /^Place the caballeros and go on$/,
    prepare: (page) => firstOfEach(page, /'s disk$/),
  },
  {
    what: 'describing a stack-7 card at the reveal',
    record: 'classic-colonies-4p',
    count: 1,
    confirm: /^Keep this description$/,
    prepare: async (page) => {
      await page.getByLabel('Stack 7', { exact: true }).selectOption({ label: 'Card 1 (not described yet)' });
    },
  },
  {
    what: 'sailing',
    record: 'classic-colonies-4p',
    count: 62,
    confirm: /^Sail/,
    prepare: (page) => page.getByText(/^Sail \(free/).click(),
  },
  {
    what: 'claiming a disc',
    record: 'classic-colonies-4p',
    count: 61,
    confirm: /^Claim$/,
    prepare: (page) => page.getByText(/^Claim Gold and Wares/).click(),
  },
  { what: 'moving the Limit table', record: 'classic-colonies-4p', count: 94, confirm: SPECIAL },
  {
    what: 'a card kept face up for a later turn',
    record: 'classic-colonies-4p',
    count: 114,
    confirm: /^Keep .+ face up for a later turn$/,
  },
  {
    what: 'a kept card’s action on a later turn',
    record: 'classic-colonies-4p',
    count: 150,
    confirm: SPECIAL,
    prepare: (page) => page.getByText(/^Kept cards: do an action/).click(),
  },
  {
    what: 'Intrigue & the King: a player’s 13 cards',
    record: 'classic-intrigue-king-4p',
    count: 1,
    confirm: /^Enter and hide .*'s cards$/,
    prepare: (page) => page.getByRole('button', { name: /^I am .*: enter my cards$/ }).click(),
  },
  {
    what: 'Intrigue & the King: a card described at its first play',
    record: 'classic-intrigue-king-4p',
    count: 5,
    confirm: /^Keep this description$/,
    prepare: async (page) => {
      await page.getByRole('button', { name: /^I am .*: show my cards$/ }).click();
      await page.getByRole('button', { name: 'Play card 35', exact: true }).click();
    },
  },
  {
    what: 'Intrigue & the King: the King brings caballeros, his card dealt',
    record: 'classic-intrigue-king-4p',
    count: 13,
    confirm: /^Bring \d+ caballeros? to the court$/,
  },
  {
    what: 'Intrigue & the King: the Intrigue action',
    record: 'classic-intrigue-king-4p',
    count: 26,
    confirm: SPECIAL,
    prepare: async (page) => {
      await firstOfEach(page, /^Move from$/);
      await firstOfEach(page, /^Whose caballeros$/);
    },
  },
  { what: 'Intrigue & the King: Quarantine', record: 'classic-intrigue-king-4p', count: 88, confirm: SPECIAL },
  {
    what: 'Intrigue & the King: a bridge',
    record: 'classic-intrigue-king-4p',
    count: 153,
    confirm: SPECIAL,
    prepare: (page) => firstOfEach(page, /^The bridge from$/),
  },
  {
    what: 'Intrigue & the King: card 40’s action before its owner’s turn',
    record: 'classic-intrigue-king-4p',
    count: 60,
    confirm: SPECIAL,
    prepare: (page) => page.getByText(/ may do the action of .* now, before their turn$/).click(),
  },
  {
    what: 'Intrigue & the King with two players: one’s own card’s action instead',
    record: 'bigbox-intrigue-king-2p',
    count: 12,
    confirm: /^Do the action of your own card \d+ instead$/,
  },
  {
    what: 'The King & the Colonies: stack 7 turned over beside the Grand Inquisitor card',
    record: 'classic-king-colonies-4p',
    count: 6,
    confirm: /^(These cards lie face up|Choose the card on stack .*)$/,
  },
  {
    what: 'The King & the Colonies: caballeros to the court, the offered cards beside',
    record: 'classic-king-colonies-4p',
    count: 15,
    confirm: /^Bring \d+ caballeros? to the court$/,
  },
  {
    what: 'The King & the Colonies: an offered card or one’s own, once the caballeros are brought',
    record: 'classic-king-colonies-4p',
    count: 16,
  },
  {
    what: 'a general scoring whose Castillo arrivals the Grand Inquisitor’s holder seats on the Limit table',
    record: 'castillo-arrivals-colonies-short-4p',
    folder: 'test/browser/records',
    count: 158,
    confirm: /^Confirm the scoring$/,
    prepare: async (page) => {
      await firstOfEach(page, /'s disk$/);
      await firstOfEach(page, /^Who sits on the Limit table/);
    },
  },
  {
    what: 'a general scoring with the Colonies',
    record: 'classic-colonies-4p',
    count: 79,
    confirm: /^Confirm the scoring$/,
    prepare: (page) => firstOfEach(page, /'s disk$/),
  },
  {
    what: 'a general scoring with five players',
    record: 'bigbox-5p',
    count: 180,
    confirm: /^Confirm the scoring$/,
    prepare: (page) => firstOfEach(page, /'s disk$/),
  },
  {
    what: 'correcting a general scoring',
    record: 'classic-4p',
    count: 76,
    confirm: /^Confirm the scoring$/,
    scope: '.correction .step',
    prepare: async (page) => {
      await page.getByText(/^Every entry/).click();
      await page.getByRole('button', { name: /^Correct entry 75: / }).click();
      await page.locator('.correction .step').waitFor();
    },
  },
];

describe('the game screen on a tablet', () => {
  const app = previewPage();
  let page: Page;
  beforeAll(() => void ({ page } = app));

  it('every step panel, the modules’ too, shows its controls, what they do and its confirm button together, in landscape and portrait, nothing inside a box that scrolls on its own', async () => {
    const found: string[] = [];
    let listScrolled = 0;
    for (const [i, step] of STEPS.entries()) {
      const record = { ...recordUpTo(step.record, step.count, step.folder), title: `Layout ${i}` };
      await page.setViewportSize(LANDSCAPE);
      await importRecord(page, app.url, record);
      for (const [orientation, size] of [
        ['landscape', LANDSCAPE],
        ['portrait', PORTRAIT],
      ] as const) {
        await page.setViewportSize(size);
        // The games list scrolled to its end first: the game must still open at its top.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        if ((await page.evaluate(() => window.scrollY)) > 0) listScrolled += 1;
        await openGame(page, record.title!);
        // The game opens at its top, or as far below it as the step needs to be seen whole: never past the step.
        await page.locator('.step').first().waitFor();
        const pastTheStep = await settled(
          () =>
            page.evaluate(() => {
              const step = document.querySelector('.game-steps > .step')?.getBoundingClientRect().top ?? 0;
              return window.scrollY > 0 && step < 0;
            }),
          (past) => !past,
        );
        if (pastTheStep) found.push(`${orientation}, ${step.what}: opened scrolled past the step's top`);
        const special = page.getByRole('radio', { name: 'Special action first', exact: true });
        if (step.confirm === SPECIAL && (await special.count()) > 0) await special.click();
        await step.prepare?.(page);
        // Measured once the map has followed the step (a frame later) and the page is laid out.
        const problems = await settled(
          () => outOfReach(page, step.confirm?.source, step.scope),
          (p) => p.length === 0,
        );
        found.push(...problems.map((p) => `${orientation}, ${step.what}: ${p}`));
        await page.getByRole('button', { name: 'Back to the games', exact: true }).click();
      }
    }
    expect(found).toEqual([]);
    // The list grew long enough to be scrolled before a game was opened from it.
    expect(listScrolled).toBeGreaterThan(0);
  });

  it('long unbroken names and titles wrap: on a phone 390 px wide nothing is pushed past the screen’s edge', async () => {
    const record = recordUpTo('classic-4p', 7);
    const letters = ['A', 'B', 'C', 'D'];
    record.setup.players.forEach((p, i) => (p.name = letters[i]!.repeat(40)));
    record.title = `T${'x'.repeat(199)}`;
    await page.setViewportSize({ width: 390, height: 844 });
    await importRecord(page, app.url, record);
    const pastTheEdge = () =>
      page.evaluate(() => {
        const vw = document.documentElement.clientWidth;
        const wide = [
          ...document.querySelectorAll(
            'main button, main select, main input, main h2, main h3, main th, main td, main p',
          ),
        ]
          .map((e) => ({ e, r: e.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && r.right > vw + 1)
          .map(({ e, r }) => `${e.tagName} ${(e.textContent ?? '').slice(0, 30)}: right ${Math.round(r.right)}`);
        return document.documentElement.scrollWidth > vw
          ? [`page ${document.documentElement.scrollWidth} wide`, ...wide]
          : wide;
      });
    await expect.poll(pastTheEdge).toEqual([]);
    await openGame(page, record.title);
    await page.getByRole('heading', { name: `${'A'.repeat(40)}'s turn · power card 13` }).waitFor();
    await expect.poll(pastTheEdge).toEqual([]);
    await page.getByRole('button', { name: 'Back to the games', exact: true }).click();
  });

  it('on a phone 390 px wide the header keeps each screen’s title on one line, its buttons below it if need be', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [route, title] of [
      ['calculator', 'Scoring calculator'],
      ['games', 'Games'],
      ['settings', 'Settings'],
    ] as const) {
      await page.goto(`${app.url}#/${route}`);
      const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
      await heading.waitFor();
      // One line of the title's text: its height stays under two lines of the header's type.
      await expect.poll(async () => (await heading.boundingBox())?.height ?? 999).toBeLessThan(40);
    }
    await page.setViewportSize(LANDSCAPE);
  });

  it('the King returns: every player’s choice in one grid, each cell under the name of the area it gives from', async () => {
    const record = { ...recordUpTo('classic-4p', 166), title: 'King returns labels' };
    await page.setViewportSize(PORTRAIT);
    await importRecord(page, app.url, record);
    await openGame(page, record.title);
    await page.getByRole('radio', { name: 'Special action first', exact: true }).click();
    const givers = page.getByRole('group', { name: / gives back 3 caballeros$/ });
    await givers.first().waitFor();
    await expect.poll(() => givers.count()).toBe(3);
    // The areas' names above the columns, by where they stand across the screen.
    const heads = await page.locator('.area-grid-area').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { text: e.textContent ?? '', middle: r.left + r.width / 2 };
      }),
    );
    let cells = 0;
    for (const giver of await givers.all()) {
      const who = ((await giver.getAttribute('aria-label')) ?? '').replace(/ gives back.*$/, '');
      expect(await giver.locator('.area-grid-head').textContent()).toContain(who);
      for (const cell of await giver.getByRole('button', { name: /: from / }).all()) {
        const name = (await cell.getAttribute('aria-label')) ?? '';
        const box = (await cell.boundingBox())!;
        const head = heads.find((h) => Math.abs(h.middle - (box.x + box.width / 2)) < box.width / 2);
        // "Blue: from País Vasco (Basque Country)" stands under "País Vasco", in Blue's row.
        expect(name.startsWith(`${who}: from ${head?.text}`), `${name} under ${head?.text}`).toBe(true);
        cells += 1;
      }
    }
    expect(cells).toBeGreaterThan(6);
    // A tap gives back one more from there; the player's name starts their choice again.
    const cell = page.getByRole('button', { name: 'Red: from Cataluña (Catalonia)', exact: true });
    await cell.click();
    await cell.click();
    await expect.poll(() => cell.getAttribute('aria-description')).toBe('2 given back of 5 there');
    const red = page.getByRole('group', { name: 'Red gives back 3 caballeros' });
    expect(await red.locator('.area-grid-head').textContent()).toContain('2 of 3');
    await page.getByRole('button', { name: 'Choose again what Red gives back', exact: true }).click();
    await expect.poll(() => cell.getAttribute('aria-description')).toBe('0 given back of 5 there');
    await page.getByRole('button', { name: 'Back to the games', exact: true }).click();
  });

  it('a tap on an area the step does not take says why beside the step, in the engine’s words, without a dialog', async () => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    for (const size of [LANDSCAPE, PORTRAIT]) {
      // A game of its own for each: what a step has entered so far is kept with its game.
      const record = { ...recordUpTo('classic-4p', 7), title: `Map refusals ${size.width}` };
      await page.setViewportSize(size);
      await importRecord(page, app.url, record);
      await openGame(page, record.title);
      const map = page.getByRole('group', { name: /^Board map: place caballeros/ });
      await tapAnyway(map.getByRole('button', { name: /^Galicia/ }));
      const note = page.getByRole('status').filter({
        hasText:
          "Galicia does not border the King's region (Sevilla (Seville)): place next to the King or in the Castillo.",
      });
      await note.waitFor();
      await note.getByText(/^Rule: /).waitFor();
      const placed = async () => {
        const box = (await note.boundingBox())!;
        const step = (await page.locator('.step').boundingBox())!;
        return { aboveTheStep: box.y + box.height <= step.y, inView: box.y > 0 && box.y + box.height <= size.height };
      };
      await expect.poll(placed).toEqual({ aboveTheStep: true, inView: true });
      await tapAnyway(map.getByRole('button', { name: /^Sevilla/ }));
      await page
        .getByRole('status')
        .filter({ hasText: "Sevilla (Seville) is the King's region: nothing may be placed there." })
        .waitFor();
      // An area the step takes is taken, and the note goes.
      await map.getByRole('button', { name: /^Granada/ }).click();
      await page.locator('.map-note').waitFor({ state: 'detached' });
      await page.getByText('1 of 2 · tap a highlighted area on the map to add one').waitFor();
      await map.getByRole('button', { name: /^Granada/ }).click();
      await page.getByText('2 of 2 · tap a highlighted area on the map to add one').waitFor();
      // The map follows the step a frame later: tap once it no longer takes Granada.
      await expect.poll(() => map.getByRole('button', { name: /^Granada/ }).getAttribute('aria-disabled')).toBe('true');
      await tapAnyway(map.getByRole('button', { name: /^Granada/ }));
      await page
        .getByRole('status')
        .filter({ hasText: 'This card places at most 2 caballeros; 3 were placed.' })
        .waitFor();
      await page.getByRole('button', { name: 'Back to the games', exact: true }).click();
    }
    // A step not entered on the map says so.
    const powers = { ...recordUpTo('classic-4p', 1), title: 'Map idle' };
    await importRecord(page, app.url, powers);
    await openGame(page, powers.title);
    await tapAnyway(page.getByRole('group', { name: /^Board map/ }).getByRole('button', { name: /^Aragón/ }));
    await page
      .getByRole('status')
      .filter({ hasText: "The map takes no tap at this step: the table is waiting for Blue's power card." })
      .waitFor();
    expect(dialogs).toBe(0);
  });

  it('two players given one home region: the new-game form names both as the table does', async () => {
    await page.setViewportSize(LANDSCAPE);
    await page.goto(`${app.url}#/`);
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await page.getByLabel("Red player's name", { exact: true }).fill('Cy');
    const redHome = await page.getByLabel("Red player's home region", { exact: true }).inputValue();
    await page.getByLabel("Blue player's home region", { exact: true }).selectOption(redHome);
    await page.getByRole('button', { name: /^Start/ }).click();
    await page.getByText(/^Cy and Blue cannot share a home region/).waitFor();
  });
});
