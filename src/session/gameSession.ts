import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { recordText } from '../record/recordLog';
import {
  applyCommand,
  type Command,
  describeCommand,
  fail,
  type GameState,
  type LastCorrection,
  type LogEntry,
  type ReplayResult,
  type Result,
  type RuleError,
  readLog,
  replay,
  type Text,
  words,
} from '../rules';
import type { DeviceDecks } from './deviceDecks';
import { type Done, done, refuse } from './done';
import type { GameStorage, GameSummary, SummaryUpdate, UnreadableEntry } from './gameStorage';
import { type GameView, keptTable, type NextEntry } from './gameView';
import { type HistoryEntry, historyOf } from './history';
import { storageRefusal } from './storageProblem';

/** Where a stored history stops replaying: the log index of the first command that no longer holds. */
export interface Stop {
  readonly index: number;
  readonly error: RuleError;
}

/** What a correction would come to, worked out before anything is stored, so the table can confirm it. */
export interface CorrectionPlan {
  readonly index: number;
  readonly command: Command;
  /** The entry in words as it reads now, and as corrected (each against the table before it). */
  readonly words: { readonly now: Text; readonly corrected: Text };
  /** Set when a later entry no longer holds with it: saving it then takes back every entry from there. */
  readonly laterStop?: Stop;
  /** The entries that would be taken back: how many, and the round the first of them was entered in. */
  readonly takesBack?: { readonly from: number; readonly count: number; readonly round: number };
}

export interface GameSession {
  readonly id: string;
  readonly summary: ReadonlySignal<GameSummary>;
  /** The history as stored: every command, undo, redo and correction. */
  readonly entries: ReadonlySignal<readonly LogEntry[]>;
  /** The commands in force, setup first. */
  readonly log: ReadonlySignal<readonly Command[]>;
  /** Commands undone that a redo may bring back, last undone last. */
  readonly redoable: ReadonlySignal<readonly Command[]>;
  /** The last correction, or its taking back, while nothing else was entered: `undo` reverses it in one step. */
  readonly lastCorrection: ReadonlySignal<LastCorrection | undefined>;
  /** The table now: the state after the last command that holds (undefined only when not even the setup holds). */
  readonly state: ReadonlySignal<GameState | undefined>;
  /** The game as it stands, for the screens that enter commands on it; undefined only while there is no table. */
  readonly view: ReadonlySignal<GameView | undefined>;
  /** The commands in force in words, each with the table before it; worked out when first read. */
  readonly history: ReadonlySignal<readonly HistoryEntry[]>;
  /** Set when the stored history stops replaying part-way. */
  readonly stopped: ReadonlySignal<Stop | undefined>;
  /** True when another tab or window has this game open for writing: this one follows it. */
  readonly readOnly: ReadonlySignal<boolean>;
  /**
   * Set when a row of the stored history cannot be read: the game is shown up to it, read-only for
   * good (nothing can be stored after a row that cannot be read), and can be exported or copied.
   */
  readonly unreadable?: UnreadableEntry;
  /**
   * True while a write takes longer than a moment to reach the disk (a quick write never redraws the screen
   * for it).
   */
  readonly busy: ReadonlySignal<boolean>;
  apply(command: Command): Promise<Done>;
  /** The engine's answer to a command on the table now, stored nowhere (a scoring's result before it is confirmed). */
  preview(command: Command): Result<GameState>;
  undo(): Promise<Done>;
  redo(): Promise<Done>;
  /** What correcting entry `index` to `command` would come to, or why it cannot be done; nothing is stored. */
  planCorrection(index: number, command: Command): Result<CorrectionPlan>;
  /**
   * The table just before entry `index`, to enter that entry again with the panels that entered it:
   * the one command they send goes to `propose` (which works out what the correction comes to and
   * asks the table) instead of being stored. Undefined when no table stood before it (the setup).
   * Made once per entry edited, so a panel's own state survives redraws; it follows the history.
   */
  correctionView(index: number, propose: (command: Command) => Done): GameView | undefined;
  /**
   * Replaces the command at `index` of the log and replays the rest. Refused when the correction
   * itself does not hold, or when a later command would no longer hold — unless `takeBack` names
   * exactly the entries the table agreed to take back (from the first that fails on, to the last),
   * which then go in the same one entry, so one undo brings them all back. Should the game have
   * moved on since the table agreed, nothing is stored and the correction is to be checked again.
   * A refusal for a later entry that no longer holds ('session/later-entry-fails') names it in
   * `details.entry`.
   */
  correct(
    index: number,
    command: Command,
    options?: { readonly takeBack?: { readonly from: number; readonly count: number } },
  ): Promise<Done>;
  /** The game as a record file's text. */
  exportText(): string;
  /** Reads the stored history again (another tab wrote). */
  reload(): Promise<void>;
  close(): void;
}

