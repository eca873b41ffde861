import { BACKUP_LIMITS, blobText, parseJsonText } from '../jsonText';
import { RECORD_FORMAT_NAME } from '../record/recordFormat';
import { SNAPSHOT_FORMAT, SNAPSHOT_FORMAT_2 } from '../snapshot/formats';
import { BACKUP_FORMAT_NAME } from './backupFile';

/** What a file opened with the app is, by the format it names: a game record, a board snapshot or a backup. */
export type FileKind = 'record' | 'snapshot' | 'backup';

/**
 * The kind of file a file says it is (its `format`), or undefined for anything else: where it goes is
 * decided by this alone; the screen it goes to reads it as warily as its own import button does.
 */
export async function fileKindOf(file: Blob): Promise<FileKind | undefined> {
  // Read within a backup's limits, the largest file the app reads: its screen reads it again within its own.
  const text = await blobText(file, BACKUP_LIMITS);
  const json = text.ok ? parseJsonText(text.value, BACKUP_LIMITS) : text;
  const format =
    json.ok && typeof json.value === 'object' && json.value !== null && 'format' in json.value
      ? json.value.format
      : undefined;
  if (typeof format !== 'string') return undefined;
  if (format.startsWith(`${RECORD_FORMAT_NAME}/`)) return 'record';
  if (format === SNAPSHOT_FORMAT || format === SNAPSHOT_FORMAT_2) return 'snapshot';
  if (format.startsWith(`${BACKUP_FORMAT_NAME}/`)) return 'backup';
  return undefined;
}
