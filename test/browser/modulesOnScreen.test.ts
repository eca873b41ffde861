/**
 * The Church and Muslim Granada on the screens, by touch and by accessible roles and names: the
 * Church's two regions on the new-game form (filled by the draw, refused in words when one is
 * missing), its black caballeros and marker on the game screen, its pile 6 when the cards are
 * turned over, its holder's extra caballero, and Granada's state beside the players.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { enterNext, tableNames } from '../../scripts/drive/enterCommand';
import { randomRecord } from '../../scripts/drive/randomRecords';
import { createTapper } from '../../scripts/drive/tapper';
import type { GameRecord } from '../../src/record/schema';
import {
  AREA_IDS,
  applyCommand,
  type Command,
  EDITIONS,
  type GameState,
  granadaStatus,
  nameOf,
  placementChoice,
  placementRefusal,
  replenishChoice,
  type SetupCommand,
} from '../../src/rules';
import type { GameShape } from '../support/randomPlayer';
import { say } from '../support/speech';
import { violations } from './support/axe';
import { importRecordAt } from './support/playRecord';
import { previewPage } from './support/previewPage';
import { tapAnyway } from './support/tapAnyway';

const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };
const CHURCH = 'The Church (1995 variant)';
const GRANADA = 'Muslim Granada (1995 variant)';

/** A whole random game of this shape as a record, and the table after each command (the setup's first). */
function playedGame(shape: GameShape) {
  const record = randomRecord(shape, 'Modules on screen');
  const setup = { type: 'setup', ...record.setup } as SetupCommand;
  const commands = record.commands as Command[];
  const states: GameState[] = [];
  let state: GameState | undefined;
  for (const command of [setup, ...commands]) {
    const next = applyCommand(state, command);
    if (!next.ok) throw new Error(say(next.error.message));
    state = next.value;
    states.push(state);
  }
  return { record, setup, commands, states };
}

/** A short two-player Big Box game with the Church and Muslim Granada, whose Church card is taken and moves black caballeros. */
const game = playedGame({
  edition: 'bigbox',
  players: 2,
  length: 'short-fan',
  seed: 2,
  modules: ['granada-1995', 'church'],
});
/** A five-player game with Muslim Granada in which Granada falls at the end of a turn. */
const falling = playedGame({
  edition: 'classic',
  players: 5,
  length: 'short-fan',
  seed: 14,
  modules: ['granada-1995'],
});

/** The number of commands after the setup at which the table first holds `wanted`. */
const firstAt = (wanted: (state: GameState) => boolean, played: { states: GameState[] } = game): number => {
  const at = played.states.findIndex(wanted);
  if (at < 0) throw new Error('the game never reaches that table');
  return at;
};

