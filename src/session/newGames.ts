import { blobText, parseJsonText } from '../jsonText';
import { recordLog, recordPlace } from '../record/recordLog';
import { parseRecord } from '../record/schema';
import {
  applyCommand,
  type Command,
  fail,
  ok,
  type Result,
  replay,
  type SetupCommand,
  type Text,
  textProblem,
  words,
} from '../rules';
import type { GameSession } from './gameSession';
import type { GameStorage, GameSummary, NewGameSummary } from './gameStorage';
import { storageRefusal } from './storageProblem';

import { DEFAULT_TABLE_PREFS, type TablePrefs } from './tablePrefs';

/** A game stored, with its summary as stored; or why not (nothing was stored). */
export type Created = Result<GameSummary>;

/** Stores a game whose whole log the engine has accepted; `round` and `over` come from that replay. */
function store(
  storage: GameStorage,
  log: readonly [SetupCommand, ...Command[]],
  title: string,
  prefs: TablePrefs,
  at: number,
): Promise<Created> {
  const result = replay(log);
  const [setup] = log;
  const summary: NewGameSummary = {
    id: crypto.randomUUID(),
    title,
    edition: setup.edition,
    players: setup.players.map((p) => p.name),
    createdAt: at,
    lastPlayedAt: at,
    entries: log.length,
    round: result.state?.round ?? 1,
    over: result.state?.phase === 'over',
    prefs,
  };
  return storage
    .create(
      summary,
      log.map((command) => ({ kind: 'command', command })),
    )
    .then((game): Created => ok(game), storageRefusal);
}

/** A new game from the setup screen: the engine checks the setup before anything is stored. */
export function createNewGame(
  storage: GameStorage,
  setup: SetupCommand,
  title: string,
  prefs: TablePrefs = DEFAULT_TABLE_PREFS,
  at = Date.now(),
): Promise<Created> {
  const checked = applyCommand(undefined, setup);
  if (!checked.ok) return Promise.resolve(checked);
  const kept = title.trim() || 'Game';
  const badTitle = textProblem(kept, 'title');
  if (badTitle) return refuse('setup/bad-title', words('text.problemSentence', { problem: badTitle }));
  return store(storage, [setup], kept, prefs, at);
}

const refuse = (code: string, message: Text): Promise<Created> => Promise.resolve(fail(code, message));
const notRecord = (reason: Text) => words('import.notRecord', { reason });

/** The same from a chosen file, which is not even read when it is too large to be a record. */
export async function importRecordFile(storage: GameStorage, file: Blob, at = Date.now()): Promise<Created> {
  const read = await blobText(file);
  return read.ok
    ? importRecordText(storage, read.value, at)
    : refuse('record/too-large', notRecord(read.error.message));
}

/**
 * A game from a record file: checked as a file, then replayed; only a record whose every command
 * holds becomes a game. Otherwise the reason comes back, naming the command, and nothing is stored.
 */
export function importRecordText(storage: GameStorage, text: string, at = Date.now()): Promise<Created> {
  const json = parseJsonText(text);
  if (!json.ok) return refuse('record/not-json', notRecord(json.error.message));
  const parsed = parseRecord(json.value);
  if (!parsed.ok) return refuse('record/shape', words('import.notRecordShape', { reason: parsed.error.message }));
  const log = recordLog(parsed.value);
  const result = replay(log);
  if (result.refused) {
    const { index, error } = result.refused;
    return Promise.resolve({
      ok: false,
      error: {
        ...error,
        message: words('import.doesNotHold', { place: recordPlace(index, log), reason: error.message }),
      },
    });
  }
  return store(storage, log, parsed.value.title?.trim() || 'Imported game', DEFAULT_TABLE_PREFS, at);
}

/**
 * A new game from the part of a stored game that can be read (its commands in force before the row
 * that cannot), so the table can go on: the damaged game stays as it is, to be exported or deleted.
 */
export function copyReadablePart(storage: GameStorage, session: GameSession, at = Date.now()): Promise<Created> {
  const { unreadable } = session;
  const summary = session.summary.value;
  if (!unreadable) return refuse('session/readable', words('session.allReadable'));
  // A log in force always opens with its setup; without one, nothing could be read.
  const [setup, ...commands] = session.log.value;
  if (setup?.type !== 'setup')
    return refuse(
      'session/nothing-readable',
      "Not even this game's setup can be read: there is nothing to go on from.",
    );
  return store(
    storage,
    [setup, ...commands],
    `${summary.title}, before entry ${unreadable.entry}`,
    summary.prefs ?? DEFAULT_TABLE_PREFS,
    at,
  );
}
