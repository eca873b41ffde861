import { type Command, type SetupCommand, type Words, words } from '../rules';
import { type GameRecord, RECORD_FORMAT } from './schema';

/**
 * A checked record as the command log it stands for: the setup first, then its commands, each of
 * the one command schema's shape. Whether each command holds is the engine's call on replay.
 */
export function recordLog(record: GameRecord): [SetupCommand, ...Command[]] {
  const setup: SetupCommand = { type: 'setup', ...record.setup };
  return [setup, ...record.commands];
}

/** A command log as a record file's text (the export every screen and command shares). */
export function recordText(log: readonly Command[], title: string): string {
  const [setup, ...commands] = log;
  const { type: _type, ...setupFields } = setup ?? { type: 'setup' };
  return `${JSON.stringify({ format: RECORD_FORMAT, title, setup: setupFields, commands }, null, 2)}\n`;
}

/** Where a refusal stands in a record, in words: the setup, or command N (counted from 0 in the record's list). */
export const recordPlace = (logIndex: number, log: readonly Command[]): Words =>
  logIndex === 0
    ? words('record.place.theSetup')
    : words('record.place.Command', { index: logIndex - 1, type: log[logIndex]?.type ?? 'missing' });

/** The same as the command line names it, in the line's middle: "setup" or "command 3 (place)". */
export const recordPlaceInLine = (logIndex: number, log: readonly Command[]): Words =>
  logIndex === 0
    ? words('record.place.setup')
    : words('record.place.commandOfType', { index: logIndex - 1, type: log[logIndex]?.type ?? 'missing' });
