import { BACKUP_LIMITS, blobText, sameJson } from '../jsonText';
import { recordPlace } from '../record/recordLog';
import { effectiveLog, fail, ok, type Result, replay, type Text, type Words, words } from '../rules';
import { type BackupContents, backupText, type DeviceSettings, readBackup } from './backupFile';
import type { BackedUpGame } from './backupStorage';
import type { SavedBoard } from './boardStorage';
import type { DeviceDecks } from './deviceDecks';
import type { LibraryStorage } from './libraryStorage';
import type { MergedNames } from './playerStats';
import { rebuildSummary } from './rebuildSummary';
import { type PlannedGame, planRestore, type RestorePlan } from './restorePlan';
import { storageRefusal } from './storageProblem';

/** A backup made: its file's name and text, and what it could not hold. */
export interface BackupExport {
  readonly name: string;
  readonly text: string;
  readonly games: number;
  readonly boards: number;
  /** Games left out (their summary cannot be read here), and games held only up to a row that cannot be. */
  readonly leftOut: number;
  readonly cutShort: number;
}

/** A backup read and met with this device, before anything is written: what restoring it would do. */
export interface RestorePreview {
  readonly contents: BackupContents;
  readonly plan: RestorePlan<BackedUpGame>;
  /** Games the device holds but cannot read whole itself: left as they are (repair or remove them first). */
  readonly unreadableHere: readonly BackedUpGame[];
  /** Boards this device does not hold, and boards the backup holds saved later than this device's. */
  readonly boards: {
    readonly add: readonly SavedBoard[];
    readonly newer: readonly SavedBoard[];
    readonly kept: number;
  };
  /** Described cards the backup holds that this device does not. */
  readonly cards: number;
}

/** What a restore did. */
export interface RestoreReport {
  readonly added: number;
  readonly extended: number;
  readonly kept: number;
  readonly conflicts: readonly { readonly title: string; readonly here: number; readonly backup: number }[];
  /** Games the device could not read itself, or that changed while the restore ran: left as they were. */
  readonly notRestored: readonly { readonly title: string; readonly why: Text }[];
  readonly boards: number;
  readonly cards: number;
}

export interface Backups {
  /** Everything on this device and its settings, as one file. */
  make(settings: DeviceSettings, at?: number): Promise<Result<BackupExport>>;
  /** A backup file read as hostile input, and what restoring it would do here; nothing is written. */
  read(file: Blob): Promise<Result<RestorePreview>>;
  /** Writes what the preview said, game by game; each game's write is whole or nothing. */
  restore(preview: RestorePreview): Promise<Result<RestoreReport>>;
}

const gameFault = (number: number, why: Words | Text) =>
  fail('backup/game', words('backup.notABackup', { why: words('backup.gameDoesNotHold', { number, why }) }));

/**
 * Each game's history replayed by the engine, as an imported record is: it must open with a setup, every
 * command in force must hold, and its summary must name the history's edition and players. Its round and
 * whether it is over are taken from the replay, never from the file.
 */
