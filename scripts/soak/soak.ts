// npm run soak -- [--kills N] [--seed S]: kills Chromium hard, N times, while games are played through the
// app's screens, and checks after each kill that nothing the screen showed as done was lost. Progress
// goes to standard error; one JSON summary to standard output. Exit 0 when nothing was lost or failed and
// the negative control saw its loss (Chromium throwing a database of the app away after a kill, which
// it sometimes does, is no excuse: the app keeps a second copy); 1 for anything else; 2 for bad
// arguments or a run that broke off.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fieldOf } from '../../src/rules';
import { servePreview } from '../../test/browser/support/servers';
import { ensureBuilt } from '../drive/ensureBuilt';
import { parseArgs } from './args';
import { RECORDS } from './gameUnderTest';
import { killAll } from './killableChromium';
import { pickKillMoment } from './killMoments';
import { negativeControl } from './negativeControl';
import { seededSource } from './random';
import { soak } from './soakRun';

const log = (line: string) => process.stderr.write(`${line}\n`);

const parsed = parseArgs(process.argv.slice(2));
if (!parsed.ok) {
  log(parsed.line);
  process.exit(2);
}
const { kills, seed } = parsed.args;
log(`soak: ${kills} kills, seed ${seed} (repeat with --seed ${seed})`);
const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);
const profile = mkdtempSync(join(tmpdir(), 'el-grande-soak-'));
let server: Awaited<ReturnType<typeof servePreview>> | undefined;
try {
  ensureBuilt(log);
  server = await servePreview();
  const control = await negativeControl(server.url, log);
  log(
    `control: took ${control.entriesTakenAway} entry away, the check reported ${control.lostReported} lost: ${control.detected ? 'detected' : 'NOT detected'}`,
  );
  const random = seededSource(seed);
  const tally = await soak({
    url: server.url,
    profile,
    kills,
    pickMoment: () => pickKillMoment(random),
    firstRecord: random.between(0, RECORDS.length - 1),
    log,
  });
  const summary = {
    kills: tally.kills,
    acknowledged: tally.acknowledged,
    lost: tally.lost,
    discardedByChromium: tally.discardedByChromium,
    gamesFailedToOpen: tally.gamesFailedToOpen,
    logsFailedToReplay: tally.logsFailedToReplay,
    seed,
    negativeControl: control,
    killsWithWriteInFlight: tally.killsWithWriteInFlight,
    inFlightLanded: tally.inFlightLanded,
    moments: tally.moments,
    games: tally.games,
    gamesFinished: tally.gamesFinished,
    databaseStartedAfresh: tally.databaseStartedAfresh,
    problems: tally.problems,
    seconds: seconds(),
  };
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  const clean =
    tally.lost === 0 &&
    tally.gamesFailedToOpen === 0 &&
    tally.logsFailedToReplay === 0 &&
    tally.problems.length === 0 &&
    control.detected;
  process.exitCode = clean ? 0 : 1;
} catch (error) {
  log(`the soak broke off after ${seconds()} s: ${String(fieldOf(error, 'message'))} (seed ${seed})`);
  process.exitCode = 2;
} finally {
  killAll();
  await server?.stop();
  rmSync(profile, { recursive: true, force: true });
}
