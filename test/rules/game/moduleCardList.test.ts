import { describe, expect, it } from 'vitest';
import { moduleCardList } from '../../../src/rules/game/moduleCardList';

describe("the modules' cards a guide lists", () => {
  it('lists the Church card and the Grand Inquisitor card on pile 6 for the classic edition and Big Box, Intrigue & the King’s two cards beside the board, no Old Hands card', () => {
    for (const edition of ['classic', 'bigbox'] as const) {
      const listed = moduleCardList(edition);
      expect(listed.map((l) => l.module)).toEqual(['church', 'grand-inquisitor-colonies', 'intrigue-king']);
      expect(listed[0]?.cards.map((c) => [c.id, c.stack])).toEqual([['classic/church-card', 6]]);
      expect(listed[1]?.cards.map((c) => [c.id, c.stack])).toEqual([['classic/grand-inquisitor-card', 6]]);
      // In no stack: the King's card and the Intrigue card lie beside the board.
      expect(listed[2]?.cards.map((c) => [c.id, c.stack])).toEqual([
        ['classic/intrigue-kings-card', 0],
        ['classic/intrigue-card', 0],
      ]);
    }
  });

  it('lists the Old Hands cards and the New Regency stack for 2023, and not the Church card', () => {
    const listed = moduleCardList('2023');
    expect(listed.map((l) => l.module)).toEqual(['old-hands', 'new-regency']);
    expect(listed[0]?.cards.map((c) => c.stack).sort()).toEqual([1, 2, 4]);
    expect(new Set(listed[1]?.cards.map((c) => c.stack))).toEqual(new Set([5]));
  });
});
