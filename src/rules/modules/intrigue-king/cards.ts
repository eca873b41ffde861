import type { ModuleCards } from '../../cards/moduleCards';
import { HAND_CARD } from '../../state/types';
import { IK_INTRIGUE_CARD, IK_KINGS_CARD, IK_ROLES_REF } from './state';

/** The special scorings that score regions and never the Castillo (notes 100 and 120). */
const REGION_SCORINGS: readonly string[] = [
  'score-4-regions',
  'score-5-regions',
  'score-6-7-regions',
  'score-first-place-only',
  'score-most',
  'score-fewest',
  'score-unique-choices',
];

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
  // The base power and action cards stay in the box (Preparation).
  replacesStacks: true,
  // Its cards are no power cards: "take a power card back" has nothing to return (reading).
  describedWithout: ['power-card-return'],
  // The kinds the notes give one card each that no base card has: the placements of 15 and 20, Conspiracy
  // (35), the bridge (63), the Grande with caballeros (80), Quarantine (93), the chosen scorings of 135, 145
  // and 150.
  describedEffects: {
    conspiracy: 1,
    quarantine: 1,
    'score-chosen-two': 1,
    'score-chosen-not-king': 1,
    'score-chosen-any': 1,
    'placement-five': 1,
    'placement-anywhere': 1,
    'grande-with-caballeros': 1,
    bridge: 1,
  },
  // What the notes fix (reading 1.2: a description may narrow a note, never widen it).
  describedNotes: {
    'intrigue/15': ['placement-five'],
    'intrigue/20': ['placement-anywhere'],
    'intrigue/35': ['conspiracy'],
    // The bridge joins two regions where the table reads it so (reading P9); otherwise the table's result.
    'intrigue/63': ['bridge', 'table-resolved'],
    'intrigue/75': ['table-resolved'],
    'intrigue/80': ['grande-with-caballeros'],
    'intrigue/90': ['mobile-scoreboard'],
    // 100 and 120 leave the Castillo out: a special scoring of regions only, as these kinds score.
    'intrigue/100': REGION_SCORINGS,
    'intrigue/120': REGION_SCORINGS,
    // 110 scores the Castillo and its caballeros stay in it (reading: the Castillo scored as an area).
    'intrigue/110': ['score-castillo'],
    'intrigue/93': ['quarantine'],
    'intrigue/135': ['score-chosen-two'],
    'intrigue/145': ['score-chosen-not-king'],
    'intrigue/150': ['score-chosen-any'],
  },
};
