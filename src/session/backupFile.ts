import { isLanguage } from '../i18n/languages';
import { BACKUP_LIMITS, parseJsonText } from '../jsonText';
import { parseDeck } from '../record/deckFile';
import {
  DESCRIBED_DECKS,
  escapeInput,
  fail,
  isOneOf,
  isRecord,
  keysOf,
  ok,
  type Result,
  type Text,
  words,
} from '../rules';
import type { BackedUpGame, BackupStorage, StoredEverything } from './backupStorage';
import type { SavedBoard } from './boardStorage';
import { readMergedNames } from './playedModel';
import type { MergedNames } from './playerStats';

/** The name every backup's `format` starts with; the number after the slash is its version. */
export const BACKUP_FORMAT_NAME = 'el-grande-backup';
export const BACKUP_VERSION = 1;
export const BACKUP_FORMAT = `${BACKUP_FORMAT_NAME}/${BACKUP_VERSION}`;

export const THEMES = ['system', 'light', 'dark'] as const;

/** The settings kept on this device (outside its database), as a backup carries them. */
export interface DeviceSettings {
  readonly theme: (typeof THEMES)[number];
  readonly keepScreenOn: boolean;
  /** 'device' to follow the device's language, or one the app speaks. */
  readonly language: string;
  /** The spellings counted as one person on the played-games screen. */
  readonly mergedNames: MergedNames;
}

/** What a backup holds, every part read as warily as the device reads its own. */
export interface BackupContents {
  readonly madeAt: number;
  readonly games: readonly BackedUpGame[];
  readonly boards: readonly SavedBoard[];
  /** The described decks, each a deck file, by deck. */
  readonly decks: Readonly<Record<string, unknown>>;
  readonly settings: DeviceSettings;
}

/** A backup's text: everything this device stores, and its settings. */
export function backupText(everything: StoredEverything, settings: DeviceSettings, madeAt: number): string {
  const file = {
    format: BACKUP_FORMAT,
    madeAt: new Date(madeAt).toISOString(),
    games: everything.games.map(({ summary, rows }) => ({ summary, rows })),
    boards: everything.boards,
    decks: readableDecks(everything.decks),
    settings,
  };
  return `${JSON.stringify(file)}\n`;
}

const refuse = (code: string, why: Text) => fail(`backup/${code}`, words('backup.notABackup', { why }));

function readSettings(value: unknown): Result<DeviceSettings> {
  if (!isRecord(value)) return refuse('settings', words('backup.why.settings', { setting: 'all' }));
  const { theme, keepScreenOn, language, mergedNames } = value;
  if (!isOneOf(THEMES, theme)) return refuse('settings', words('backup.why.settings', { setting: 'theme' }));
  if (typeof keepScreenOn !== 'boolean')
    return refuse('settings', words('backup.why.settings', { setting: 'keepScreenOn' }));
  if (language !== 'device' && !isLanguage(language))
    return refuse('settings', words('backup.why.settings', { setting: 'language' }));
  if (!isRecord(mergedNames)) return refuse('settings', words('backup.why.settings', { setting: 'mergedNames' }));
  const merged = readMergedNames(mergedNames);
  if (Object.keys(merged).length !== Object.keys(mergedNames).length)
    return refuse('settings', words('backup.why.settings', { setting: 'mergedNames' }));
  return ok({ theme, keepScreenOn, language, mergedNames: merged });
}

/** Whether a deck is a whole deck file of the deck it is kept under. */
const isDeckOf = (id: string, deck: unknown) => {
  const known = keysOf(DESCRIBED_DECKS).find((d) => d === id);
  const read = known ? parseDeck(deck) : undefined;
  return read?.ok === true && read.value.deck === known;
};

/** The stored decks that read as decks, as the device itself reads them (any other is left out there too). */
function readableDecks(value: unknown): Readonly<Record<string, unknown>> {
  return isRecord(value) ? Object.fromEntries(Object.entries(value).filter(([id, deck]) => isDeckOf(id, deck))) : {};
}

/** Each deck a whole deck file of its own deck, or the backup is refused. */
function readDecks(value: unknown): Result<Readonly<Record<string, unknown>>> {
  if (!isRecord(value)) return refuse('decks', words('backup.why.decks', { deck: 'none' }));
  for (const [id, deck] of Object.entries(value))
    if (!isDeckOf(id, deck)) return refuse('decks', words('backup.why.decks', { deck: escapeInput(id, 40) }));
  return ok(value);
}

/**
 * A backup's text read as hostile input: the JSON within its limits, the format and version this app
 * writes, then every game, board, deck and setting; refused whole, in one line, at the first fault.
 * Games and boards are read by the store's own row checks (`readBackupRows`).
 */
export function readBackup(text: string, rows: BackupStorage['readBackupRows']): Result<BackupContents> {
  const json = parseJsonText(text, BACKUP_LIMITS);
  if (!json.ok) return refuse('not-json', json.error.message);
  const file = json.value;
  if (!isRecord(file) || typeof file.format !== 'string' || !file.format.startsWith(`${BACKUP_FORMAT_NAME}/`))
    return refuse('format', words('backup.why.format'));
  const version = Number(file.format.slice(BACKUP_FORMAT_NAME.length + 1));
  if (!Number.isInteger(version) || version < 1) return refuse('format', words('backup.why.format'));
  if (version > BACKUP_VERSION) return refuse('newer', words('backup.why.newer'));
  const madeAt = typeof file.madeAt === 'string' ? Date.parse(file.madeAt) : Number.NaN;
  if (!Number.isFinite(madeAt)) return refuse('made-at', words('backup.why.madeAt'));
  const read = rows(file.games, file.boards);
  if (!read.ok) return refuse('rows', read.error.message);
  const decks = readDecks(file.decks);
  if (!decks.ok) return decks;
  const settings = readSettings(file.settings);
  if (!settings.ok) return settings;
  return ok({ madeAt, ...read.value, decks: decks.value, settings: settings.value });
}
