import type { Source } from './random';

/**
 * When a kill lands, counted from the moment the soak starts (or goes on) playing in a fresh Chromium:
 * - `write`: `delayMs` after the app starts its `count`th write to a game's history (a write in flight);
 * - `tap`: `delayMs` after the `count`th tap lands (mid-step, or just after the tap that writes);
 * - `acknowledged`: as soon as the screen shows an entry as done for the `count`th time;
 * - `clock`: `count` milliseconds after play starts, wherever that falls.
 */
export type KillMoment = {
  readonly kind: 'write' | 'tap' | 'acknowledged' | 'clock';
  readonly count: number;
  readonly delayMs: number;
};

/** A kill moment picked at random: writes in flight weigh most, as a write is where a loss would come from. */
export function pickKillMoment(random: Source): KillMoment {
  const roll = random.next();
  if (roll < 0.45) return { kind: 'write', count: random.between(1, 6), delayMs: random.between(0, 12) };
  if (roll < 0.75) return { kind: 'tap', count: random.between(1, 18), delayMs: random.between(0, 30) };
  if (roll < 0.9) return { kind: 'clock', count: random.between(300, 6000), delayMs: 0 };
  return { kind: 'acknowledged', count: random.between(1, 4), delayMs: 0 };
}

export const describeMoment = (m: KillMoment): string =>
  ({
    write: `${m.delayMs} ms after game write ${m.count} starts`,
    tap: `${m.delayMs} ms after tap ${m.count}`,
    acknowledged: `as acknowledgement ${m.count} shows`,
    clock: `${m.count} ms into play`,
  })[m.kind];

/**
 * Counts taps, writes and acknowledgements in one Chromium's life and fires the kill at its moment,
 * once. `fired` resolves when the kill is done; after that every call into the killed browser fails,
 * which is how play learns of it.
 */
export function createKillSwitch(moment: KillMoment, kill: () => Promise<void>) {
  const seen = { write: 0, tap: 0, acknowledged: 0 };
  let started = false;
  let killing: Promise<void> | undefined;
  let clock: ReturnType<typeof setTimeout> | undefined;
  let settle: (done: Promise<void>) => void = () => undefined;
  const fired = new Promise<void>((resolve, reject) => (settle = (done) => done.then(resolve, reject)));
  fired.catch(() => undefined); // a failed kill is heard by whoever awaits `fired`, not as an unhandled rejection
  const fire = () => {
    if (killing) return killing;
    if (clock) clearTimeout(clock);
    killing = kill();
    settle(killing);
    return killing;
  };
  const count = (kind: 'write' | 'tap' | 'acknowledged') => {
    if (!started) return undefined; // the check after reopening writes, too; only play counts
    seen[kind] += 1;
    if (killing || moment.kind !== kind || seen[kind] !== moment.count) return undefined;
    if (moment.delayMs === 0) return fire();
    setTimeout(() => void fire(), moment.delayMs);
    return undefined;
  };
  return {
    fired,
    get killed() {
      return killing !== undefined;
    },
    /** Play begins: from now on taps, writes and acknowledgements count, and a clock moment runs. */
    start() {
      started = true;
      if (moment.kind === 'clock' && !killing) clock = setTimeout(() => void fire(), moment.count);
    },
    onWrite: () => void count('write'),
    onTap: () => void count('tap'),
    /** Heard before play learns of it, so at an `acknowledged` moment the kill comes before the next tap. */
    onAcknowledged: () => void count('acknowledged'),
    /** Kills now (the run is over, or play stopped with the moment not reached). */
    fire,
  };
}

export type KillSwitch = ReturnType<typeof createKillSwitch>;
