import { describe, expect, it } from 'vitest';
import { randomRecord, randomShape, recordText } from '../../scripts/drive/randomRecords';
import { recordLog } from '../../src/record/recordLog';
import { parseRecord } from '../../src/record/schema';
import { replay } from '../../src/rules';
import { say } from '../support/speech';

describe('the random games `npm run drive -- --random` plays', () => {
  it('are the same for the same seed and game number, and differ for another seed', () => {
    expect(randomShape(7, 3)).toEqual(randomShape(7, 3));
    expect(recordText(randomRecord(randomShape(7, 3), 't'))).toBe(recordText(randomRecord(randomShape(7, 3), 't')));
    expect([1, 2, 3, 4, 5].map((g) => randomShape(7, g))).not.toEqual([1, 2, 3, 4, 5].map((g) => randomShape(8, g)));
  });

  it('thirty games of a run cover every edition, two to five players, the dummy, short games and options switched', () => {
    const shapes = Array.from({ length: 30 }, (_, i) => randomShape(2, i + 1));
    expect(new Set(shapes.map((s) => s.edition))).toEqual(new Set(['classic', 'bigbox', '2023']));
    expect(new Set(shapes.map((s) => s.players))).toEqual(new Set([2, 3, 4, 5]));
    expect(new Set(shapes.map((s) => s.length))).toEqual(new Set(['full', 'short-official', 'short-fan']));
    expect(shapes.some((s) => Object.keys(s.options ?? {}).length > 0)).toBe(true);
    expect(shapes.some((s) => s.players === 2 && randomRecord(s, 't').setup.dummy !== undefined)).toBe(true);
  });

  it('each is a complete game record, read back from its text, that replays to the end', () => {
    for (const game of [1, 2, 3]) {
      const text = recordText(randomRecord(randomShape(5, game), `game ${game}`));
      const parsed = parseRecord(JSON.parse(text));
      if (!parsed.ok) throw new Error(say(parsed.error.message));
      expect(replay(recordLog(parsed.value)).state?.phase).toBe('over');
    }
  });
});
