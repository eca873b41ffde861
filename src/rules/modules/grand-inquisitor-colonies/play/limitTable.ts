import { areaWordsIn } from '../../../editions/ruleOf';
import { holderOf } from '../../../play/holderExtra';
import type { GameAreaId } from '../../../state/areaIds';
import type { Command } from '../../../state/commands';
import { describeValue } from '../../../state/quote';
import { entriesOf, isRecord } from '../../../state/records';
import { fail, ok, type Result } from '../../../state/result';
import { playerIds, playerWords } from '../../../state/stateHelpers';
import type { GameState, PlayerId } from '../../../state/types';
import { type WordValue, words } from '../../../state/words';
import { LIMIT_TABLE_REF } from './refs';
import { reseatsOf } from './reseats';

/** The Limit table's spaces: the 6-space table with 2 or 3 players, the 10-space one with 4 or 5. */
export const limitTableSpaces = (state: GameState): number => (playerIds(state).length <= 3 ? 6 : 10);

/** Caballeros by colour (black ones under their id). */
type Seats = Readonly<Record<PlayerId, number>>;

/** One way the seats may end: between `least` and `most` of each colour, `total` in all (at most, for a correction). */
export interface SeatBox {
  readonly least: Seats;
  readonly most: Seats;
  readonly total: number;
  readonly upTo?: true;
}

const sum = (seats: Seats): number => Object.values(seats).reduce((a, b) => a + b, 0);

/** What a command did in the table's region: each colour's count before and after, and who sat before. */
interface RegionChange {
  readonly ids: readonly PlayerId[];
  readonly was: Seats;
  readonly now: Seats;
  readonly seated: Seats;
  readonly spaces: number;
  /** Caballeros a card repositioned within the region, each on or off the table (002:1114-1116). */
  readonly reseats: Seats;
}

/**
 * The ways the seats may end where a card repositioned caballeros within the region (002:1114-1116): each
 * one on or off the table. Only put on, each move puts one more on, where there is room. Any taken off
 * frees spaces, and then every other caballero beside the table goes on if there is room, otherwise the
 * table is filled (002:1212-1216): one way for each count taken off.
 */
function reseatedBoxes(change: RegionChange): SeatBox[] {
  const { ids, was, now, seated, reseats, spaces } = change;
  const moved = sum(reseats);
  const per = (f: (id: PlayerId) => number): Seats => Object.fromEntries(ids.map((id) => [id, f(id)]));
  return seatBoxes(change).flatMap((box) => {
    const putOn: SeatBox = {
      least: box.least,
      most: per((id) => Math.min(now[id] ?? 0, (box.most[id] ?? 0) + (reseats[id] ?? 0))),
      total: Math.min(spaces, sum(now), box.total + moved),
    };
    const beside = (id: PlayerId) => Math.max(0, (was[id] ?? 0) - (seated[id] ?? 0));
    // Only a colour seated there can have one taken off.
    const offable = ids.reduce((n, id) => n + Math.min(reseats[id] ?? 0, box.least[id] ?? 0), 0);
    const takenOff = Array.from(
      { length: offable },
      (_, i): SeatBox => ({
        least: per((id) => Math.max(0, (box.least[id] ?? 0) - (reseats[id] ?? 0))),
        most: per((id) => Math.min(now[id] ?? 0, (box.most[id] ?? 0) + (reseats[id] ?? 0) + beside(id))),
        total: Math.min(spaces, sum(now) - (i + 1)),
      }),
    );
    return [putOn, ...takenOff];
  });
}

/** Every way the leaving caballeros of each colour may have split between the table and beside it. */
function leavingSplits({ ids, was, now, seated }: RegionChange): Seats[] {
  let splits: Record<PlayerId, number>[] = [{}];
  for (const id of ids) {
    const left = Math.max(0, (was[id] ?? 0) - (now[id] ?? 0));
    const beside = (was[id] ?? 0) - (seated[id] ?? 0);
    const [fewest, most] = [Math.max(0, left - beside), Math.min(left, seated[id] ?? 0)];
    const next: Record<PlayerId, number>[] = [];
    for (const split of splits) for (let n = fewest; n <= most; n += 1) next.push({ ...split, [id]: n });
    splits = next;
  }
  return splits;
}

