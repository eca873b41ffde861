import type { ModuleCards } from '../../cards/moduleCards';
import { HAND_CARD } from '../../state/types';
import { IK_INTRIGUE_CARD, IK_KINGS_CARD, IK_ROLES_REF } from './state';

/**
 * Intrigue & the King's cards: the King's and Intrigue cards the texts print, beside the board every round,
 * and the numbered cards of each hand, which the texts do not print: the table describes each by its value
 * the first time it is played ("intrigue/135"). Caballero cards set the placement instead of these.
 */
export const intrigueCards: ModuleCards = {
  editions: ['classic', 'bigbox'],
  cards: [
    {
      id: IK_KINGS_CARD,
      name: 'The King’s card',
      stack: HAND_CARD,
      effect: 'kings-card',
      copies: 1,
      places: 0,
      everyRound: true,
      ref: IK_ROLES_REF,
    },
    {
      id: IK_INTRIGUE_CARD,
      name: 'The Intrigue card',
      stack: HAND_CARD,
      effect: 'intrigue-action',
      copies: 1,
      places: 0,
      everyRound: true,
      ref: IK_ROLES_REF,
    },
  ],
  standsFor: {},
  describedDeck: 'intrigue',
  // The kinds the notes name that no base card has (New special actions): Conspiracy is card 35, Quarantine 93.
  describedEffects: { conspiracy: 1, quarantine: 1 },
  // What the notes fix (reading 1.2: a description may narrow a note, never widen it).
  describedNotes: {
    'intrigue/35': ['conspiracy'],
    'intrigue/63': ['table-resolved'],
    'intrigue/75': ['table-resolved'],
    'intrigue/90': ['mobile-scoreboard'],
    'intrigue/93': ['quarantine'],
  },
};
