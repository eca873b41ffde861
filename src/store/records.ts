import type { Command, SetupCommand } from '../rules/game/commands';
import { replay } from '../rules/game/replay';
import { parseJsonText } from '../jsonText';
import { parseRecord, RECORD_FORMAT } from '../record/schema';
import { createGame, loadLog } from './games';
import type { Database } from './openDatabase';
import type { GameSummary } from './schema';

/** A game as a record file's contents: the setup and the command log. */
export async function exportRecord(db: Database, gameId: string): Promise<string> {
  const summary = await db.get('games', gameId);
  const [setup, ...commands] = await loadLog(db, gameId);
  const { type: _type, ...setupFields } = setup as SetupCommand;
  return `${JSON.stringify({ format: RECORD_FORMAT, title: summary?.title ?? '', setup: setupFields, commands }, null, 2)}\n`;
}

/**
 * Imports a record: checked as a file, then replayed; only a record whose every command holds
 * becomes a game. Otherwise the reason comes back and nothing is stored.
 */
export async function importRecord(db: Database, text: string): Promise<{ ok: true; game: GameSummary } | { ok: false; reason: string }> {
  const json = parseJsonText(text);
  if (!json.ok) return { ok: false, reason: 'The file is not a game record: it is not even JSON.' };
  const parsed = parseRecord(json.value);
  if (!parsed.ok) return { ok: false, reason: `The file is not a game record: ${parsed.error}` };
  const setup = { ...parsed.record.setup, type: 'setup' } as unknown as SetupCommand;
  const commands = parsed.record.commands as unknown as Command[];
  const result = replay([setup, ...commands]);
  if (result.refused) {
    const where = result.refused.index === 0 ? 'The setup' : `Command ${result.refused.index - 1} (${commands[result.refused.index - 1]?.type})`;
    return { ok: false, reason: `${where} does not hold: ${result.refused.error.message}` };
  }
  return { ok: true, game: await createGame(db, setup, parsed.record.title ?? 'Imported game', commands) };
}