/** The table a write moves the game on to, and where its history stops, if it does. */
interface Moved {
  readonly state: GameState | undefined;
  readonly stop: Stop | undefined;
}

/** A write slower than this shows as under way (controls disabled); a quicker one never redraws the screen for it. */
const SLOW_WRITE_MS = 150;

const LIVE = { kind: 'live' } as const;

const summaryOf = (state: GameState | undefined, fallback: GameSummary): SummaryUpdate => ({
  round: state?.round ?? fallback.round,
  over: state?.phase === 'over',
});

const stopOf = (result: ReplayResult): Stop | undefined =>
  result.refused ? { index: result.refused.index, error: result.refused.error } : undefined;

/**
 * Works out a correction against the commands in force: refused when it does not hold itself (or an
 * earlier entry already fails); otherwise the first later entry that would no longer hold, and what
 * saving it anyway would take back.
 */
function planCorrection(
  current: readonly Command[],
  history: readonly HistoryEntry[],
  index: number,
  command: Command,
): Result<CorrectionPlan> {
  if (!Number.isInteger(index) || index < 0 || index >= current.length)
    return fail('session/no-such-entry', words('session.noSuchEntry', { index }));
  const result = replay(current.map((c, i) => (i === index ? command : c)));
  const stop = stopOf(result);
  if (stop && stop.index === index) return { ok: false, error: stop.error };
  if (stop && stop.index < index) {
    return fail(
      'session/history-stops',
      words('session.historyStops', { index: stop.index, reason: stop.error.message }),
    );
  }
  const before = history[index]?.before;
  const described = { now: describeCommand(before, current[index]!), corrected: describeCommand(before, command) };
  if (!stop) return { ok: true, value: { index, command, words: described } };
  const round = replay(current.slice(0, stop.index)).state?.round ?? result.state?.round ?? 1;
  return {
    ok: true,
    value: {
      index,
      command,
      words: described,
      laterStop: stop,
      takesBack: { from: stop.index, count: current.length - stop.index, round },
    },
  };
}

/**
 * Opens a stored game: takes its single-writer lock (or follows read-only when another tab holds
 * it), reads the history and replays it once. From then on each accepted command moves the table on
 * with the engine's own result; only undo and corrections replay.
 */
