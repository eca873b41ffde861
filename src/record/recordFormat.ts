import { fail, isRecord, ok, type Result, words } from '../rules';
import { valueWords } from '../snapshot/schemaWords';
import { setupAsPlayed } from './setupAsPlayed';
import { spacesAsNow } from './spacesAsNow';

/** The name every record's `format` starts with; the number after the slash is its version. */
export const RECORD_FORMAT_NAME = 'el-grande-record';
/** The version this app writes, and the newest it reads. */
export const RECORD_VERSION = 8;
export const RECORD_FORMAT = `${RECORD_FORMAT_NAME}/${RECORD_VERSION}`;

type RawRecord = Readonly<Record<string, unknown>>;

/**
 * How a record of version N becomes version N + 1, each step documented in docs/game-record.md
 * ("Format versions"). A change to the file's shape adds a step here and raises RECORD_VERSION.
 */
export const RECORD_MIGRATIONS: Readonly<Record<number, (record: RawRecord) => RawRecord>> = {
  // Version 2 added the setup's `modules` and `moduleOptions`; a version-1 game is one without
  // modules, which version 2 writes by leaving both out, so the file reads as it stands.
  1: (record) => record,
  // Version 3 took Veto and "regions picked by one player only" out of the base 2023 list (the box keeps
  // them for Old Hands), and refused the Church's regions on the King's region and the homes: a game
  // that used either keeps it (`cardsAsFirstOffered`, `churchRegionsAsDrawn`).
  2: (record) => ({
    ...record,
    setup: setupAsPlayed(record.setup, Array.isArray(record.commands) ? record.commands : []),
  }),
  // Version 4 names who stands on special spaces under `spaces`, for every module that brings them,
  // where the 1995 France's commands said `france`.
  3: (record) => ({
    ...record,
    ...(Array.isArray(record.commands) ? { commands: record.commands.map(spacesAsNow) } : {}),
  }),
  // Version 5 adds the Colonies' commands (`setup-disks`, `sail`, `claim`, `describe-card`) and fields
  // (`place.held`, a move's `carrying`, `onLimitTable`): an older record names none of them, so it reads
  // as it stands; the number tells an older app that a newer record may hold what it cannot play.
  4: (record) => record,
  // Version 6 lets a general scoring say who of the Castillo's arrivals sits on the Limit table
  // (`onLimitTable`), and a stack-7 card's action wait (`kept`, `keep-action`, `kept-action`): an older
  // record names none of them, so it reads as it stands.
  5: (record) => record,
  // Version 7 carries Intrigue & the King's turn: a described card's court number and "may" (`court`,
  // `may`), the 2-3 player choice (`use-own-card`), card 40's action before its turn (`early-action`), a required action left as impossible
  // (`skip-special.nothingPossible`) and card 80's caballeros with the Grande (`along`): an older record names
  // none of them, so it reads as it stands.
  6: (record) => record,
  // Version 8 adds Intrigue & the King's bridge (card 63, `{ "kind": "bridge", "from", "to" }`): an older
  // record lays none, so it reads as it stands.
  7: (record) => record,
};

const VERSIONED = new RegExp(`^${RECORD_FORMAT_NAME}/([1-9][0-9]{0,5})$`);

/**
 * A parsed file brought up to the current version before its shape is checked: an older record is
 * migrated step by step; one written by a newer app is refused in words; anything else goes on
 * unchanged, for the schema to name what is wrong with it.
 */
export function upgradeRecord(
  input: unknown,
  migrations = RECORD_MIGRATIONS,
  current = RECORD_VERSION,
): Result<unknown> {
  if (!isRecord(input)) return ok(input);
  const format = input.format;
  const version = typeof format === 'string' ? Number(VERSIONED.exec(format)?.[1]) : NaN;
  if (!Number.isInteger(version) || version === current) return ok(input);
  if (version > current) {
    return fail(
      'record/newer-format',
      words('record.format.newer', { value: valueWords(format), format: `${RECORD_FORMAT_NAME}/${current}` }),
    );
  }
  let record = input;
  for (let from = version; from < current; from++) {
    const step = migrations[from];
    if (!step) return fail('record/older-format', words('record.format.older', { value: valueWords(format) }));
    record = step(record);
  }
  return ok({ ...record, format: `${RECORD_FORMAT_NAME}/${current}` });
}
