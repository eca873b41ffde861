import type { EditionId } from '../state/editionIds';
import type { ModuleId } from '../state/modules';
import type { CardType } from './catalog';

/**
 * The action cards a module shuffles into its edition's stacks. `standsFor` names the base-list entries that
 * are really one of these cards (the base list kept them by effect): while the module is played they are
 * entered under the module's id only, so one card never has two names on one table.
 */
export interface ModuleCards {
  readonly edition: EditionId;
  readonly cards: readonly CardType[];
  /** Base card id → the module card it is while the module is played. */
  readonly standsFor: Readonly<Record<string, string>>;
}

const OLD_HANDS = '2023/old-hands';

/**
 * Old Hands (004:858-937): four cards, each added to the stack its back shows while one random card of that
 * stack goes back in the box (004:933-937: one from stack 1, two from stack 2, one from stack 4). Which card
 * went back is unknown to the app and the 2023 stacks are kept by effect, so no base card is refused for it.
 * The garbled card texts (004:865-931) are read in docs/game-record.md, "Modules: Old Hands".
 */
const OLD_HANDS_CARDS: ModuleCards = {
  edition: '2023',
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
  // The 2023 base list holds these two by effect though the base box has no such card (004:69-81).
  standsFor: {
    '2023/veto': `${OLD_HANDS}/veto`,
    '2023/score-unique-choices': `${OLD_HANDS}/rivalries`,
  },
};

/** The modules that bring action cards, with their cards. */
export const MODULE_CARDS: Readonly<Partial<Record<ModuleId, ModuleCards>>> = {
  'old-hands': OLD_HANDS_CARDS,
};
