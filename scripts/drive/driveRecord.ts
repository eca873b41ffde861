import { readFileSync } from 'node:fs';
import type { Outcome } from '../../src/cli/runMain';
import { runReplay } from '../../src/cli/runReplay';
import { recordLog } from '../../src/record/recordLog';
import { type GameRecord, parseRecord } from '../../src/record/schema';
import { AREA_IDS, type Command } from '../../src/rules';
import type { TablePrefs } from '../../src/session/tablePrefs';
import { openBrowser } from '../../test/browser/support/chromium';
import { enterNext, tableNames } from './enterCommand';
import { enterSetup } from './enterSetup';
import { checkPlayer } from './playerOnScreen';
import { readTable } from './readTable';
import { firstDifference } from './sameCommands';
import { createTapper, NotOffered } from './tapper';

/** The same counts, whatever the order of their keys. */
const sameCounts = (a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, n]) => b[id] === n);

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Starts a game from the record's setup alone, imported through the games list, and opens it. */
async function importSetup(t: ReturnType<typeof createTapper>, record: GameRecord, title: string) {
  const { page } = t;
  const opening = { ...record, title, commands: [] };
  await page.getByRole('heading', { name: 'Games on this device' }).waitFor();
  await page
    .getByLabel('Import a game record', { exact: true })
    .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(opening)) });
  await t.tap(page.getByRole('button', { name: `Continue ${title}`, exact: true }), 'opening the imported setup');
}

/**
 * Plays a checked record through the app served at `url`, in a browser of its own, as a table
 * would (set up with `prefs`, such as memory mode): each command by the player it names, on the screen that
 * player has in front of them. Then
 * exports the game and requires the record's own commands back, and the table on screen to be the
 * export's. Exit 0 with the export's summary; 3 naming the first command the screens did not take;
 * 1 when the export or the screen differ.
 */
export async function driveRecord(record: GameRecord, url: string, prefs: Partial<TablePrefs> = {}): Promise<Outcome> {
  const [setup, ...commands] = recordLog(record);
  const notes: string[] = [];
  // The record's commands as the screens took them, which the app should now hold: all but those
  // passed over as changing nothing, and disks the screen did not ask for (they change nothing either).
  const entered: { index: number; command: Command }[] = [];
  const browser = await openBrowser();
  try {
    const page = await browser.context.newPage();
    const t = createTapper(page);
    const names = tableNames(setup);
    let index = -1;
    const history = page.getByText(/^Every entry \(\d+\)$/);
    let entries = 1;
    try {
      await page.goto(`${url}#/games`);
      // The new-game screen names no variants or expansions yet: such a game starts from its setup imported.
      if (setup.modules?.length) await importSetup(t, record, record.title ?? 'Driven game');
      else await enterSetup(t, setup, record.title ?? 'Driven game', prefs);
      await history.waitFor({ timeout: 10_000 }).catch(() => {
        throw new NotOffered('the game screen after the setup');
      });
      for (let i = 0; i < commands.length; ) {
        index = i;
        const before = t.taps;
        await checkPlayer(t, names, commands[i]!);
        const step = await enterNext(t, names, commands[i]!, commands[i + 1]);
        if (step.entries > 0) {
          entries += step.entries;
          step.entered.forEach((command, k) => entered.push({ index: i + k, command }));
          // Only once the entry fails to come is a refusal on screen read as the reason: a form may
          // show one for what is entered so far (an empty intrigue the card does not allow) while the
          // step it is on is skipped.
          await page
            .getByText(`Every entry (${entries})`, { exact: true })
            .waitFor({ timeout: 10_000 })
            .catch(async () => {
              const refusal = page.locator('.refusal').first();
              if (!(await t.visible(refusal)))
                throw new NotOffered(`the step for ${commands[i]!.type} was not taken by the screen`);
              throw new NotOffered(
                (await refusal.locator('p').first().textContent()) ?? 'refused',
                (await refusal.getAttribute('data-code')) ?? undefined,
              );
            });
        }
        notes.push(
          `${i}\t${commands
            .slice(i, i + step.commands)
            .map((c) => c.type)
            .join('+')}\t${t.taps - before}`,
        );
        i += step.commands;
      }
    } catch (error) {
      if (!(error instanceof NotOffered)) throw error;
      const refused = { index, message: error.message, ...(error.code ? { code: error.code } : {}) };
      return { code: 3, stdout: json({ refused }), stderr: `taps: ${t.taps}\n` };
    }
    const download = page.waitForEvent('download');
    await t.tap(page.getByRole('button', { name: 'Export this game', exact: true }), 'exporting the game');
    const exported = readFileSync(await (await download).path(), 'utf8');
    const replayed = await runReplay(['-'], async () => exported);
    if (replayed.code !== 0)
      return { code: 1, stdout: '', stderr: `the exported record does not replay: ${replayed.stderr}` };
    const parsed = parseRecord(JSON.parse(exported));
    if (!parsed.ok)
      return { code: 1, stdout: '', stderr: `the exported record does not read back: ${parsed.error.message}\n` };
    const differs = firstDifference(entered, parsed.value.commands);
    if (differs) return { code: 1, stdout: '', stderr: `the app holds other commands than the record: ${differs}\n` };
    const summary = JSON.parse(replayed.stdout) as {
      scores: Record<string, number>;
      areas: Record<string, Record<string, number>>;
    };
    const shown = await readTable(page, names);
    const expectedScores = Object.fromEntries(setup.players.map((p) => [p.id, summary.scores[p.id] ?? 0]));
    if (
      !sameCounts(shown.scores, expectedScores) ||
      AREA_IDS.some((area) => !sameCounts(shown.areas[area] ?? {}, summary.areas[area] ?? {}))
    ) {
      return {
        code: 1,
        stdout: '',
        stderr: `the screen shows another table than the export: ${JSON.stringify(shown)}\n`,
      };
    }
    const perCommand = process.env.DRIVE_TAPS === 'each' ? `${notes.join('\n')}\n` : '';
    return { code: 0, stdout: replayed.stdout, stderr: `${perCommand}taps: ${t.taps}\n` };
  } finally {
    await browser.close();
  }
}
