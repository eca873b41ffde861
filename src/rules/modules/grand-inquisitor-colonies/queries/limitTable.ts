import { areaWordsIn } from '../../../editions/ruleOf';
import { applyCommand } from '../../../game/applyCommand';
import type { GameAreaId } from '../../../state/areaIds';
import type { GeneralScoringCommand, SpacesCommand } from '../../../state/commands';
import { isRecord } from '../../../state/records';
import { playerWords } from '../../../state/stateHelpers';
import type { GameState, PlayerId } from '../../../state/types';
import { listOf, type Words, words } from '../../../state/words';

/** Caballeros on the Limit table by colour (black ones under their id). */
type Seats = Readonly<Record<PlayerId, number>>;

/** One way the Limit table may be seated once a command is done, as a screen offers it. */
export interface LimitTableOption {
  readonly seats: Seats;
  /** Who sits on it, in a player's words ("on the Limit table: Red 3, Blue 2"). */
  readonly words: Words;
}

/** Where a command leaves who sits on the Limit table to the table: who chooses, and each way allowed. */
export interface LimitTableChoice {
  readonly area: GameAreaId;
  /** The region's name, in a player's words. */
  readonly name: Words;
  readonly chooser: PlayerId | undefined;
  readonly options: readonly LimitTableOption[];
  /** More seatings than a screen lists were possible: those left out are entered as a correction of the table. */
  readonly more: boolean;
}

/** The most seatings a screen is offered: beyond it the table would scroll past sense. */
const MOST_OPTIONS = 120;

/** A count map read from a refusal's details, whole counts only. */
const seatsIn = (value: unknown): Seats =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] >= 0),
      )
    : {};

/** Every seating between `least` and `most` of each colour with exactly `total` seated. */
function seatingsIn(least: Seats, most: Seats, total: number): Seats[] {
  const ids = Object.keys(most);
  const out: Seats[] = [];
  const walk = (i: number, seats: Record<PlayerId, number>, sum: number) => {
    if (out.length > MOST_OPTIONS) return;
    const id = ids[i];
    if (id === undefined) {
      if (sum === total) out.push(seats);
      return;
    }
    for (let n = least[id] ?? 0; n <= (most[id] ?? 0) && sum + n <= total; n += 1)
      walk(i + 1, n > 0 ? { ...seats, [id]: n } : seats, sum + n);
  };
  walk(0, {}, 0);
  return out;
}

/** Who sits on the Limit table, in a player's words. */
const seatsWords = (state: GameState, seats: Seats): Words => {
  const sitting = Object.entries(seats).filter(([, n]) => n > 0);
  return words('colonies.limitTable.option', {
    seated: listOf(
      sitting.map(([id, count]) => words('colonies.limitTable.count', { who: playerWords(state, id), count })),
    ),
    none: sitting.length === 0 ? 'yes' : 'no',
  });
};

/**
 * Who may sit on the Limit table once this command is done, where the rules leave it to the table
 * (Decennial rules, “Grand Inquisitor & the Colonies: Limit table”): every seating the engine accepts,
 * read from the ways its refusal names; undefined where the command settles the table itself.
 */
export function limitTableChoices(
  state: GameState,
  command: SpacesCommand | GeneralScoringCommand,
): LimitTableChoice | undefined {
  const { onLimitTable: _, ...plain } = command;
  const tried = applyCommand(state, plain);
  if (tried.ok || tried.error.code !== 'limit-table/choose') return undefined;
  const { chooser, boxes } = tried.error.details ?? {};
  if (!Array.isArray(boxes)) return undefined;
  const seen = new Set<string>();
  const options: LimitTableOption[] = [];
  let area: GameAreaId | undefined;
  for (const box of boxes) {
    if (!isRecord(box) || typeof box.total !== 'number') continue;
    for (const seats of seatingsIn(seatsIn(box.least), seatsIn(box.most), box.total)) {
      const key = JSON.stringify(Object.entries(seats).sort());
      if (seen.has(key)) continue;
      seen.add(key);
      const after = applyCommand(state, { ...plain, onLimitTable: seats });
      if (!after.ok) continue;
      options.push({ seats, words: seatsWords(after.value, seats) });
      area ??= after.value.modules?.limitTable?.area;
    }
  }
  if (area === undefined) return undefined;
  return {
    area,
    name: areaWordsIn(state, area),
    chooser: typeof chooser === 'string' ? chooser : undefined,
    options: options.slice(0, MOST_OPTIONS),
    more: options.length > MOST_OPTIONS,
  };
}
