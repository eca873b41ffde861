import { describe, expect, it } from 'vitest';
import { moduleCardList } from '../../../src/rules/game/moduleCardList';

describe("the modules' cards a guide lists", () => {
  it('lists the Church card on pile 6 for the classic edition and Big Box, and no Old Hands card', () => {
    for (const edition of ['classic', 'bigbox'] as const) {
      const listed = moduleCardList(edition);
      expect(listed.map((l) => l.module)).toEqual(['church']);
      expect(listed[0]?.cards.map((c) => [c.id, c.stack])).toEqual([['classic/church-card', 6]]);
    }
  });

  it('lists the four Old Hands cards for 2023 and not the Church card', () => {
    const listed = moduleCardList('2023');
    expect(listed.map((l) => l.module)).toEqual(['old-hands']);
    expect(listed[0]?.cards.map((c) => c.stack).sort()).toEqual([1, 2, 4]);
  });
});