describe('the Church and Muslim Granada on the screens', () => {
  const app = previewPage();
  let page: Page;
  beforeAll(() => void ({ page } = app));

  /** The game imported through the games list, cut after `count` commands. */
  const openAt = (count: number, title: string, played: { record: GameRecord } = game) =>
    importRecordAt(page, app.url, played.record, count, title);
  const openNewGame = async () => {
    await page.goto(`${app.url}#/`);
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await page.getByText(/^Variants and expansions/).click();
  };
  const moduleBox = (name: string) =>
    page
      .getByRole('group', { name: 'Variants and expansions', exact: true })
      .getByRole('checkbox', { name, exact: true });
  const churchRegion = (which: 'first' | 'second') => page.getByLabel(`The Church's ${which} region`, { exact: true });

  it("asks for the Church's two regions only with the Church, and refuses a start with one missing, in words", async () => {
    await page.setViewportSize(PORTRAIT);
    await openNewGame();
    expect(await churchRegion('first').count()).toBe(0);
    await moduleBox(CHURCH).click();
    await churchRegion('first').waitFor();
    // The King's region and the homes are not offered: the Church's cards are drawn after theirs.
    const offered = await churchRegion('first').locator('option').allTextContents();
    expect(offered).not.toContain(EDITIONS.classic.areaName('galicia'));
    expect(offered).not.toContain(EDITIONS.classic.areaName('castilla-la-nueva'));
    await churchRegion('first').selectOption({ label: EDITIONS.classic.areaName('granada') });
    await page.getByRole('button', { name: 'Start the game', exact: true }).click();
    await page.getByText(/^Name the two region cards drawn for the Church/).waitFor();
    expect(await page.getByText(/^Every entry/).count()).toBe(0);
    await moduleBox(CHURCH).click();
    expect(await churchRegion('first').count()).toBe(0);
  });

  it('draws the Church its two regions from the same cards as the King and the homes, never a Muslim Granada', async () => {
    await openNewGame();
    await moduleBox(CHURCH).click();
    await moduleBox(GRANADA).click();
    const regionOf = (label: string) => page.getByLabel(label, { exact: true }).inputValue();
    for (let draw = 0; draw < 5; draw += 1) {
      await page.getByRole('button', { name: 'Draw the region cards', exact: true }).click();
      const drawn = [
        await regionOf("King's region"),
        await regionOf("Red player's home region"),
        await regionOf("Blue player's home region"),
        await regionOf("Yellow player's home region"),
      ];
      const church = [await churchRegion('first').inputValue(), await churchRegion('second').inputValue()];
      expect(drawn).not.toContain('granada');
      expect(new Set([...drawn, ...church]).size).toBe(6);
    }
    await page.getByLabel('Title', { exact: true }).fill('Drawn with the Church');
    await page.getByRole('button', { name: 'Start the game', exact: true }).click();
    await page.getByText('Every entry (1)', { exact: true }).waitFor();
  });

  it("the Church's region fields are targets of at least 44 px in portrait and landscape, and the form is axe clean", async () => {
    for (const size of [PORTRAIT, LANDSCAPE]) {
      await page.setViewportSize(size);
      await openNewGame();
      await moduleBox(CHURCH).click();
      for (const which of ['first', 'second'] as const) {
        const box = await churchRegion(which).boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(44);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(size.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      expect(await violations(page)).toEqual([]);
    }
    await page.setViewportSize(PORTRAIT);
  });

  it('shows the black caballeros on the map as the Church, who holds its marker, and Granada as the engine has it', async () => {
    const at = firstAt((s) => s.modules?.holders?.church != null && s.phase === 'turns');
    const state = game.states[at]!;
    await openAt(at, 'Church held');
    const map = page.getByRole('group', { name: /^Board map/ }).first();
    const black = AREA_IDS.filter((area) => (state.areas[area]?.church ?? 0) > 0);
    expect(black.length).toBeGreaterThan(0);
    for (const area of black) {
      const label = await map
        .getByRole('button', { name: new RegExp(`^${EDITIONS.bigbox.areaName(area)};`) })
        .getAttribute('aria-label');
      expect(label).toContain(`the Church ${state.areas[area]?.church}`);
    }
    const status = page.getByRole('region', { name: 'Variants at this table', exact: true });
    const holder = state.modules?.holders?.church ?? '';
    expect(await status.getByText(`${nameOf(state, holder)} holds the Church marker`, { exact: false }).count()).toBe(
      1,
    );
    expect(await status.textContent()).toContain(say(granadaStatus(state)?.words ?? ''));
    const granada = await map.getByRole('button', { name: /^Granada/ }).getAttribute('aria-label');
    expect(granada).toContain(state.modules?.granada === 'muslim' ? 'Muslim' : '');
    for (const size of [PORTRAIT, LANDSCAPE]) {
      await page.setViewportSize(size);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      expect(await violations(page)).toEqual([]);
    }
    await page.setViewportSize(PORTRAIT);
  });

  it('turns over pile 6 with the Church card lying there every round', async () => {
    const at = firstAt((s) => s.phase === 'reveal' && s.round > 1);
    await openAt(at, 'Church pile');
    await page.getByText('Stack 6: The Church card (there every round)', { exact: true }).waitFor();
  });

  it("offers the Church holder's extra caballero when replenishing, saying why", async () => {
    const at = firstAt((s) => (replenishChoice(s)?.extra ?? 0) > 0);
    const choice = replenishChoice(game.states[at]!)!;
    await openAt(at, 'Church extra');
    const step = page.getByRole('group', { name: 'Caballeros to the court' });
    await step
      .getByText(`You may bring ${choice.extra} more from the provinces (as holder of the Church marker)`, {
        exact: false,
      })
      .waitFor();
    const more = step.getByRole('button', { name: 'One more: From the provinces', exact: true }).first();
    for (let i = 0; i < choice.extra; i += 1) await more.click();
    expect(await step.getByText(`Bring ${choice.fromProvinces + choice.extra} caballeros to the court`).count()).toBe(
      1,
    );
    const box = await more.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  });

  it('refuses a tap on a Muslim Granada during a placement, in the engine’s words', async () => {
    const at = firstAt(
      (s) =>
        placementChoice(s) !== undefined &&
        s.modules?.granada === 'muslim' &&
        placementRefusal(s, {}, 'granada') !== undefined,
    );
    const refusal = placementRefusal(game.states[at]!, {}, 'granada')!;
    await openAt(at, 'Granada refused');
    // Inactive areas are aria-disabled, yet a tap on one is answered with why.
    await tapAnyway(
      page
        .getByRole('group', { name: /^Board map/ })
        .first()
        .getByRole('button', { name: /^Granada/ }),
    );
    const note = page.locator('.map-note');
    await note.waitFor();
    expect(await note.textContent()).toContain(say(refusal.message).replace(/\.$/, ''));
  });

  it("enters the Church card's special action, moving black caballeros by their name, and hands its marker over", async () => {
    const at = firstAt((s) => s.turn?.card?.id === 'classic/church-card' && s.turn.special === 'open');
    const next = game.commands.slice(at).find((c) => c.type === 'special');
    if (next?.type !== 'special' || next.action.kind !== 'moves') throw new Error('no Church action follows');
    expect(next.action.moves.some((m) => m.owner === 'church')).toBe(true);
    const index = game.commands.indexOf(next);
    await openAt(index, 'Church action');
    const t = createTapper(page);
    await enterNext(t, tableNames(game.setup), next, game.commands[index + 1]);
    await page.getByText(`Every entry (${index + 2})`, { exact: true }).waitFor();
    const after = game.states[index + 1]!;
    const status = page.getByRole('region', { name: 'Variants at this table', exact: true });
    await status.getByText(`${nameOf(after, next.player)} holds the Church marker`, { exact: false }).waitFor();
  });

  it('says on screen the moment Granada falls, with what it scored', async () => {
    const at = firstAt((s) => s.modules?.granada === 'conquered', falling) - 1;
    const before = falling.states[at]!;
    await openAt(at, 'Granada falls', falling);
    const status = page.getByRole('region', { name: 'Variants at this table', exact: true });
    expect(await status.textContent()).toContain(say(granadaStatus(before)?.words ?? ''));
    const t = createTapper(page);
    await enterNext(t, tableNames(falling.setup), falling.commands[at]!, falling.commands[at + 1]);
    const fell = granadaStatus(falling.states[at + 1]!);
    expect(fell?.granada).toBe('conquered');
    await status.getByText(say(fell?.words ?? ''), { exact: false }).waitFor();
    // Said in the variants' panel, and above the next step, where the table looks.
    const fallen = /Granada has fallen in round \d+: it is an ordinary region now; it scored /;
    await status.getByRole('status').getByText(fallen).waitFor();
    await page.getByRole('status').and(page.locator('.entry-events')).getByText(fallen).waitFor();
  });

  it("offers the Church holder's extra caballero when placing, wherever they go, saying why", async () => {
    const at = firstAt((s) => {
      const choice = placementChoice(s);
      return choice !== undefined && choice.most > choice.limit && s.modules?.holders?.church === choice.player;
    });
    const choice = placementChoice(game.states[at]!)!;
    await openAt(at, 'Church placement');
    // The reasons for more than the card's number, one tap away under the step's controls.
    await page.getByText(`Where, and why up to ${choice.most}`, { exact: true }).click();
    await page
      .getByText(
        `Up to ${choice.most} caballeros wherever they go: 1 more than the card's number, as holder of the Church marker; 1995 rules, “The Church”.`,
        { exact: true },
      )
      .waitFor();
    const counts = page.getByRole('group', { name: 'Caballeros to place', exact: true });
    expect(await counts.getByText(`0 of ${choice.most}`, { exact: false }).count()).toBe(1);
  });

  for (const { seed, at, region, as } of [
    { seed: 1, at: 36, region: 'cataluna', as: 'as your own' },
    { seed: 5, at: 31, region: 'pais-vasco', as: "as others'" },
  ] as const) {
    it(`offers the Church's black caballeros on a moving card ${as === 'as your own' ? "as the holder's own" : "as others' to a player not holding the marker"}`, async () => {
      const played = playedGame({
        edition: 'bigbox',
        players: 2,
        length: 'short-fan',
        seed,
        modules: ['granada-1995', 'church'],
      });
      const state = played.states[at]!;
      const mover = state.turn?.player ?? '';
      expect(state.modules?.holders?.church === mover).toBe(as === 'as your own');
      await openAt(at, `Moving black caballeros ${seed}`, played);
      const first = page.getByRole('radio', { name: 'Special action first', exact: true });
      if ((await first.count()) > 0) await first.click();
      const from = page.getByRole('radiogroup', { name: 'Move from', exact: true });
      await from.getByRole('radio', { name: EDITIONS.bigbox.areaName(region), exact: true }).click();
      const whose = page.getByRole('radiogroup', { name: 'Whose caballeros', exact: true });
      const church = whose.getByRole('radio', { name: new RegExp(`^the Church \\(\\d+\\), ${as}$`) });
      await church.click();
      expect(await church.getAttribute('aria-checked')).toBe('true');
      const box = await church.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await page.getByRole('radiogroup', { name: /^Move the Church's caballeros from / }).waitFor();
    });
  }
});
