import { readFileSync } from 'node:fs';
import { recordLog } from '../../src/record/recordLog';
import { parseRecord } from '../../src/record/schema';
import type { Command, SetupCommand } from '../../src/rules';
import { openGameSession } from '../../src/session/gameSession';
import { createNewGame } from '../../src/session/newGames';
import { memoryStorage } from './memoryStorage';
import { say } from './speech';

const recordText = readFileSync(new URL('../../examples/records/classic-4p.json', import.meta.url), 'utf8');

/** The commands of a recorded four-player game, setup first. */
export function exampleLog(): Command[] {
  const parsed = parseRecord(JSON.parse(recordText));
  if (!parsed.ok) throw new Error(say(parsed.error.message));
  return recordLog(parsed.value);
}

/** That game's setup stored in memory and opened, with the first `played` commands after the setup entered. */
export async function exampleSession(played = 0, storage = memoryStorage()) {
  const [setup, ...rest] = exampleLog();
  const created = await createNewGame(
    storage,
    setup as SetupCommand,
    'Friday',
    { memoryMode: false, diskEntry: 'open' },
    1000,
  );
  if (!created.ok) throw new Error(say(created.error.message));
  const session = await openGameSession(storage, created.value.id);
  if (!session) throw new Error('not opened');
  for (const command of rest.slice(0, played)) {
    const outcome = await session.apply(command);
    if (!outcome.ok) throw new Error(say(outcome.error.message));
  }
  return { storage, session, id: created.value.id, rest: rest.slice(played) };
}
