import { readFileSync, writeFileSync } from 'node:fs';
import type { Outcome } from '../../src/cli/runMain';
import { runReplay } from '../../src/cli/runReplay';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { nodeSpeaker } from '../../src/i18n/nodeCatalogs';
import { recordLog } from '../../src/record/recordLog';
import { type GameRecord, parseRecord } from '../../src/record/schema';
import { applyCommand, type Command, type GameState, type SetupCommand } from '../../src/rules';
import type { TablePrefs } from '../../src/session/tablePrefs';
import { openBrowser } from '../../test/browser/support/chromium';
import { enterNext, tableNames } from './enterCommand';
import { enterSetup } from './enterSetup';
import { checkPlayer } from './playerOnScreen';
import { readTable } from './readTable';
import { firstDifference } from './sameCommands';
import { messagePattern, say } from './speech';
import { createTapper, NotOffered } from './tapper';

/** The same counts, whatever the order of their keys. */
const sameCounts = (a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, n]) => b[id] === n);

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Plays a checked record through the app served at `url`, in a browser of its own set to `language`
 * (the app speaks it from its first screen), as a table would (set up with `prefs`, such as memory
 * mode): each command by the player it names, on the screen that player has in front of them, every
 * control found by its name in that language. Then
 * exports the game and requires the record's own commands back, and the table on screen to be the
 * export's. Exit 0 with the export's summary; 3 naming the first command the screens did not take;
 * 1 when the export or the screen differ.
 */
/** How long a control may take to come before the screen is taken not to offer it. */
const PATIENCE_MS = 10_000;

export async function driveRecord(
  record: GameRecord,
  url: string,
  prefs: Partial<TablePrefs> = {},
  language: Language = 'en',
): Promise<Outcome> {
  const [setup, ...commands] = recordLog(record);
  const notes: string[] = [];
  // The record's commands as the screens took them, which the app should now hold: all but those
  // passed over as changing nothing, and disks the screen did not ask for (they change nothing either).
  const entered: { index: number; command: Command }[] = [];
  const browser = await openBrowser(undefined, { locale: LANGUAGES[language].locale });
  try {
    const page = await browser.context.newPage();
    // DRIVE_SLOWDOWN=n: the page's CPU slowed n times, as a loaded machine runs it, to find steps that race the screen.
    const slowdown = Number(process.env.DRIVE_SLOWDOWN ?? 1);
    if (slowdown > 1)
      await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const speaker = nodeSpeaker(language);
    // A loaded machine may take seconds to write an entry to disk: a control is given that long to come.
    const t = createTapper(page, PATIENCE_MS, speaker);
    const names = tableNames(setup, speaker);
    // The table each command is entered on, as the engine has it: France's spaces are found through its options.
    const opening = applyCommand(undefined, setup);
    let state: GameState | undefined = opening.ok ? opening.value : undefined;
    let index = -1;
    const history = page.getByText(messagePattern(speaker, 'game.history.every', { count: /\d+/ }));
    let entries = 1;
    try {
      await page.goto(`${url}#/games`);
      await page
        .getByRole('heading', { name: speaker.message('newGame.heading'), exact: true })
        .waitFor({ timeout: 10_000 });
      const spoken = await page.getAttribute('html', 'lang');
      if (spoken !== language) throw new Error(`the app speaks ${spoken ?? 'no language'}, not ${language}`);
      await enterSetup(t, setup, record.title ?? 'Driven game', prefs);
      await history.waitFor({ timeout: 10_000 }).catch(() => {
        throw new NotOffered('the game screen after the setup');
      });
      for (let i = 0; i < commands.length; ) {
        index = i;
        const before = t.taps;
        await checkPlayer(t, names, commands[i]!);
        const step = await enterNext(t, names, commands[i]!, commands[i + 1], state);
        if (step.entries > 0) {
          entries += step.entries;
          step.entered.forEach((command, k) => entered.push({ index: i + k, command }));
          // Only once the entry fails to come is a refusal on screen read as the reason: a form may
          // show one for what is entered so far (an empty intrigue the card does not allow) while the
          // step it is on is skipped.
          await page
            .getByText(speaker.message('game.history.every', { count: entries }), { exact: true })
            .waitFor({ timeout: 2 * PATIENCE_MS })
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
        for (const command of commands.slice(i, i + step.commands)) {
          const next: ReturnType<typeof applyCommand> | undefined = state && applyCommand(state, command);
          state = next?.ok ? next.value : undefined;
        }
        i += step.commands;
      }
    } catch (error) {
      if (!(error instanceof NotOffered)) throw error;
      // DRIVE_SCREEN=file: what the screen showed when the step was not offered, for the one who looks into it.
      const shot = process.env.DRIVE_SCREEN;
      if (shot) writeFileSync(shot, await page.locator('main').ariaSnapshot());
      const refused = { index, message: error.message, ...(error.code ? { code: error.code } : {}) };
      return { code: 3, stdout: json({ refused }), stderr: `taps: ${t.taps}\n` };
    }
    const download = page.waitForEvent('download');
    await t.tap(
      page.getByRole('button', { name: speaker.message('game.exportThis'), exact: true }),
      'exporting the game',
    );
    const exported = readFileSync(await (await download).path(), 'utf8');
    const replayed = await runReplay(['-'], async () => exported);
    if (replayed.code !== 0)
      return { code: 1, stdout: '', stderr: `the exported record does not replay: ${replayed.stderr}` };
    const parsed = parseRecord(JSON.parse(exported));
    if (!parsed.ok)
      return { code: 1, stdout: '', stderr: `the exported record does not read back: ${say(parsed.error.message)}\n` };
    const modulesDiffer = otherModules(setup, parsed.value.setup);
    if (modulesDiffer) return { code: 1, stdout: '', stderr: `the app holds other ${modulesDiffer} than the record\n` };
    const held = applyCommand(undefined, recordLog(parsed.value)[0]);
    if (!held.ok) return { code: 1, stdout: '', stderr: `the exported setup is refused: ${say(held.error.message)}\n` };
    const differs = firstDifference(held.value, entered, parsed.value.commands);
    if (differs) return { code: 1, stdout: '', stderr: `the app holds other commands than the record: ${differs}\n` };
    const summary = JSON.parse(replayed.stdout) as {
      scores: Record<string, number>;
      areas: Record<string, Record<string, number>>;
    };
    const shown = await readTable(page, names);
    const expectedScores = Object.fromEntries(setup.players.map((p) => [p.id, summary.scores[p.id] ?? 0]));
    if (
      !sameCounts(shown.scores, expectedScores) ||
      [...new Set([...Object.keys(shown.areas), ...Object.keys(summary.areas)])].some(
        (area) => !sameCounts(shown.areas[area] ?? {}, summary.areas[area] ?? {}),
      )
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

/** Which of the setup's variants and expansions or their readings the app holds otherwise, in whatever order. */
function otherModules(wanted: ModulesOf, held: ModulesOf): string | undefined {
  const modules = (setup: ModulesOf) => JSON.stringify([...(setup.modules ?? [])].sort());
  const readings = (setup: ModulesOf) =>
    JSON.stringify(Object.entries(setup.moduleOptions ?? {}).sort(([a], [b]) => a.localeCompare(b)));
  if (modules(wanted) !== modules(held)) return `variants and expansions (${modules(held)})`;
  if (readings(wanted) !== readings(held)) return `readings (${readings(held)})`;
  return undefined;
}

type ModulesOf = Pick<SetupCommand, 'modules' | 'moduleOptions'>;
