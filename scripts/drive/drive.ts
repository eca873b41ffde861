// npm run --silent drive -- RECORD: plays a game record through the app's screens, as a table would.
import { readFileSync } from 'node:fs';
import { readJsonArgument } from '../../src/cli/readJsonArgument';
import { runMain } from '../../src/cli/runMain';
import { runReplay } from '../../src/cli/runReplay';
import { recordLog } from '../../src/record/recordLog';
import { parseRecord } from '../../src/record/schema';
import { AREA_IDS, type SetupCommand } from '../../src/rules';
import { openBrowser } from '../../test/browser/support/chromium';
import { servePreview } from '../../test/browser/support/servers';
import { ensureBuilt } from './ensureBuilt';
import { enterNext, tableNames } from './enterCommand';
import { enterSetup } from './enterSetup';
import { readTable } from './readTable';
import { createTapper, NotOffered } from './tapper';

/** How long a step may take to be stored and shown: far above a quiet machine's fraction of a second, for a busy one. */
const PATIENCE_MS = 60_000;

const USAGE = 'usage: npm run --silent drive -- RECORD   (RECORD is a game record file, or - for standard input)';

/** The same counts, whatever the order of their keys. */
const sameCounts = (a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, n]) => b[id] === n);

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

async function drive(args: readonly string[], read: (file: string) => Promise<string>) {
  const input = await readJsonArgument(args, read, { what: 'game record', usage: USAGE });
  if (!input.ok) return { code: 2, stdout: '', stderr: `${input.error.message}\n` };
  const parsed = parseRecord(input.value.json);
  if (!parsed.ok) return { code: 2, stdout: '', stderr: `${parsed.error.message}\n` };
  const [setup, ...commands] = recordLog(parsed.value) as [SetupCommand, ...ReturnType<typeof recordLog>];
  const notes: string[] = [];
  ensureBuilt((line) => process.stderr.write(`${line}\n`));
  const server = await servePreview();
  const browser = await openBrowser();
  try {
    const page = await browser.context.newPage();
    const t = createTapper(page);
    const names = tableNames(setup);
    let index = -1;
    const history = page.getByText(/^Every entry \(\d+\)$/);
    let entries = 1;
    try {
      await page.goto(`${server.url}#/games`);
      await enterSetup(t, setup, parsed.value.title ?? 'Driven game');
      await history.waitFor({ timeout: PATIENCE_MS }).catch(() => {
        throw new NotOffered('the game screen after the setup');
      });
      for (let i = 0; i < commands.length; ) {
        index = i;
        const before = t.taps;
        const entered = await enterNext(t, names, commands[i]!, commands[i + 1]);
        if (entered.entries > 0) {
          entries += entered.entries;
          // One wait for whichever the screen shows: a wait left running per entry would slow every later step.
          const stored = page.getByText(`Every entry (${entries})`, { exact: true });
          const refusal = page.locator('.refusal').first();
          await stored
            .or(refusal)
            .first()
            .waitFor({ timeout: PATIENCE_MS })
            .catch(() => {
              throw new NotOffered(`the step for ${commands[i]!.type} was not taken by the screen`);
            });
          if (!(await stored.isVisible())) {
            throw new NotOffered(
              (await refusal.locator('p').first().textContent()) ?? 'refused',
              (await refusal.getAttribute('data-code')) ?? undefined,
            );
          }
        }
        notes.push(
          `${i}\t${commands
            .slice(i, i + entered.commands)
            .map((c) => c.type)
            .join('+')}\t${t.taps - before}`,
        );
        i += entered.commands;
      }
    } catch (error) {
      if (!(error instanceof NotOffered)) throw error;
      const refused = { index, message: error.message, ...(error.code ? { code: error.code } : {}) };
      return { code: 3, stdout: json({ refused }), stderr: `taps: ${t.taps}\n` };
    }
    const download = page.waitForEvent('download');
    await t.tap(page.getByRole('button', { name: 'Export this game', exact: true }), 'exporting the game');
    const file = await (await download).path();
    const exported = readFileSync(file, 'utf8');
    const replayed = await runReplay(['-'], async () => exported);
    if (replayed.code !== 0)
      return { code: 1, stdout: '', stderr: `the exported record does not replay: ${replayed.stderr}` };
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
    await server.stop();
  }
}

await runMain(drive, 'driving the screens');
