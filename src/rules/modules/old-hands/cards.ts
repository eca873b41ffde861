import type { ModuleCards } from '../../cards/moduleCards';

const OLD_HANDS = '2023/old-hands';

/**
 * Old Hands (004:858-937): four cards, each added to the stack its back shows while one random card of that
 * stack goes back in the box (004:933-937: one from stack 1, two from stack 2, one from stack 4). Which card
 * went back is unknown to the app and the 2023 stacks are kept by effect, so no base card is refused for it.
 * The garbled card texts (004:865-931) are read in docs/game-record.md, "Modules: Old Hands".
 */
export const oldHandsCards: ModuleCards = {
  editions: ['2023'],
  cards: [
    {
      id: `${OLD_HANDS}/delegation`,
      name: 'Delegation (move all your own from one region, or 2 more from court; Old Hands)',
      stack: 1,
      effect: 'either-move-all-own-or-two-more',
      copies: 1,
    },
    {
      id: `${OLD_HANDS}/veto`,
      name: 'Veto (Old Hands)',
      stack: 2,
      effect: 'veto',
      copies: 2,
    },
    {
      id: `${OLD_HANDS}/rivalries`,
      name: 'Rivalries (score the regions picked by one secret disc only; Old Hands)',
      stack: 4,
      effect: 'score-unique-choices',
      copies: 1,
    },
  ],
  // The app first offered these two in the base 2023 list (only older base games keep them, see
  // catalog's FIRST_OFFERED_2023); with Old Hands they are entered under its own names.
  standsFor: {
    '2023/veto': `${OLD_HANDS}/veto`,
    '2023/score-unique-choices': `${OLD_HANDS}/rivalries`,
  },
};
