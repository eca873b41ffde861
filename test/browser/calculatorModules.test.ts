/**
 * The scoring calculator with variants and expansions (board snapshot format 2), driven by touch as a
 * table would: switching modules on, the areas they bring on the map, the black caballeros, special
 * spaces, the Limit table, Granada, the 2023 King's positions, the readings, the printed values kept
 * from board to board, every new scoring kind, import and export, and a whole expansion board in
 * at most 30 taps.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { describeRuleRef, MODULE_OPTIONS, modulesOfEdition, REFUSED_COMBINATIONS } from '../../src/rules';
import { previewPage } from './support/previewPage';
import { ROOT } from './support/servers';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

describe('the scoring calculator with variants and expansions', () => {
  const app = previewPage();
  const page = () => app.page;

  const map = () => page().getByRole('group', { name: /^Board map/ });
  const area = (name: string) => map().getByRole('button', { name: new RegExp(`^${name}( \\(|;)`) });
  const moduleSwitch = (name: string) => page().getByRole('switch', { name: new RegExp(`^${escape(name)}`) });
  const exported = async () => {
    const [download] = await Promise.all([
      page().waitForEvent('download'),
      page().getByRole('button', { name: 'Export snapshot file' }).click(),
    ]);
    const path = await download.path();
    return readFileSync(path ?? '', 'utf8');
  };
  const exportedJson = async () => JSON.parse(await exported());
  const totalsOnScreen = async (): Promise<Record<string, number>> =>
    Object.fromEntries(
      await page()
        .locator('table.totals[aria-label="Result: points per player"] td[data-player]')
        .evaluateAll((cells) => cells.map((c) => [c.getAttribute('data-player'), Number(c.textContent)])),
    );
  /** A fresh calculator: no board kept from the test before, the edition and modules as a new table has them. */
  const freshCalculator = async () => {
    await page().goto(`${app.url}#/calculator`);
    await page().getByRole('heading', { name: 'Scoring calculator' }).waitFor();
    // The calculator opens the app's database as it is shown: touched only once it is there, so this
    // never creates it (without its stores) in the app's place.
    await expect
      .poll(() =>
        page().evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'el-grande-companion')),
      )
      .toBe(true);
    await page().evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('el-grande-companion');
          open.onerror = () => reject(open.error);
          open.onupgradeneeded = () => {
            open.transaction?.abort();
            reject(new Error('the app had not created its database'));
          };
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction('meta', 'readwrite');
            tx.objectStore('meta').delete('calculatorDraft');
            tx.oncomplete = () => (db.close(), resolve());
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    await page().reload();
    await page().getByRole('heading', { name: 'Scoring calculator' }).waitFor();
    // The calculator's own panels, drawn once its code and the board are in.
    await page().locator('#table-heading').waitFor();
  };
  /** Imports a board, agreeing to replace the one on screen when asked. */
  const importBoard = async (json: object) => {
    await page()
      .getByLabel('Import snapshot file', { exact: true })
      .setInputFiles({ name: 'board.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(json)) });
    const yes = page().getByRole('button', { name: 'Yes, replace the board on screen' });
    const imported = page().getByRole('status').filter({ hasText: 'Board imported.' });
    await yes.or(imported).first().waitFor();
    if (await yes.isVisible()) await yes.click();
    await imported.waitFor();
  };
  const typeValues = async () => {
    await page().getByLabel('Values on France', { exact: true }).fill('3 2 1');
    await page().getByLabel('Values on the Ship', { exact: true }).fill('3');
    await page().getByLabel('Values on America', { exact: true }).fill('4 2 1');
    await page().getByLabel('Values on the Mediterranean', { exact: true }).fill('4 2 0');
  };

  it('switches a module on in one tap, shows a refused pair disabled with its reason, and draws its areas', async () => {
    await freshCalculator();
    await moduleSwitch('France (1995 variant)').click();
    await expect.poll(() => moduleSwitch('France (1995 variant)').getAttribute('aria-checked')).toBe('true');
    const colonies = moduleSwitch('Grand Inquisitor & the Colonies');
    expect(await colonies.isDisabled()).toBe(true);
    const why = REFUSED_COMBINATIONS.find((c) => c.pair.includes('france-1995'))?.why ?? 'none';
    expect(await colonies.getAttribute('aria-label')).toContain(why);
    await expect.poll(() => area('France').count()).toBe(1);
    await moduleSwitch('France (1995 variant)').click();
    await colonies.click();
    for (const name of ['France', 'The Ship', 'America', 'The Mediterranean'])
      await expect.poll(() => area(name).count(), { message: name }).toBe(1);
    // Portugal is land beside Spain until a module puts it in play.
    expect(await area('Portugal').count()).toBe(0);
    await area('France').click();
    await page().getByRole('heading', { name: 'Caballeros in France' }).waitFor();
    // The 2023 edition offers its own modules only.
    await page().getByLabel('Edition', { exact: true }).selectOption('2023');
    await expect
      .poll(() => page().getByRole('switch').allTextContents())
      .toEqual(modulesOfEdition('2023').map((m) => m.name));
  });

  it('takes the black caballeros with their holder, the special spaces and the Limit table where they stand', async () => {
    await freshCalculator();
    await moduleSwitch('Grand Inquisitor & the Colonies').click();
    await typeValues();
    await area('France').click();
    await page()
      .getByLabel(/^All counts in seat order/)
      .fill('1 1 0 0');
    await page()
      .getByRole('radiogroup', { name: /^Ambassador/ })
      .getByRole('radio', { name: 'Red' })
      .click();
    await page()
      .getByRole('radiogroup', { name: /^Envoy/ })
      .getByRole('radio', { name: 'Blue' })
      .click();
    await area('Galicia').click();
    await page().getByRole('button', { name: 'One more: Grand Inquisitor in Galicia' }).click();
    await page().getByRole('button', { name: 'One more: Grand Inquisitor in Galicia' }).click();
    await page().getByLabel('The Grand Inquisitor is held by', { exact: true }).selectOption('yellow');
    await page().getByLabel('Limit table in', { exact: true }).selectOption({ label: 'Aragón (Aragon)' });
    await area('Aragón').click();
    await page()
      .getByLabel(/^All counts in seat order/)
      .fill('6 5 0 0');
    for (let i = 0; i < 5; i += 1)
      await page().getByRole('button', { name: 'One more: Red on the Limit table' }).click();
    await page().getByRole('button', { name: 'One more: Blue on the Limit table' }).click();
    // The map says who stands where.
    await expect.poll(() => area('France').getAttribute('aria-label')).toMatch(/Ambassador Red.*Envoy Blue/);
    await expect.poll(() => area('Galicia').getAttribute('aria-label')).toMatch(/Grand Inquisitor 2/);
    await expect.poll(() => area('Aragón').getAttribute('aria-label')).toMatch(/Limit table: Red 5, Blue 1 on it/);
    expect(await exportedJson()).toMatchObject({
      format: 'el-grande-snapshot/2',
      modules: ['grand-inquisitor-colonies'],
      printedValues: { france: [3, 2, 1], ship: [3], america: [4, 2, 1], mediterranean: [4, 2, 0] },
      pieces: { france: { red: 1, blue: 1 }, galicia: { inquisitor: 2 }, aragon: { red: 6, blue: 5 } },
      roles: { ambassador: 'red', envoy: 'blue' },
      inquisitor: { holder: 'yellow' },
      limitTable: { area: 'aragon', onTable: { red: 5, blue: 1 } },
    });
  });

  it('keeps the printed values typed once, through a cleared board, the module off and on, and a reload', async () => {
    await freshCalculator();
    await moduleSwitch('Grand Inquisitor & the Colonies').click();
    await typeValues();
    await area('Galicia').click();
    await page()
      .getByLabel(/^All counts in seat order/)
      .fill('1 0 0 0');
    await page().getByRole('button', { name: 'Clear all caballeros' }).click();
    await page()
      .getByRole('button', { name: /^Yes, take all \d+ caballeros off$/ })
      .click();
    await moduleSwitch('Grand Inquisitor & the Colonies').click();
    await moduleSwitch('Grand Inquisitor & the Colonies').click();
    await expect
      .poll(async () => (await exportedJson()).printedValues)
      .toEqual({
        france: [3, 2, 1],
        ship: [3],
        america: [4, 2, 1],
        mediterranean: [4, 2, 0],
      });
    await page().waitForTimeout(0);
    await page().reload();
    await page().getByRole('heading', { name: 'Scoring calculator' }).waitFor();
    await expect.poll(() => page().getByLabel('Values on America', { exact: true }).inputValue()).toBe('4 2 1');
    await expect.poll(() => area('America').getAttribute('aria-label')).toMatch(/worth 4, 2, 1/);
  });

  it('puts the King on the Castillo, France or Portugal and Grandes in the Castillo with New Regency', async () => {
    await freshCalculator();
    await page().getByLabel('Edition', { exact: true }).selectOption('2023');
    const king = page().getByLabel('King', { exact: true });
    expect(await king.locator('option').allTextContents()).not.toContain('Castillo');
    await moduleSwitch('New Regency (2023)').click();
    await expect
      .poll(() => king.locator('option').allTextContents())
      .toEqual(expect.arrayContaining(['Castillo', 'France', 'Portugal']));
    await king.selectOption({ label: 'Portugal' });
    await page().getByLabel("Red's Grande", { exact: true }).selectOption({ label: 'Castillo' });
    // An exiled King's place is on the map, but no caballero stands there.
    await expect.poll(() => area('Portugal').getAttribute('aria-label')).toMatch(/the King in exile.*exile/);
    expect(await area('Portugal').getAttribute('aria-disabled')).toBe('true');
    expect(await exportedJson()).toMatchObject({
      edition: '2023',
      modules: ['new-regency'],
      king: 'portugal',
      grandes: { red: 'castillo' },
    });
  });

  it('offers Granada’s state, the quarantine, a Conspiracy and the Grande/King only with their modules', async () => {
    await freshCalculator();
    const granada = page().getByRole('radiogroup', { name: 'Granada is' });
    expect(await granada.count()).toBe(0);
    await moduleSwitch('Muslim Granada (1995 variant)').click();
    await expect
      .poll(() => granada.getByRole('radio', { name: 'Muslim (never scored)' }).getAttribute('aria-checked'))
      .toBe('true');
    await expect.poll(() => area('Granada').getAttribute('aria-label')).toMatch(/Muslim/);
    await granada.getByRole('radio', { name: 'Conquered' }).click();
    await moduleSwitch('Intrigue & the King').click();
    await page().getByLabel('Scoreboard 8/4/0', { exact: true }).selectOption({ label: 'Galicia' });
    await page().getByLabel('Quarantined region (card 93)', { exact: true }).selectOption({ label: 'Galicia' });
    await page().getByRole('switch', { name: 'A Conspiracy card waits for this general scoring' }).click();
    await moduleSwitch('Grandissimo').click();
    for (const name of ['Portugal', 'The Ship', 'The jail'])
      await expect.poll(() => area(name).count(), { message: name }).toBe(1);
    await page().getByLabel("Red's Grande", { exact: true }).selectOption({ label: 'Galicia' });
    await page().getByLabel('King', { exact: true }).selectOption({ label: 'Galicia' });
    await page().getByLabel('Grande/King (Revolution)', { exact: true }).selectOption('red');
    expect(await exportedJson()).toMatchObject({
      modules: ['granada-1995', 'intrigue-king', 'grandissimo'],
      granada: 'conquered',
      quarantine: 'galicia',
      conspiracy: true,
      revolution: { grande: 'red' },
    });
  });

  it('shows the readings of the modules on with their choices and rules, and writes the one chosen', async () => {
    await freshCalculator();
    await moduleSwitch('Grand Inquisitor & the Colonies').click();
    await page()
      .getByText(/^Readings of the open points/)
      .click();
    const option = MODULE_OPTIONS.limitOverflow;
    const select = page().getByLabel(option.label, { exact: true });
    expect(await select.locator('option').allTextContents()).toEqual([
      `${option.choices[0].label} (default)`,
      ...option.choices.slice(1).map((c) => c.label),
    ]);
    await select.selectOption(option.choices[1]?.value ?? '');
    await page()
      .getByText(`Rule: ${describeRuleRef(option.choices[1]?.ref ?? option.choices[0].ref)}.`)
      .first()
      .waitFor();
    expect((await exportedJson()).rules).toEqual({ tie: 'official', limitOverflow: 'chosen' });
  });

  it('offers each new scoring kind with what it needs', async () => {
    await freshCalculator();
    const kind = page().getByLabel('Score', { exact: true });
    expect(await kind.locator('option').allTextContents()).not.toContain('All four new regions');
    await kind.selectOption('areas');
    const order = page().getByRole('group', { name: 'Areas to score, in the order tapped' });
    await order.getByRole('button', { name: 'Galicia' }).click();
    await order.getByRole('button', { name: 'Castillo' }).click();
    const said = () => order.locator('p').textContent();
    await expect.poll(said).toBe('1. Galicia, 2. Castillo');
    expect((await exportedJson()).score).toEqual({ kind: 'areas', areas: ['galicia', 'castillo'] });
    // A tap on an area in the order takes it out.
    await order.getByRole('button', { name: 'Galicia', exact: true }).click();
    await expect.poll(said).toBe('1. Castillo');
    await moduleSwitch('Grand Inquisitor & the Colonies').click();
    await kind.selectOption('delivery');
    for (let i = 0; i < 2; i += 1) await page().getByRole('button', { name: "One more: Red's Gold" }).click();
    await page().getByRole('button', { name: "One more: Blue's Wares" }).click();
    expect((await exportedJson()).score).toEqual({
      kind: 'delivery',
      deliveries: { red: { gold: 2, wares: 0 }, blue: { gold: 0, wares: 1 } },
    });
    await kind.selectOption('new-regions');
    await moduleSwitch('Grand Inquisitor & the Colonies').click();
    await moduleSwitch('Muslim Granada (1995 variant)').click();
    await kind.selectOption('granada-conquest');
    await moduleSwitch('Grandissimo').click();
    await kind.selectOption('general');
    await page().getByLabel('Whose caballeros', { exact: true }).selectOption('blue');
    await page().getByLabel('From', { exact: true }).selectOption({ label: 'Galicia' });
    await page().getByLabel('To', { exact: true }).selectOption({ label: 'Castillo' });
    await page().getByRole('button', { name: 'One more: Caballeros moved' }).click();
    await page().getByRole('button', { name: 'Add move' }).click();
    expect((await exportedJson()).score).toEqual({
      kind: 'general',
      interludeMoves: [{ id: 'blue', from: 'galicia', to: 'castillo', count: 2 }],
    });
    await page().getByRole('button', { name: 'Remove move 1' }).click();
    expect((await exportedJson()).score).toEqual({ kind: 'general' });
  });

  it('has no accessibility violations with modules on, and keeps every control at least 44 px', async () => {
    await freshCalculator();
    await moduleSwitch('Grand Inquisitor & the Colonies').click();
    await moduleSwitch('Intrigue & the King').click();
    await typeValues();
    await page().getByLabel('Limit table in', { exact: true }).selectOption({ label: 'Aragón (Aragon)' });
    await page()
      .getByText(/^Readings of the open points/)
      .click();
    await page().evaluate(axeSource);
    // France with its special spaces; Aragón with the Limit table and who is on it, typed at once.
    for (const name of ['France', 'Aragón']) {
      await area(name).click();
      await page()
        .getByRole('heading', { name: new RegExp(`^Caballeros in ${name}`) })
        .waitFor();
      const found = await page().evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run: (ctx: Element, opts: object) => Promise<{ violations: { id: string }[] }> };
          }
        ).axe;
        const root = document.querySelector('.calculator');
        return root
          ? (await axe.run(root, { resultTypes: ['violations'] })).violations.map((v) => v.id)
          : ['no calculator'];
      });
      expect(found, name).toEqual([]);
      const small = await page().evaluate(() =>
        [...document.querySelectorAll('.calculator button, .calculator select, .calculator input')]
          .filter((el) => el.getClientRects().length > 0)
          // A control inside its label is tapped through the whole label.
          .map((el) => ({ el, box: (el.closest('label') ?? el).getBoundingClientRect() }))
          .filter(({ box }) => box.height < 44 || box.width < 44)
          .map(({ el }) => el.getAttribute('aria-label') ?? el.outerHTML.slice(0, 120)),
      );
      expect(small, name).toEqual([]);
    }
    expect(
      await page()
        .getByLabel(/^On the Limit table, all in seat order/)
        .count(),
    ).toBe(1);
  });

  it('fits a portrait phone and a landscape tablet with an expansion on', async () => {
    await freshCalculator();
    await moduleSwitch('Grand Inquisitor & the Colonies').click();
    await area('America').click();
    await page().getByRole('heading', { name: 'Caballeros in America' }).waitFor();
    for (const [width, height] of [
      [390, 844],
      [768, 1024],
      [1024, 768],
    ] as const) {
      await page().setViewportSize({ width, height });
      await expect
        .poll(() => page().evaluate(() => document.documentElement.scrollWidth), { message: `${width} wide` })
        .toBeLessThanOrEqual(width);
    }
    // Landscape: once the setup above is scrolled past, the map, the entry and the result in one screen.
    await map().evaluate((drawn) => drawn.scrollIntoView({ block: 'start' }));
    for (const target of [
      map(),
      page().getByRole('heading', { name: 'Caballeros in America' }),
      page().getByRole('heading', { name: 'Result', exact: true }),
    ]) {
      const box = await target.boundingBox();
      expect(box && box.y >= 0 && box.y + Math.min(box.height, 40) <= 768).toBe(true);
    }
    await page().setViewportSize({ width: 1280, height: 900 });
  });

  it('takes a four-player Grand Inquisitor & the Colonies board, printed values kept, in at most 30 taps', async () => {
    await freshCalculator();
    // The values were typed at an earlier board of this game: they are kept, not typed again.
    await moduleSwitch('Grand Inquisitor & the Colonies').click();
    await typeValues();
    await moduleSwitch('Grand Inquisitor & the Colonies').click();
    let taps = 0;
    const tap = async (target: { click: () => Promise<void> }) => {
      await target.click();
      taps += 1;
    };
    const type = async (counts: string) => {
      await page()
        .getByLabel(/^All counts in seat order/)
        .fill(counts);
      taps += 1;
    };
    const role = (name: string, who: string) =>
      tap(
        page()
          .getByRole('radiogroup', { name: new RegExp(`^${name}`) })
          .getByRole('radio', { name: who }),
      );
    /** A select is two taps on a phone: open it, pick the choice. */
    const choose = async (label: string, choice: string) => {
      await page().getByLabel(label, { exact: true }).selectOption({ label: choice });
      taps += 2;
    };

    await tap(moduleSwitch('Grand Inquisitor & the Colonies'));
    await tap(area('Castillo'));
    // One digit per colour, and the Grand Inquisitor's last, moves on to the next area: the board is typed
    // in scoring order.
    for (const counts of ['21030', '32010', '04100', '11110', '50200', '00320', '22220', '10040', '03000', '41110'])
      await type(counts);
    await page().getByRole('heading', { name: 'Caballeros in France' }).waitFor();
    await role('Ambassador', 'Red');
    await role('Envoy', 'Blue');
    await type('11000');
    await role('Captain', 'Yellow');
    await type('00100');
    await role('Viceroy', 'Green');
    await type('20110');
    await type('01020');
    await choose("Red's disk", 'Galicia');
    await choose("Blue's disk", 'Aragón (Aragon)');
    await choose("Green's disk", 'Sevilla (Seville)');
    expect(taps).toBeLessThanOrEqual(30);

    const snapshot = await exported();
    expect(JSON.parse(snapshot)).toMatchObject({
      modules: ['grand-inquisitor-colonies'],
      printedValues: { france: [3, 2, 1], ship: [3], america: [4, 2, 1], mediterranean: [4, 2, 0] },
      roles: { ambassador: 'red', envoy: 'blue', captain: 'yellow', viceroy: 'green' },
      pieces: { mediterranean: { red: 0, blue: 1, yellow: 0, green: 2 } },
    });
    // The screen scores it exactly as `npm run score` does.
    const run = spawnSync('npm', ['run', '--silent', 'score', '--', '-'], {
      cwd: ROOT,
      input: snapshot,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    await expect.poll(totalsOnScreen).toEqual(JSON.parse(run.stdout).totals);
    // The special spaces' points are in the result, by space.
    await page()
      .getByText(/^France:/)
      .click();
    // Said once, by the explanation's own line.
    await page().getByText('Ambassador: +2 to Red (the piece on that space is Red).').waitFor();
    expect(
      await page()
        .getByText(/^Ambassador: \+2/)
        .count(),
    ).toBe(1);
  });

  it('takes a whole four-player Grand Inquisitor & the Colonies board, in the order a table enters it, in under 40 taps', async () => {
    await freshCalculator();
    let taps = 0;
    const tap = async (target: { click: () => Promise<void> }) => {
      await target.click();
      taps += 1;
    };
    /** A typed field is one tap to focus it; the keyboard does the rest. */
    const fill = async (label: string | RegExp, text: string) => {
      await page()
        .getByLabel(label, { exact: typeof label === 'string' })
        .fill(text);
      taps += 1;
    };
    const type = (counts: string) => fill(/^All counts in seat order/, counts);
    /** A select is two taps on a phone: open it, pick the choice. */
    const choose = async (label: string, choice: string) => {
      await page().getByLabel(label, { exact: true }).selectOption({ label: choice });
      taps += 2;
    };
    const role = (name: string, who: string) =>
      tap(
        page()
          .getByRole('radiogroup', { name: new RegExp(`^${name}`) })
          .getByRole('radio', { name: who }),
      );
    /** Whether one heading comes before another as the screen is read: above it, or level with it to its left. */
    const above = async (first: string, second: string) => {
      const [a, b] = [
        await page().locator(first).first().boundingBox(),
        await page().locator(second).first().boundingBox(),
      ];
      if (!a || !b) return false;
      return a.y + a.height <= b.y || (Math.abs(a.y - b.y) < 40 && a.x < b.x);
    };
    // The screen reads as the table enters a board: setup, then the pieces, the disks, the result (on a
    // portrait tablet one under the other; in landscape the map and the disks beside the entry and the result).
    const headings = [
      '#table-heading',
      '#modules-heading',
      '#area-entry-heading',
      '#scoring-heading',
      '#result-heading',
    ];
    // Each heading after the one before it in the page, as a screen reader or a keyboard goes through it.
    const order = await page().evaluate((ids) => {
      const all = [...document.querySelectorAll('h2[id]')].map((h) => h.id);
      return ids.map((id) => all.indexOf(id.slice(1)));
    }, headings);
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > (order[i - 1] ?? at)))).toBe(true);
    await page().setViewportSize({ width: 768, height: 1024 });
    expect(await above('#table-heading', '#area-entry-heading')).toBe(true);
    expect(await above('#modules-heading', '#area-entry-heading')).toBe(true);
    expect(await above('#area-entry-heading', '#scoring-heading')).toBe(true);
    expect(await above('#scoring-heading', '#result-heading')).toBe(true);
    await page().setViewportSize({ width: 1280, height: 900 });
    expect(await above('#table-heading', '#area-entry-heading')).toBe(true);
    expect(await above('#area-entry-heading', '#result-heading')).toBe(true);
    // And no empty panel at the foot: the last one holds the boards and files.
    expect(await page().locator('.calculator > :last-child > .panel:last-child > h2').textContent()).toBe('Boards');

    // Setup: the expansion, its printed values, who holds the Grand Inquisitor, the Limit table, the King.
    await tap(moduleSwitch('Grand Inquisitor & the Colonies'));
    await fill('Values on France', '3 2 1');
    await fill('Values on the Ship', '3');
    await fill('Values on America', '4 2 1');
    await fill('Values on the Mediterranean', '4 2 0');
    await choose('The Grand Inquisitor is held by', 'Yellow');
    await choose('Limit table in', 'Cataluña (Catalonia)');
    await choose('King', 'Valencia');
    // The pieces, area after area in scoring order: the colours, then the Grand Inquisitor's caballeros.
    await tap(area('Castillo'));
    for (const counts of ['21030', '32011', '04100', '11110']) await type(counts);
    // Where the Limit table stands, who is on it follows the counts: 10 spaces at four players.
    await page()
      .getByRole('heading', { name: /^Caballeros in Cataluña/ })
      .waitFor();
    await type('54320');
    await fill(/^On the Limit table, all in seat order/, '43210');
    for (const counts of ['00321', '22220', '10040', '03000', '41110']) await type(counts);
    await page().getByRole('heading', { name: 'Caballeros in France' }).waitFor();
    await role('Ambassador', 'Red');
    await role('Envoy', 'Blue');
    await type('11000');
    await role('Captain', 'Yellow');
    await type('00100');
    await role('Viceroy', 'Green');
    await type('20110');
    await type('01020');
    // The disks of those in the Castillo.
    await choose("Red's disk", 'Galicia');
    await choose("Blue's disk", 'Aragón (Aragon)');
    await choose("Green's disk", 'Sevilla (Seville)');
    expect(taps).toBeLessThan(40);

    const snapshot = await exported();
    expect(JSON.parse(snapshot)).toMatchObject({
      modules: ['grand-inquisitor-colonies'],
      king: 'valencia',
      printedValues: { france: [3, 2, 1], ship: [3], america: [4, 2, 1], mediterranean: [4, 2, 0] },
      pieces: {
        galicia: { red: 3, blue: 2, yellow: 0, green: 1, inquisitor: 1 },
        cataluna: { red: 5, blue: 4, yellow: 3, green: 2, inquisitor: 0 },
        mediterranean: { red: 0, blue: 1, yellow: 0, green: 2 },
      },
      roles: { ambassador: 'red', envoy: 'blue', captain: 'yellow', viceroy: 'green' },
      inquisitor: { holder: 'yellow' },
      limitTable: { area: 'cataluna', onTable: { red: 4, blue: 3, yellow: 2, green: 1 } },
      castilloDestinations: { red: 'galicia', blue: 'aragon', green: 'sevilla' },
      score: { kind: 'general' },
    });
    // The screen scores it exactly as `npm run score` does.
    const run = spawnSync('npm', ['run', '--silent', 'score', '--', '-'], {
      cwd: ROOT,
      input: snapshot,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    await expect.poll(totalsOnScreen).toEqual(JSON.parse(run.stdout).totals);
  });

  it('imports a format-2 file and scores it, and refuses a bad one with the reader’s line, keeping the board', async () => {
    await freshCalculator();
    const file = {
      format: 'el-grande-snapshot/2',
      edition: 'classic',
      modules: ['grand-inquisitor-colonies'],
      players: ['red', 'blue', 'yellow', 'green'],
      king: 'galicia',
      printedValues: { france: [3, 2, 1], ship: [3], america: [4, 2, 1], mediterranean: [4, 2, 0] },
      pieces: { france: { red: 2, blue: 1 }, america: { green: 2, blue: 1 } },
      roles: { ambassador: 'red', envoy: 'red', viceroy: 'green' },
      score: { kind: 'new-regions' },
    };
    const importFile = (json: object) =>
      page()
        .getByLabel('Import snapshot file', { exact: true })
        .setInputFiles({ name: 'board.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(json)) });
    await importFile(file);
    await page().getByRole('status').filter({ hasText: 'Board imported.' }).waitFor();
    const run = spawnSync('npm', ['run', '--silent', 'score', '--', '-'], {
      cwd: ROOT,
      input: JSON.stringify(file),
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    await expect.poll(totalsOnScreen).toEqual(JSON.parse(run.stdout).totals);
    expect(await exportedJson()).toMatchObject({ ...file, neutral: [], grandes: {}, mobileScoreboards: {} });
    const before = await exported();
    const refused = spawnSync('npm', ['run', '--silent', 'score', '--', '-'], {
      cwd: ROOT,
      input: JSON.stringify({ ...file, king: 'america' }),
      encoding: 'utf8',
    });
    const line = refused.stderr.trim();
    expect(line).toMatch(/^king: /);
    await importFile({ ...file, king: 'america' });
    await page().getByRole('alert').filter({ hasText: line }).waitFor();
    expect(await exported()).toBe(before);
  });

  it('shows what a scoring did besides points: Grandes moved, the Limit table after, who goes onto a full one', async () => {
    await freshCalculator();
    const base = {
      format: 'el-grande-snapshot/2',
      edition: 'classic',
      players: ['red', 'blue', 'yellow', 'green'],
      king: 'castilla-la-nueva',
    };
    const colonies = { france: [3, 2, 1], ship: [3], america: [4, 2, 1], mediterranean: [4, 2, 0] };
    await importBoard({
      ...base,
      modules: ['intrigue-king', 'grand-inquisitor-colonies'],
      grandes: { red: 'sevilla' },
      printedValues: colonies,
      pieces: { aragon: { red: 5, blue: 4 }, castillo: { red: 1, inquisitor: 1 } },
      inquisitor: { holder: 'blue' },
      limitTable: { area: 'aragon', onTable: { red: 5, blue: 4 } },
      conspiracy: true,
      castilloDestinations: { red: 'aragon', blue: 'galicia' },
      score: { kind: 'general' },
    });
    const result = page().locator('section.result');
    await result.getByText('Grandes moved: Red’s to Aragón (Aragon).').waitFor();
    await result.getByText('Limit table in Aragón (Aragon) after the scoring: Red 6, Blue 4 on it.').waitFor();
    // The Grand Inquisitor's caballero follows Blue's disk to Aragón too: two arrive for one free space.
    await page().getByLabel("Blue's disk", { exact: true }).selectOption({ label: 'Aragón (Aragon)' });
    await page()
      .getByRole('status')
      .filter({ hasText: /^Not ready to score: Who goes onto the Limit table/ })
      .waitFor();
    await page().getByRole('button', { name: 'One more: Grand Inquisitor onto the Limit table' }).click();
    await result
      .getByText('Limit table in Aragón (Aragon) after the scoring: Red 5, Blue 4, Grand Inquisitor 1 on it.')
      .waitFor();
    expect((await exportedJson()).score).toEqual({ kind: 'general', limitTableArrivals: { inquisitor: 1 } });
  });

  it('shows an area passed over and why, Granada’s state, a Castillo kept and the Gold and Wares delivered', async () => {
    await freshCalculator();
    const base = {
      format: 'el-grande-snapshot/2',
      edition: 'classic',
      players: ['red', 'blue', 'yellow', 'green'],
      king: 'castilla-la-nueva',
    };
    const result = page().locator('section.result');
    await importBoard({
      ...base,
      modules: ['granada-1995'],
      pieces: { granada: { red: 3 }, galicia: { blue: 1 } },
      granada: 'muslim',
      score: { kind: 'first-place-only' },
    });
    // Said once, by the scoring's own note, not again as an area passed over or as Granada's state.
    await result.getByText('Granada is still Muslim and is never scored.').waitFor();
    expect(await result.getByText(/still Muslim/).count()).toBe(1);
    await importBoard({
      ...base,
      modules: ['grand-inquisitor-colonies'],
      printedValues: { france: [3, 2, 1], ship: [3], america: [4, 2, 1], mediterranean: [4, 2, 0] },
      pieces: {},
      score: { kind: 'delivery', deliveries: { red: { gold: 2, wares: 1 } } },
    });
    const delivered = page().getByRole('table', { name: 'Result: Gold and Wares delivered' });
    await expect.poll(() => delivered.getByRole('row', { name: /^Red/ }).textContent()).toBe('Red2116');
    await importBoard({
      ...base,
      edition: '2023',
      modules: ['new-regency'],
      king: 'castillo',
      pieces: { castillo: { red: 2 } },
      score: { kind: 'general' },
    });
    await result.getByText('The Castillo keeps its caballeros: the King stands beside it.').waitFor();
  });
});

/** A name as a regular expression matching it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