function checkedByEngine(games: readonly BackedUpGame[]): Result<BackedUpGame[]> {
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

const sameBoard = (a: SavedBoard, b: SavedBoard) =>
  a.name === b.name && a.savedAt === b.savedAt && sameJson(a.draft, b.draft);

function planBoards(here: readonly SavedBoard[], theirs: readonly SavedBoard[]): RestorePreview['boards'] {
  const byId = new Map(here.map((b) => [b.id, b]));
  const add: SavedBoard[] = [];
  const newer: SavedBoard[] = [];
  let kept = 0;
  for (const board of theirs) {
    const mine = byId.get(board.id);
    if (!mine) add.push(board);
    // A board is saved over as a whole: the one saved last is the board.
    else if (!sameBoard(mine, board) && board.savedAt > mine.savedAt) newer.push(board);
    else kept += 1;
  }
  return { add, newer, kept };
}

/** The spellings merged on this device, with the backup's added where this device has not merged that name. */
export const mergedNamesWith = (here: MergedNames, backup: MergedNames): MergedNames => ({ ...backup, ...here });

const fileName = (at: number) => `el-grande-backup-${new Date(at).toISOString().slice(0, 10)}.json`;

/**
 * Backing up everything this device keeps to one file, and restoring such a file on any device without
 * losing or doubling a game: a game here is kept, a backup's history that continues it extends it, and
 * histories gone apart are shown, never merged. `around` closes the open game before a restore writes,
 * and lists the games again after.
 */
export function createBackups(
  storage: LibraryStorage,
  decks: DeviceDecks,
  around: { readonly before: () => void; readonly after: () => Promise<void> },
): Backups {
  return {
    async make(settings, at = Date.now()) {
      try {
        const everything = await storage.readEverything();
        return ok({
          name: fileName(at),
          text: backupText(everything, settings, at),
          games: everything.games.length,
          boards: everything.boards.length,
          leftOut: everything.leftOut.length,
          cutShort: everything.cutShort.length,
        });
      } catch (error) {
        return storageRefusal(error);
      }
    },
    async read(file) {
      const { size } = file;
      if (size > BACKUP_LIMITS.chars)
        return fail(
          'backup/too-large',
          words('backup.notABackup', { why: words('backup.tooLarge', { size, limit: BACKUP_LIMITS.chars }) }),
        );
      const text = await blobText(file, BACKUP_LIMITS);
      if (!text.ok) return fail('backup/too-large', words('backup.notABackup', { why: text.error.message }));
      const read = readBackup(text.value, storage.readBackupRows);
      if (!read.ok) return read;
      const games = checkedByEngine(read.value.games);
      if (!games.ok) return games;
      try {
        const here = await storage.readEverything();
        const unreadable = new Set([...here.leftOut, ...here.cutShort]);
        const onDevice = new Map<string, PlannedGame>(here.games.map((g) => [g.summary.id, g]));
        const cards = await decks.takeAbsent(read.value.decks, false);
        if (!cards.ok) return cards;
        return ok({
          contents: { ...read.value, games: games.value },
          plan: planRestore(
            onDevice,
            games.value.filter((g) => !unreadable.has(g.summary.id)),
          ),
          unreadableHere: games.value.filter((g) => unreadable.has(g.summary.id)),
          boards: planBoards(here.boards, read.value.boards),
          cards: cards.value,
        });
      } catch (error) {
        return storageRefusal(error);
      }
    },
    async restore(preview) {
      around.before();
      const { plan } = preview;
      const notRestored: { title: string; why: Text }[] = preview.unreadableHere.map((g) => ({
        title: g.summary.title,
        why: words('backup.unreadableHere'),
      }));
      let added = 0;
      let extended = 0;
      // A game played here meanwhile is said so; any other failure in storage's own words.
      const notWritten = (game: BackedUpGame, error: unknown) => {
        const { code, message } = storageRefusal(error).error;
        notRestored.push({
          title: game.summary.title,
          why: code === 'storage/conflict' ? words('backup.changedMeanwhile') : message,
        });
      };
      try {
        for (const game of plan.add) {
          try {
            await storage.addGame(game);
            added += 1;
          } catch (error) {
            notWritten(game, error);
          }
        }
        for (const { stored, game } of plan.extend) {
          try {
            await storage.extendGame(stored, game);
            extended += 1;
          } catch (error) {
            notWritten(game, error);
          }
        }
        for (const board of [...preview.boards.add, ...preview.boards.newer]) await storage.putBoard(board);
        const cards = await decks.takeAbsent(preview.contents.decks, true);
        return ok({
          added,
          extended,
          kept: plan.kept.length,
          conflicts: plan.conflicts.map(({ stored, game }) => ({
            title: stored.title,
            here: stored.entries,
            backup: game.rows.length,
          })),
          notRestored,
          boards: preview.boards.add.length + preview.boards.newer.length,
          cards: cards.ok ? cards.value : 0,
        });
      } catch (error) {
        return storageRefusal(error);
      } finally {
        await around.after().catch(() => undefined);
      }
    },
  };
}