/**
 * The ways the seats may end once a command is done (002:1205-1216): seated caballeros stay unless they
 * left; spaces freed are taken by those beside the table (all if they fit); arrivals take free spaces.
 * One box per way the leaving caballeros may have come off or from beside the table.
 */
function seatBoxes(change: RegionChange): SeatBox[] {
  const { ids, was, now, seated, spaces } = change;
  return leavingSplits(change).map((fromTable) => {
    const least: Record<PlayerId, number> = {};
    const most: Record<PlayerId, number> = {};
    const freed = sum(fromTable) > 0;
    let canFill = 0;
    for (const id of ids) {
      const left = Math.max(0, (was[id] ?? 0) - (now[id] ?? 0));
      const came = Math.max(0, (now[id] ?? 0) - (was[id] ?? 0));
      const stays = (seated[id] ?? 0) - (fromTable[id] ?? 0);
      // Those beside the table before it moved up only when a space was freed.
      const beside = freed ? (was[id] ?? 0) - (seated[id] ?? 0) - (left - (fromTable[id] ?? 0)) : 0;
      least[id] = stays;
      most[id] = stays + beside + came;
      canFill += beside + came;
    }
    const free = spaces - sum(least);
    return { least, most, total: sum(least) + Math.min(free, canFill) };
  });
}

/** The one set of seats a box leaves, or undefined where it leaves a choice. */
function onlySeats({ least, most, total }: SeatBox): Seats | undefined {
  if (sum(least) === total) return least;
  if (sum(most) === total) return most;
  const open = Object.keys(most).filter((id) => (least[id] ?? 0) < (most[id] ?? 0));
  if (open.length !== 1) return undefined;
  const [id = ''] = open;
  return { ...least, [id]: total - sum(least) + (least[id] ?? 0) };
}

const sameSeats = (a: Seats, b: Seats): boolean =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].every((id) => (a[id] ?? 0) === (b[id] ?? 0));

/** The seats the rules leave whichever way the command is read, or undefined where the table must choose. */
function settledSeats(boxes: readonly SeatBox[]): Seats | undefined {
  const each = boxes.map(onlySeats);
  const [first] = each;
  return first !== undefined && each.every((s) => s !== undefined && sameSeats(s, first)) ? first : undefined;
}

/**
 * Who chooses where the rules leave a choice: the Grand Inquisitor's holder for spaces freed (002:1212-1216),
 * else the player who moved; the mover alone for arrivals too many for the free spaces (reading P25).
 */
function chooserOf(after: GameState, command: Command, change: RegionChange): PlayerId | undefined {
  // A caballero repositioned off the table within the region frees its space as one leaving does.
  const freed =
    Object.keys(change.reseats).length > 0 || change.ids.some((id) => (change.was[id] ?? 0) > (change.now[id] ?? 0));
  return (freed ? holderOf(after, 'inquisitor') : null) ?? moverOf(command);
}

/** The player who entered the command, if a player did. */
const moverOf = (command: Command): PlayerId | undefined =>
  'player' in command && typeof command.player === 'string' ? command.player : undefined;

/** The table moved to a region: any of those there on its spaces, filled completely if they are enough. */
function movedBox({ ids, now, spaces }: RegionChange): SeatBox {
  return { least: Object.fromEntries(ids.map((id) => [id, 0])), most: now, total: Math.min(spaces, sum(now)) };
}

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
 * A table correction records the table as it stands: any seats the region's caballeros and the spaces
 * allow, a table not full included (Castillo arrivals with nobody to choose stand beside it).
 */
function correctionBox({ ids, now, spaces }: RegionChange): SeatBox {
  const least = Object.fromEntries(ids.map((id) => [id, 0]));
  return { least, most: now, total: Math.min(spaces, sum(now)), upTo: true };
}

/**
 * The Limit table once a command is done (Decennial rules, “Grand Inquisitor & the Colonies: Limit
 * table”): the seats the rules leave, or those the command named where they leave a choice (who goes
 * onto freed spaces, whether a leaving caballero came off the table, which arrivals sit), held to what
 * the rules allow. A command that leaves a choice without naming it is refused, saying who chooses. A
 * general scoring's Castillo arrivals are seated by the scoring itself.
 */
