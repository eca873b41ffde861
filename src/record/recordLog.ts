import type { Command, SetupCommand } from '../rules';
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
export const recordPlace = (logIndex: number, log: readonly Command[]): string =>
  logIndex === 0 ? 'The setup' : `Command ${logIndex - 1} (${log[logIndex]?.type ?? 'missing'})`;
