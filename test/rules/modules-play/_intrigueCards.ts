/** Intrigue & the King's numbered cards as a test table describes them at their first play. */
import type { Command, DescribedCard } from '../../../src/rules';

/** Card `value` described with this effect and court number ("may" and more as given). */
export const describedIntrigueCard = (
  value: number,
  effect: string,
  court: number,
  more: Partial<DescribedCard> = {},
): Command => ({
  type: 'describe-card',
  card: {
    id: `intrigue/${value}`,
    name: `Card ${value}`,
    places: 0,
    gold: 0,
    wares: 0,
    effect,
    words: `As typed ${value}`,
    court,
    ...more,
  },
});
