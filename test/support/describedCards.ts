import type { DescribedCard } from '../../src/rules';

/** A stack-7 card as a table may describe it: number `n` of the Colonies' deck, placing 2, one Gold pictured. */
export const describedCard = (n: number, more: Partial<DescribedCard> = {}): DescribedCard => ({
  id: `colonies-7/${n}`,
  name: `Card ${n}`,
  places: 2,
  gold: 1,
  wares: 0,
  effect: 'move-3-any',
  words: 'As the table reads it.',
  ...more,
});
