import { areaWordsIn } from '../../../editions/ruleOf';
import { holderOf } from '../../../play/holderExtra';
import type { Command } from '../../../state/commands';
import { describeValue } from '../../../state/quote';
import { entriesOf, isRecord } from '../../../state/records';
import { fail, ok, type Result } from '../../../state/result';
import { playerIds, playerWords } from '../../../state/stateHelpers';
import type { GameState, PlayerId } from '../../../state/types';
import { type WordValue, words } from '../../../state/words';
import { LIMIT_TABLE_REF } from './refs';

/** The Limit table's spaces: the 6-space table with 2 or 3 players, the 10-space one with 4 or 5. */
export const limitTableSpaces = (state: GameState): number => (playerIds(state).length <= 3 ? 6 : 10);

/** Caballeros by colour (black ones under their id). */
type Seats = Readonly<Record<PlayerId, number>>;

/** How many of each colour may stand on the table once a command is done, and how many stand there in all. */
interface SeatBounds {
  /** At least: those on it before, less any of that colour that left the region (they may have left from it). */
  readonly least: Seats;
  /** At most: all of that colour in the region. */
  readonly most: Seats;
  /** In all: the table is always as full as the region's caballeros allow. */
  readonly total: number;
}

const sum = (seats: Seats): number => Object.values(seats).reduce((a, b) => a + b, 0);

/**
 * The seats a command may leave on the Limit table. Arrivals take free spaces; spaces freed are taken by
 * those beside it; so the table is always filled as far as the region's caballeros go, and a caballero
 * on it stays there unless one of its colour left the region.
 */
function seatBounds(before: GameState, after: GameState): SeatBounds | undefined {
  const table = before.modules?.limitTable;
  if (!table) return undefined;
  const [was, now] = [before.areas[table.area] ?? {}, after.areas[table.area] ?? {}];
  const ids = Object.keys(now);
  const least: Record<PlayerId, number> = {};
  const most: Record<PlayerId, number> = {};
  for (const id of ids) {
    const left = Math.max(0, (was[id] ?? 0) - (now[id] ?? 0));
    least[id] = Math.min(now[id] ?? 0, Math.max(0, (table.onTable[id] ?? 0) - left));
    most[id] = now[id] ?? 0;
  }
  return { least, most, total: Math.min(limitTableSpaces(after), sum(now)) };
}

/** The one way the rules leave the seats, or undefined where the table must choose. */
function onlySeats({ least, most, total }: SeatBounds): Seats | undefined {
  if (sum(least) === total) return least;
  if (sum(most) === total) return most;
  const open = Object.keys(most).filter((id) => (least[id] ?? 0) < (most[id] ?? 0));
  if (open.length > 1) return undefined;
  const [id] = open;
  return id === undefined ? least : { ...least, [id]: total - sum(least) + (least[id] ?? 0) };
}

/** Who chooses the seats where the rules leave a choice: the Grand Inquisitor's holder, else the mover. */
const chooserOf = (state: GameState, command: Command): PlayerId | undefined =>
  holderOf(state, 'inquisitor') ??
  ('player' in command && typeof command.player === 'string' ? command.player : undefined);

/** The seats a command named, read warily: whole counts by colour, none left out but the empty ones. */
function seatsGiven(state: GameState, given: unknown): Result<Seats> {
  if (!isRecord(given)) return fail('limit-table/seats', words('refusal.limit-table/seats.shape'), LIMIT_TABLE_REF);
  const seats: Record<PlayerId, number> = {};
  for (const [id, count] of entriesOf(given)) {
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
      return fail(
        'limit-table/seats',
        words('refusal.limit-table/seats.count', { who: playerWords(state, id), value: describeValue(count) }),
        LIMIT_TABLE_REF,
      );
    }
    if (count > 0) seats[id] = count;
  }
  return ok(seats);
}

/**
 * The Limit table once a command is done: the seats the rules leave, or those the command named where
 * they leave a choice (who goes onto freed spaces, whether a leaving caballero came off the table),
 * held to what the rules allow. A command that leaves a choice without naming it is refused, saying who
 * chooses. Decennial rules, “Grand Inquisitor & the Colonies: Limit table”.
 */
export function settleLimitTable(before: GameState, command: Command, after: GameState): Result<GameState> {
  const table = after.modules?.limitTable;
  const bounds = seatBounds(before, after);
  if (!table || !bounds) return ok(after);
  const area = areaWordsIn(after, table.area);
  const given = 'onLimitTable' in command ? command.onLimitTable : undefined;
  let seats: Seats;
  if (given === undefined) {
    const only = onlySeats(bounds);
    if (!only) {
      const chooser = chooserOf(before, command);
      const free = bounds.total - sum(bounds.least);
      return fail(
        'limit-table/choose',
        chooser === undefined
          ? words('refusal.limit-table/choose', { area, free })
          : words('refusal.limit-table/choose.by', { area, free, who: playerWords(after, chooser) }),
        LIMIT_TABLE_REF,
        { least: bounds.least, most: bounds.most, total: bounds.total },
      );
    }
    seats = only;
  } else {
    const read = seatsGiven(after, given);
    if (!read.ok) return read;
    seats = read.value;
    const problem = seatsProblem(after, bounds, seats, area);
    if (problem) return problem;
  }
  const onTable = Object.fromEntries(Object.entries(seats).filter(([, n]) => n > 0));
  return ok({ ...after, modules: { ...after.modules, limitTable: { ...table, onTable } } });
}

/** Why these seats cannot follow from the command, if they cannot. */
function seatsProblem(state: GameState, { least, most, total }: SeatBounds, seats: Seats, area: WordValue) {
  const over = Object.keys(seats).find((id) => (seats[id] ?? 0) > (most[id] ?? 0));
  if (over !== undefined) {
    return fail(
      'limit-table/seats',
      words('refusal.limit-table/seats.more', { who: playerWords(state, over), count: most[over] ?? 0, area }),
      LIMIT_TABLE_REF,
    );
  }
  const off = Object.keys(least).find((id) => (seats[id] ?? 0) < (least[id] ?? 0));
  if (off !== undefined) {
    return fail(
      'limit-table/seats',
      words('refusal.limit-table/seats.stays', { who: playerWords(state, off), count: least[off] ?? 0 }),
      LIMIT_TABLE_REF,
    );
  }
  if (sum(seats) !== total) {
    return fail(
      'limit-table/seats',
      words('refusal.limit-table/seats.total', { count: sum(seats), total, area }),
      LIMIT_TABLE_REF,
      { total },
    );
  }
  return undefined;
}
