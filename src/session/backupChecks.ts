import { recordPlace } from '../record/recordLog';
import { cleanTyped, effectiveLog, fail, ok, type Result, replay, type Text, type Words, words } from '../rules';
import type { BackedUpGame, BackupStorage } from './backupStorage';
import { rebuildSummary } from './rebuildSummary';

const gameFault = (number: number, why: Words | Text) =>
  fail('backup/game', words('backup.notABackup', { why: words('backup.gameDoesNotHold', { number, why }) }));

/**
 * Each game's history replayed by the engine, as an imported record is: it must open with a setup, every
 * command in force must hold, and its summary must name the history's edition and players. Its round and
 * whether it is over are taken from the replay, never from the file.
 */
export function checkedByEngine(games: readonly BackedUpGame[]): Result<BackedUpGame[]> {
  const checked: BackedUpGame[] = [];
  for (const [i, game] of games.entries()) {
    const rebuilt = rebuildSummary(game.entries, game.summary.title);
    if (!rebuilt) return gameFault(i + 1, words('backup.why.noSetup'));
    const log = effectiveLog(game.entries);
    const refused = replay(log).refused;
    if (refused)
      return gameFault(
        i + 1,
        words('import.doesNotHold', { place: recordPlace(refused.index, log), reason: refused.error.message }),
      );
    const { summary } = game;
    if (rebuilt.edition !== summary.edition || rebuilt.players.join('\n') !== summary.players.join('\n'))
      return gameFault(i + 1, words('backup.why.summaryApart'));
    checked.push({ ...game, summary: { ...summary, round: rebuilt.round, over: rebuilt.over } });
  }
  return ok(checked);
}

/**
 * A stored game as a backup writes it, so that every device reads it back: its summary as its history shows it
 * (an older row's names are read under today's checks, its summary never was) with a title fit to keep; then
 * read back with the very checks a restore runs. Undefined for a game that still would not read back: the
 * backup leaves it out, and says so.
 */
export function asBackedUp(game: BackedUpGame, rows: BackupStorage['readBackupRows']): BackedUpGame | undefined {
  const rebuilt = rebuildSummary(game.entries, game.summary.title);
  if (!rebuilt) return undefined;
  const title = cleanTyped(game.summary.title, 'title').text.trim() || rebuilt.title;
  const summary = { ...game.summary, ...rebuilt, title };
  const read = rows([{ summary, rows: game.rows }], []);
  if (!read.ok || !checkedByEngine(read.value.games).ok) return undefined;
  return { ...game, summary };
}
