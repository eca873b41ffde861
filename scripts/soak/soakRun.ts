import type { Page } from 'playwright-core';
import { fieldOf } from '../../src/rules';
import { historyCount } from '../../test/browser/support/playRecord';
import { reopenAndCheck } from './checkGame';
import { watchDatabaseUpgrades } from './databaseWatch';
import { finished, type GameUnderTest, newGameUnderTest, RECORDS } from './gameUnderTest';
import { launchKillable } from './killableChromium';
import { createKillSwitch, describeMoment, type KillMoment, type KillSwitch } from './killMoments';
import { createLedger } from './ledger';
import { countedTapper, playOn, startGame } from './playGame';
import { watchEntriesShown } from './screenWatch';
import { countCheck, describeCheck, emptyTally, type SoakTally } from './tally';
import { watchGameWrites } from './writeWatch';

export interface SoakOptions {
  /** The built app, served for the whole run: IndexedDB belongs to its origin. */
  readonly url: string;
  /** Chromium's profile folder, kept across every kill. */
  readonly profile: string;
  readonly kills: number;
  readonly pickMoment: () => KillMoment;
  /** The record the first game plays (the next games take the records in turn). */
  readonly firstRecord: number;
  /** Done in the reopened browser before the check (the negative control takes an entry away here). */
  readonly beforeCheck?: (page: Page, game: GameUnderTest) => Promise<void>;
  readonly log: (line: string) => void;
}

/**
 * Plays games through the screens in a Chromium that is killed at the chosen moment, `kills` times;
 * after each kill a new Chromium on the same profile reopens the game and checks it, and play goes
 * on from where the stored game stands. After the last kill, every game played is opened once more.
 */
export async function soak(options: SoakOptions): Promise<SoakTally> {
  const { url, profile, kills, log } = options;
  const tally = emptyTally();
  const games: GameUnderTest[] = [];
  let current: GameUnderTest | undefined;
  let writesInFlightAtKill = 0;
  const databaseCreated = { main: false, copy: false };
  const ledger = createLedger();

  for (let life = 0; ; life += 1) {
    const chromium = await launchKillable(profile);
    const last = life === kills;
    const moment = last ? undefined : options.pickMoment();
    let writes = 0;
    let acknowledgedHere = 0;
    let playing = false;
    const kill: KillSwitch | undefined =
      moment &&
      createKillSwitch(moment, () => {
        writesInFlightAtKill = Math.max(0, writes - acknowledgedHere);
        return chromium.kill();
      });
    // Every game write is one entry (the setup, a command, each half of a card taken with caballeros).
    await watchGameWrites(chromium.context, {
      writeStarted: () => {
        writes += 1;
        kill?.onWrite();
      },
      entryWritten: ledger.record,
    });
    // The screen shows an entry as done: acknowledged, at once (a kill may be waiting for it).
    await watchEntriesShown(chromium.context, (entries) => {
      if (!playing || !current || entries <= current.acknowledged) return;
      tally.acknowledged += entries - current.acknowledged;
      acknowledgedHere += entries - current.acknowledged;
      current.acknowledged = entries;
      kill?.onAcknowledged();
    });
    await watchDatabaseUpgrades(chromium.context, ({ which, oldVersion, dataLoss, dataLossMessage }) => {
      if (oldVersion === 0 && databaseCreated[which]) {
        tally.databaseStartedAfresh.push({
          which,
          afterKill: life,
          ...(dataLoss ? { dataLoss } : {}),
          ...(dataLossMessage ? { dataLossMessage } : {}),
        });
        if (dataLoss === 'total') tally.discardedByChromium[which] += 1;
      }
      databaseCreated[which] = true;
    });
    const page = await chromium.context.newPage();

    if (current) {
      const acknowledged = current.acknowledged;
      if (options.beforeCheck) {
        await page.goto(`${url}#/games`);
        await page.getByRole('heading', { name: 'Games on this device', exact: true }).waitFor();
        await options.beforeCheck(page, current);
        await page.reload();
      }
      // The games list first, as a player sees it: it must say so if Chromium threw the database away.
      if (page.url() !== `${url}#/games`) await page.goto(`${url}#/games`);
      await page.getByRole('list', { name: 'Games by last played', exact: true }).waitFor({ state: 'attached' });
      const discarded = tally.databaseStartedAfresh.some(
        (d) => d.which === 'main' && d.afterKill === life && d.dataLoss === 'total',
      );
      if (discarded)
        await expectDiscardNotice(
          page,
          tally,
          life,
          games.some((g) => !g.abandoned && g.acknowledged > 0),
        );
      // Then the game, as after any kill: the second copy must have given back everything acknowledged.
      const checked = await reopenAndCheck(page, url, current, ledger);
      if (writesInFlightAtKill > 0) tally.killsWithWriteInFlight += 1;
      if (checked.shown > acknowledged) tally.inFlightLanded += 1;
      countCheck(tally, current, checked);
      log(`  reopened “${current.title}”: ${describeCheck(tally, life, acknowledged, checked, writesInFlightAtKill)}`);
    }

    if (last) {
      tally.gamesFinished = games.filter((g) => !g.abandoned && finished(g, g.acknowledged)).length;
      // Every other game played, opened once more: a later kill must not have harmed an earlier game.
      for (const game of games.filter((g) => g !== current && g.created && !g.abandoned)) {
        const acknowledged = game.acknowledged;
        const checked = await reopenAndCheck(page, url, game, ledger);
        countCheck(tally, game, checked);
        log(`  finally “${game.title}”: ${describeCheck(tally, life, acknowledged, checked, 0)}`);
      }
      await chromium.kill();
      return tally;
    }

    tally.kills += 1;
    tally.moments[moment!.kind] += 1;
    log(`kill ${life + 1}/${kills}: ${describeMoment(moment!)}`);
    const t = countedTapper(page, () => kill!.onTap());
    writes = 0;
    playing = true;
    kill!.start();
    try {
      for (;;) {
        if (!current || current.abandoned || finished(current, await historyCount(page))) {
          tally.games += 1;
          current = newGameUnderTest(RECORDS[(options.firstRecord + tally.games - 1) % RECORDS.length]!, tally.games);
          games.push(current);
          await startGame(page, url, t, current);
        }
        await playOn(page, t, current);
      }
    } catch (error) {
      if (!kill!.killed) {
        await kill!.fire();
        throw new Error(`play stopped before the kill, in “${current?.title}”: ${String(fieldOf(error, 'message'))}`);
      }
    }
    await kill!.fired;
  }
}

/**
 * After Chromium threw the main database away, the games list says so, and how many games the second copy
 * gave back.
 */
async function expectDiscardNotice(page: Page, tally: SoakTally, life: number, gamesStored: boolean): Promise<void> {
  const notice = page.getByRole('alert').filter({ hasText: 'threw it away' });
  if (
    !(await notice.waitFor({ timeout: 60_000 }).then(
      () => true,
      () => false,
    ))
  ) {
    tally.problems.push(`after kill ${life}, Chromium threw the database away and the games list did not say so`);
    return;
  }
  const text = (await notice.textContent()) ?? '';
  if (gamesStored && !/put back \d+ games? from the second copy/.test(text))
    tally.problems.push(
      `after kill ${life}, Chromium threw the database away and the notice put back no game: ${text}`,
    );
  await notice.getByRole('button', { name: 'Understood' }).click();
}
