import { BACKUP_LIMITS, blobText, parseJsonText, sameJson } from '../jsonText';
import { fail, ok, type Result, type Text, words } from '../rules';
import { asBackedUp, checkedByEngine } from './backupChecks';
import { type BackupContents, backupText, type DeviceSettings, readBackup } from './backupFile';
import type { BackedUpGame } from './backupStorage';
import type { SavedBoard } from './boardStorage';
import type { DeviceDecks } from './deviceDecks';
import type { LibraryStorage } from './libraryStorage';
import type { MergedNames } from './playerStats';
import { type PlannedGame, planRestore, type RestorePlan } from './restorePlan';
import { isStorageFailure, storageRefusal } from './storageProblem';

/** A backup made: its file's name and text, and what it could not hold. */
export interface BackupExport {
  readonly name: string;
  readonly text: string;
  readonly games: number;
  readonly boards: number;
  /** Games left out (they cannot be read here), and games held only up to a row that cannot be. */
  readonly leftOut: number;
  readonly cutShort: number;
  /** Saved boards left out: they cannot be read here. */
  readonly boardsLeftOut: number;
}

/** A backup read and met with this device, before anything is written: what restoring it would do. */
export interface RestorePreview {
  readonly contents: BackupContents;
  readonly plan: RestorePlan<BackedUpGame>;
  /** Games the device holds but cannot read whole itself: left as they are (repair or remove them first). */
  readonly unreadableHere: readonly BackedUpGame[];
  /** Boards this device does not hold, and boards the backup holds saved later than this device's (`here`). */
  readonly boards: {
    readonly add: readonly SavedBoard[];
    readonly newer: readonly { readonly board: SavedBoard; readonly here: SavedBoard }[];
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
  /**
   * Games (by title) and boards (by name) left as they were: the device cannot read its own copy, it changed
   * while the restore ran, it is open in another tab, or storage failed.
   */
  readonly notRestored: readonly { readonly title: string; readonly why: Text }[];
  readonly boards: number;
  readonly cards: number;
  /** Why the described cards could not be added, when they could not. */
  readonly cardsProblem?: Text;
}

export interface Backups {
  /** Everything on this device and its settings, as one file. */
  make(settings: DeviceSettings, at?: number): Promise<Result<BackupExport>>;
  /** A backup file read as hostile input, and what restoring it would do here; nothing is written. */
  read(file: Blob): Promise<Result<RestorePreview>>;
  /** Writes what the preview said, game by game; each game's write is whole or nothing. */
  restore(preview: RestorePreview): Promise<Result<RestoreReport>>;
}

const sameBoard = (a: SavedBoard, b: SavedBoard) =>
  a.name === b.name && a.savedAt === b.savedAt && sameJson(a.draft, b.draft);

function planBoards(here: readonly SavedBoard[], theirs: readonly SavedBoard[]): RestorePreview['boards'] {
  const byId = new Map(here.map((b) => [b.id, b]));
  const add: SavedBoard[] = [];
  const newer: { board: SavedBoard; here: SavedBoard }[] = [];
  let kept = 0;
  for (const board of theirs) {
    const mine = byId.get(board.id);
    if (!mine) add.push(board);
    // A board is saved over as a whole: the one saved last is the board.
    else if (!sameBoard(mine, board) && board.savedAt > mine.savedAt) newer.push({ board, here: mine });
    else kept += 1;
  }
  return { add, newer, kept };
}

/** The games whose histories went apart, as the table reads them: the title here, and each history's length. */
export const apartGames = (plan: RestorePlan<BackedUpGame>): RestoreReport['conflicts'] =>
  plan.conflicts.map(({ stored, game }) => ({ title: stored.title, here: stored.entries, backup: game.rows.length }));

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
        // Only what reads back goes in: a backup no device could restore would be no backup.
        const games = everything.games.flatMap((game) => asBackedUp(game, storage.readBackupRows) ?? []);
        const boards = everything.boards.filter((board) => storage.readBackupRows([], [board]).ok);
        const kept = new Set(games.map((g) => g.summary.id));
        const text = backupText({ ...everything, games, boards }, settings, at);
        if (new Blob([text]).size > BACKUP_LIMITS.chars || !parseJsonText(text, BACKUP_LIMITS).ok)
          return fail('backup/too-much', words('backup.tooMuch'));
        return ok({
          name: fileName(at),
          text,
          games: games.length,
          boards: boards.length,
          leftOut: everything.leftOut.length + everything.games.length - games.length,
          cutShort: everything.cutShort.filter((id) => kept.has(id)).length,
          boardsLeftOut: everything.boards.length - boards.length,
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
      try {
        const read = readBackup(text.value, storage.readBackupRows);
        if (!read.ok) return read;
        const games = checkedByEngine(read.value.games);
        if (!games.ok) return games;
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
        // A file no check foresaw must still end in a refusal, never in a screen that waits forever.
        return isStorageFailure(error)
          ? storageRefusal(error)
          : fail('backup/unreadable', words('backup.notABackup', { why: words('backup.why.unforeseen') }));
      }
    },
    async restore(preview) {
      around.before();
      const { plan } = preview;
      const notRestored: { title: string; why: Text }[] = preview.unreadableHere.map((g) => ({
        title: g.summary.title,
        why: words('backup.unreadableHere'),
      }));
      // Something played or saved here meanwhile is said so; any other failure in storage's own words.
      const notWritten = (title: string, error: unknown) => {
        const { code, message } = storageRefusal(error).error;
        notRestored.push({ title, why: code === 'storage/conflict' ? words('backup.changedMeanwhile') : message });
      };
      let added = 0;
      let extended = 0;
      let boards = 0;
      try {
        for (const game of plan.add) {
          try {
            await storage.addGame(game);
            added += 1;
          } catch (error) {
            notWritten(game.summary.title, error);
          }
        }
        for (const { stored, game } of plan.extend) {
          // A game open in another tab is that tab's to write: it is left as it is, and said so.
          const lock = await storage.lock(stored.id).catch(() => ({ held: false as const }));
          if (!lock.held) {
            notRestored.push({ title: stored.title, why: words('backup.openElsewhere') });
            continue;
          }
          try {
            await storage.extendGame(stored, game);
            storage.announce(stored.id, game.rows.length);
            extended += 1;
          } catch (error) {
            notWritten(game.summary.title, error);
          } finally {
            lock.release();
          }
        }
        const boardWrites = [
          ...preview.boards.add.map((board) => ({ board, here: undefined })),
          ...preview.boards.newer,
        ];
        for (const { board, here } of boardWrites) {
          try {
            await storage.putBoard(board, here);
            boards += 1;
          } catch (error) {
            notWritten(board.name, error);
          }
        }
        const cards = await decks.takeAbsent(preview.contents.decks, true);
        return ok({
          added,
          extended,
          kept: plan.kept.length,
          conflicts: apartGames(plan),
          notRestored,
          boards,
          cards: cards.ok ? cards.value : 0,
          ...(cards.ok ? {} : { cardsProblem: cards.error.message }),
        });
      } catch (error) {
        return storageRefusal(error);
      } finally {
        await around.after().catch(() => undefined);
      }
    },
  };
}