export async function openGameSession(
  storage: GameStorage,
  gameId: string,
  decks?: DeviceDecks,
): Promise<GameSession | undefined> {
  const lock = await storage.lock(gameId);
  let release = lock.held ? lock.release : undefined;
  // Other tabs are heard from before the history is read: a write announced while it is being read
  // is then caught up with at once, not left until the next one.
  let heardDuringLoad = false;
  let onChange = (changed: string) => void (heardDuringLoad ||= changed === gameId);
  const stopFollowing = storage.follow((changed) => onChange(changed));
  let loaded: Awaited<ReturnType<GameStorage['load']>>;
  try {
    loaded = await storage.load(gameId);
  } catch (error) {
    stopFollowing();
    release?.();
    throw error;
  }
  if (!loaded) {
    stopFollowing();
    release?.();
    return undefined;
  }
  const { unreadable } = loaded;
  if (unreadable) {
    // Nothing will be written here: the lock goes at once, and is never waited for.
    release?.();
    release = undefined;
  }
  const summary = signal(loaded.summary);
  const entries = signal<readonly LogEntry[]>(loaded.entries);
  const read = computed(() => readLog(entries.value));
  const log = computed(() => read.value.log);
  const redoable = computed(() => read.value.redoable);
  const lastCorrection = computed(() => read.value.lastCorrection);
  const state = signal<GameState | undefined>(undefined);
  const stopped = signal<Stop | undefined>(undefined);
  const readOnly = signal(!lock.held || unreadable !== undefined);
  const busy = signal(false);
  let closed = false;
  let applying = false;

  const show = (result: ReplayResult) => {
    state.value = result.state;
    stopped.value = stopOf(result);
  };
  show(replay(log.value));
  if (release) void storage.rememberOpened(gameId).catch(() => undefined);
  // A follower waits for the lock: when the writing tab lets go, this one takes over, as it stands on disk.
  const stopWaiting = new AbortController();
  if (!lock.held && !unreadable) {
    void storage.waitForLock(gameId, stopWaiting.signal).then(async (granted) => {
      if (!granted) return;
      if (closed) return granted();
      release = granted;
      await reload().catch(() => undefined);
      readOnly.value = false;
    });
  }

  // Writes run one after another, each checked against the table as it stands when its turn comes,
  // so a double tap can never store a command against a table that has moved on.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = (task: () => Promise<Done>): Promise<Done> => {
    const guarded = () => (closed ? Promise.resolve(refuse('session/closed', words('session.closed'))) : task());
    const run = queue.then(guarded, guarded);
    queue = run.catch(() => undefined);
    return run;
  };

  async function reload() {
    const fresh = await storage.load(gameId);
    if (!fresh) return;
    batch(() => {
      summary.value = fresh.summary;
      entries.value = fresh.entries;
      show(replay(log.value));
    });
  }

  // Only a follower needs to hear other tabs: the lock keeps anyone else from writing this game.
  onChange = (changed) => {
    if (changed === gameId && readOnly.value) void reload();
  };
  if (heardDuringLoad && readOnly.value) void reload();

  /**
   * Stores entries after those held here, then moves the table on to the table `check` gives; a conflict
   * reloads. The check runs once the write is under way (the disk starts while the engine checks): its
   * refusal aborts the write, so nothing is stored, and comes back as it is.
   */
  async function write(added: readonly LogEntry[], check: () => Result<Moved>): Promise<Done> {
    const slow = setTimeout(() => (busy.value = true), SLOW_WRITE_MS);
    let checked: Result<Moved> | undefined;
    try {
      const base = summary.value;
      const stored = await storage.append(base, added, () => {
        checked = check();
        return checked.ok ? summaryOf(checked.value.state, base) : undefined;
      });
      // Nothing stored: the engine refused (storage always runs the check before it stores).
      if (!stored || !checked?.ok)
        return checked?.ok === false ? checked : refuse('session/closed', words('session.closed'));
      const next = checked.value;
      batch(() => {
        summary.value = stored;
        entries.value = [...entries.value, ...added];
        state.value = next.state;
        stopped.value = next.stop;
      });
      // Other tabs hear of it once this one has shown it.
      setTimeout(() => storage.announce(gameId, stored.entries), 0);
      return done();
    } catch (error) {
      const refused = storageRefusal(error);
      if (refused.error.code === 'storage/conflict') await reload().catch(() => undefined);
      return refused;
    } finally {
      clearTimeout(slow);
      busy.value = false;
    }
  }

  /** A replay's table, and where it stops, as a write moves the table on to. */
  const replayed = (result: ReplayResult): Result<Moved> => ({
    ok: true,
    value: { state: result.state, stop: stopOf(result) },
  });
  /** The engine's check of one command on the table now, as a write moves the table on to. */
  const checkedOn = (command: Command) => (): Result<Moved> => {
    const checked = applyCommand(state.value, command);
    return checked.ok ? { ok: true, value: { state: checked.value, stop: undefined } } : checked;
  };

  const writable = (): Done | undefined => {
    if (unreadable) return refuse('session/unreadable', words('session.unreadableEntry', { index: unreadable.entry }));
    if (readOnly.value) return refuse('session/read-only', words('session.readOnly'));
    return undefined;
  };

  const brokenAt = (): Done | undefined => {
    const stop = stopped.value;
    if (!stop) return undefined;
    return refuse(
      'session/history-stops',
      words('session.historyStops', { index: stop.index, reason: stop.error.message }),
    );
  };

  const history = historyOf(log);
  const exportText = () => recordText(log.value, summary.value.title);
  const preview = (command: Command) => applyCommand(state.value, command);
  const nextEntry = computed<NextEntry | undefined>(() =>
    readOnly.value || stopped.value ? undefined : { entries: entries.value.length, inForce: log.value.length },
  );

  function apply(command: Command): Promise<Done> {
    // A second tap while the first is still being written is the same tap twice: it is let go.
    if (applying) return Promise.resolve(refuse('session/busy', words('session.busy')));
    applying = true;
    const written = serially(async () => {
      const blocked = writable() ?? brokenAt();
      if (blocked) return blocked;
      return write([{ kind: 'command', command }], checkedOn(command));
    }).finally(() => (applying = false));
    // A card the table described is kept on this device too, for its next turning over in any game. The game
    // holds it already, so the entry is done without waiting (the next tap, or the play a description
    // leads to, is taken at once), and a failure here costs the game nothing.
    return written.then((done) => {
      if (done.ok && command.type === 'describe-card' && decks) void decks.keep([command.card]);
      return done;
    });
  }

  // Made once the game has a table, and kept: the screens hold on to it.
  let live: GameView | undefined;
  const view = computed(() => {
    const now = state.value;
    if (!now) return undefined;
    return (live ??= {
      id: gameId,
      mode: LIVE,
      state: keptTable(state, now),
      log,
      summary,
      busy,
      readOnly,
      nextEntry,
      apply,
      preview,
      exportText,
      ...(decks ? { deviceCards: decks.cards } : {}),
    });
  });
  const noNextEntry = computed<NextEntry | undefined>(() => undefined);

  function correctionView(index: number, propose: (command: Command) => Done): GameView | undefined {
    const first = history.peek()[index]?.before;
    if (!first) return undefined;
    const table = keptTable(
      computed(() => history.value[index]?.before),
      first,
    );
    return {
      id: gameId,
      mode: { kind: 'correction', index },
      state: table,
      log: computed(() => log.value.slice(0, index)),
      summary,
      busy,
      readOnly,
      nextEntry: noNextEntry,
      apply: (command) => Promise.resolve(propose(command)),
      preview: (command) => applyCommand(table.peek(), command),
      exportText,
    };
  }

  return {
    id: gameId,
    summary,
    entries,
    log,
    redoable,
    lastCorrection,
    state,
    view,
    history,
    stopped,
    readOnly,
    ...(unreadable ? { unreadable } : {}),
    busy,
    apply,
    correctionView,
    preview,
    undo: () =>
      serially(async () => {
        const blocked = writable();
        if (blocked) return blocked;
        // The last entry a correction (or its taking back): undone whole, with what it took back.
        const last = lastCorrection.value;
        if (last) {
          const entry: LogEntry = { kind: 'restore', to: last.before };
          return write([entry], () => replayed(replay(readLog([...entries.value, entry]).log)));
        }
        if (log.value.length <= 1) return refuse('session/nothing-to-undo', words('session.setupNoUndo'));
        return write([{ kind: 'undo' }], () => replayed(replay(log.value.slice(0, -1))));
      }),
    redo: () =>
      serially(async () => {
        const blocked = writable() ?? brokenAt();
        if (blocked) return blocked;
        const back = redoable.value.at(-1);
        if (!back) return refuse('session/nothing-to-redo', words('session.nothingToRedo'));
        return write([{ kind: 'redo' }], checkedOn(back));
      }),
    planCorrection: (index, command) => planCorrection(log.value, history.value, index, command),
    correct: (index, command, options = {}) =>
      serially(async () => {
        const blocked = writable();
        if (blocked) return blocked;
        const planned = planCorrection(log.value, history.value, index, command);
        if (!planned.ok) return planned;
        const { laterStop, takesBack } = planned.value;
        const agreed = options.takeBack;
        if (agreed && (takesBack?.from !== agreed.from || takesBack.count !== agreed.count)) {
          return refuse('session/correction-moved-on', words('session.correctionMovedOn'));
        }
        if (laterStop && !agreed) {
          const message = words('session.laterEntryFails', { index: laterStop.index, reason: laterStop.error.message });
          return fail('session/later-entry-fails', message, laterStop.error.ruleRef, { entry: laterStop.index });
        }
        const entry: LogEntry = takesBack
          ? { kind: 'correct', index, command, keep: takesBack.from }
          : { kind: 'correct', index, command };
        return write([entry], () => replayed(replay(readLog([...entries.value, entry]).log)));
      }),

    exportText,
    reload,
    close() {
      closed = true;
      stopFollowing();
      stopWaiting.abort();
      release?.();
      release = undefined;
    },
  };
}