export function settleLimitTable(before: GameState, command: Command, after: GameState): Result<GameState> {
  const table = after.modules?.limitTable;
  if (!table || command.type === 'general-scoring') return ok(after);
  const was = before.areas[table.area] ?? {};
  const now = after.areas[table.area] ?? {};
  const change: RegionChange = {
    ids: [...new Set([...Object.keys(was), ...Object.keys(now)])],
    was,
    now,
    seated: before.modules?.limitTable?.area === table.area ? (before.modules?.limitTable?.onTable ?? {}) : {},
    spaces: limitTableSpaces(after),
    reseats: reseatsOf(command, table.area),
  };
  const reseated = Object.keys(change.reseats).length > 0;
  const area = areaWordsIn(after, table.area);
  const given = 'onLimitTable' in command ? command.onLimitTable : undefined;
  // Moved by a card (002:1207-1211): its mover fills it completely from those in its new region.
  const stood = before.modules?.limitTable;
  const moved = stood !== undefined && stood.area !== table.area && command.type !== 'table-correction';
  const ruleBoxes = (): SeatBox[] =>
    moved ? [movedBox(change)] : reseated ? reseatedBoxes(change) : seatBoxes(change);
  const boxesOf = (): SeatBox[] => (command.type === 'table-correction' ? [correctionBox(change)] : ruleBoxes());
  let seats: Seats;
  if (given === undefined) {
    // Unnamed, even a correction's seats follow the rules' own way (the table moved: its mover's).
    const boxes = ruleBoxes();
    const only = settledSeats(boxes);
    if (!only) {
      const chooser = moved ? moverOf(command) : chooserOf(after, command, change);
      return chooseSeats(after, table.area, chooser, boxes);
    }
    seats = only;
  } else {
    const read = checkSeats(after, boxesOf(), given, area);
    if (!read.ok) return read;
    seats = read.value;
  }
  const onTable = Object.fromEntries(Object.entries(seats).filter(([, n]) => n > 0));
  return ok({ ...after, modules: { ...after.modules, limitTable: { ...table, onTable } } });
}

/**
 * The refusal of a command that leaves who sits on the Limit table to a player without naming it: who
 * chooses, and the ways the table may be seated, for a screen to offer them.
 */
export function chooseSeats(
  state: GameState,
  area: GameAreaId,
  chooser: PlayerId | undefined,
  boxes: readonly SeatBox[],
): Result<never> {
  const name = areaWordsIn(state, area);
  return fail(
    'limit-table/choose',
    chooser === undefined
      ? words('refusal.limit-table/choose', { area: name })
      : words('refusal.limit-table/choose.by', { area: name, who: playerWords(state, chooser) }),
    LIMIT_TABLE_REF,
    { area, chooser, boxes },
  );
}

/** The seats a command named, if they follow from one of the ways the rules leave (`boxes`). */
export function checkSeats(
  state: GameState,
  boxes: readonly SeatBox[],
  given: unknown,
  area: WordValue,
): Result<Seats> {
  const read = seatsGiven(state, given);
  if (!read.ok) return read;
  return seatsProblem(state, boxes, read.value, area) ?? read;
}

/** Why these seats cannot follow from the command, if they cannot: the refusal of the nearest way it can be read. */
function seatsProblem(state: GameState, boxes: readonly SeatBox[], seats: Seats, area: WordValue) {
  const problems = boxes.map((box) => boxProblem(state, box, seats, area));
  return problems.some((p) => p === undefined) ? undefined : problems[0];
}

function boxProblem(state: GameState, box: SeatBox, seats: Seats, area: WordValue) {
  const { least, most, total, upTo } = box;
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
  if (upTo ? sum(seats) > total : sum(seats) !== total) {
    return fail(
      'limit-table/seats',
      words('refusal.limit-table/seats.total', { count: sum(seats), total, area }),
      LIMIT_TABLE_REF,
      { total },
    );
  }
  return undefined;
}
