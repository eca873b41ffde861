// Chromium started by hand rather than by playwright-core's launcher, so that it leads a process group
// of its own and can be killed as a power cut or the system would kill it: every process at once, by
// SIGKILL, with no chance to flush or close anything. playwright-core only connects to it.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../test/browser/support/chromium';

export interface KillableChromium {
  readonly browser: Browser;
  /** The profile's own context: its IndexedDB is what the next Chromium on this profile reads. */
  readonly context: BrowserContext;
  /** SIGKILL to the whole process group; resolves once no process of it is left running. */
  kill(): Promise<void>;
}

/** Groups still alive: none may outlive the soak, however it ends. */
const running = new Set<number>();
const killGroup = (pgid: number) => {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // Already gone.
  }
};

/** Kills every Chromium still running: a run that broke off leaves none behind (nor waits on one). */
export const killAll = (): void => running.forEach(killGroup);
process.once('exit', killAll);
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(code);
  });
}

/** Processes of a group not yet dead (a zombie is dead: it only waits to be reaped). Linux's /proc. */
function alive(pgid: number): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended while listed
    }
    // pid (comm) state ppid pgrp …; comm may hold spaces and brackets, so read from the last ')'.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z' && state !== 'X') found.push(Number(name));
  }
  return found;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function debuggingPort(child: ChildProcess, portFile: string): Promise<number> {
  for (let waited = 0; waited < 30_000; waited += 25) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`Chromium ended as it started (${child.exitCode ?? child.signalCode})`);
    const line = existsSync(portFile) ? readFileSync(portFile, 'utf8').split('\n')[0] : '';
    if (line && /^\d+$/.test(line)) return Number(line);
    await pause(25);
  }
  throw new Error('Chromium did not open its debugging port within 30 s');
}

/** Starts Chromium on `profile` (kept between starts, as a device keeps its browser's data) and connects to it. */
export async function launchKillable(profile: string): Promise<KillableChromium> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}: install Debian's chromium package (apt-get install -y chromium)`,
    );
  // The file a killed Chromium left behind names a port nobody listens on any more.
  const portFile = join(profile, 'DevToolsActivePort');
  rmSync(portFile, { force: true });
  const child = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_ARGS,
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      '--window-size=1280,900',
      'about:blank',
    ],
    {
      detached: true, // its own process group, led by this process: -pid reaches every one it starts
      stdio: 'ignore',
    },
  );
  const pgid = child.pid;
  if (pgid === undefined) throw new Error(`Chromium could not be started from ${CHROMIUM}`);
  running.add(pgid);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${await debuggingPort(child, portFile)}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium opened without its profile context');
    return {
      browser,
      context,
      async kill() {
        killGroup(pgid);
        await exited;
        for (let waited = 0; alive(pgid).length > 0; waited += 25) {
          if (waited >= 10_000)
            throw new Error(`processes ${alive(pgid).join(', ')} of Chromium's group outlived SIGKILL`);
          await pause(25);
        }
        running.delete(pgid);
        // The connection learns of the kill by itself; this only drops what is left of it.
        await browser.close().catch(() => undefined);
      },
    };
  } catch (error) {
    killGroup(pgid);
    running.delete(pgid);
    throw error;
  }
}
