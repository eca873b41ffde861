/** A file opened with the installed app goes where its `format` says: a game record, a board, a backup, or nowhere. */
import { describe, expect, it } from 'vitest';
import { RECORD_FORMAT } from '../../src/record/recordFormat';
import { BACKUP_FORMAT } from '../../src/session/backupFile';
import { fileKindOf } from '../../src/session/fileKind';
import { SNAPSHOT_FORMAT, SNAPSHOT_FORMAT_2 } from '../../src/snapshot/formats';

const file = (text: string) => new Blob([text]);

describe('the kind of a file opened with the app', () => {
  it('is a record or a board by the format it names', async () => {
    expect(await fileKindOf(file(JSON.stringify({ format: RECORD_FORMAT })))).toBe('record');
    expect(await fileKindOf(file(JSON.stringify({ format: 'el-grande-record/1' })))).toBe('record');
    expect(await fileKindOf(file(JSON.stringify({ format: SNAPSHOT_FORMAT })))).toBe('snapshot');
    expect(await fileKindOf(file(JSON.stringify({ format: SNAPSHOT_FORMAT_2 })))).toBe('snapshot');
    expect(await fileKindOf(file(JSON.stringify({ format: BACKUP_FORMAT })))).toBe('backup');
  });

  it('is a backup even beyond the size of any other file, a backup holding every game', async () => {
    const games = Array.from({ length: 300 }, (_, i) => ({ title: `Game ${i}`, rows: 'x'.repeat(9_000) }));
    const text = JSON.stringify({ format: BACKUP_FORMAT, games });
    expect(text.length).toBeGreaterThan(2_000_000);
    expect(await fileKindOf(file(text))).toBe('backup');
  });

  it('is nothing for any other file: another format, no format, not JSON, too large', async () => {
    for (const text of [
      '{"format":"el-grande-deck/1"}',
      '{"format":"el-grande-records/1"}',
      '{"format":7}',
      '[]',
      'null',
      'not json',
      '',
      `{"format":"el-grande-record/1","x":"${'a'.repeat(6_000_000)}"}`,
    ])
      expect(await fileKindOf(file(text))).toBeUndefined();
  });
});
