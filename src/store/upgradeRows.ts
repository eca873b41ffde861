import { setupAsPlayed } from '../record/setupAsPlayed';
import { cleanTyped, LIMITS, type LogEntry, nameKey, type TextKind } from '../rules';

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A text the first data version kept as typed, held to today's check: invisible characters out, or a stand-in. */
const clean = (text: unknown, kind: TextKind, standIn: string): unknown =>
  typeof text === 'string' ? cleanTyped(text, kind).text.trim() || standIn : text;

/**
 * A command as the first data version stored it, read under today's checks of typed text: names,
 * colours and notes lose the invisible characters the app then let through, and a name that then
 * reads like an earlier one (the app did not tell them apart then) gets its colour's id added, so a
 * game stored before keeps opening and replaying. Anything else is left for the command's own check.
 */
export function upgradeV1Command(command: unknown): unknown {
  if (!isObject(command)) return command;
  if (command.type === 'table-correction') return { ...command, note: clean(command.note, 'note', 'Table correction') };
  if (command.type !== 'setup' || !Array.isArray(command.players)) return command;
  const seen = new Set<string>();
  const seat = (info: unknown): unknown => {
    if (!isObject(info) || typeof info.id !== 'string') return info;
    const cleaned = clean(info.name, 'name', info.id);
    const suffix = ` (${info.id})`;
    const name =
      typeof cleaned === 'string' && seen.has(nameKey(cleaned))
        ? `${cleaned.slice(0, LIMITS.name - suffix.length)}${suffix}`
        : cleaned;
    if (typeof name === 'string') seen.add(nameKey(name));
    return { ...info, name, colour: clean(info.colour, 'colour', info.id) };
  };
  return {
    ...command,
    players: command.players.map(seat),
    ...(command.dummy === undefined ? {} : { dummy: seat(command.dummy) }),
  };
}

/**
 * A history stored before data version 3, as it now reads: a base 2023 game whose commands turned over
 * Veto or "regions picked by one player only" (since taken out of that list) keeps both cards in its
 * setup, and a Church game started on the King's region or a home keeps those regions, so it replays as
 * it was played. Read-only: the rows stay as stored, and this runs at each read.
 */
export function upgradeV2History(entries: readonly LogEntry[]): LogEntry[] {
  // By kind, never by the fields an entry happens to hold.
  const commands = entries.flatMap((entry) =>
    entry.kind === 'command' || entry.kind === 'correct' ? [entry.command] : [],
  );
  return entries.map((entry) => {
    if ((entry.kind !== 'command' && entry.kind !== 'correct') || entry.command.type !== 'setup') return entry;
    const setup = setupAsPlayed(entry.command, commands);
    return setup === entry.command ? entry : { ...entry, command: setup };
  });
}
