import type { RuleOptionId, RuleOptions } from '../state/options';
import type { RuleRef } from '../state/sources';

export interface OptionChoice<V> {
  readonly value: V;
  readonly label: string;
  readonly ref: RuleRef;
}

export interface OptionDefinition<K extends RuleOptionId = RuleOptionId> {
  readonly id: K;
  readonly label: string;
  readonly explanation: string;
  readonly choices: readonly OptionChoice<RuleOptions[K]>[];
}

type OptionDefinitions = { readonly [K in RuleOptionId]: OptionDefinition<K> };

export const RULE_OPTIONS: OptionDefinitions = {
  tie: {
    id: 'tie',
    label: 'Players below a tie',
    explanation:
      'A tied group always gets the value of the rank below the one it tied for. The readings differ on where the next player lands.',
    choices: [
      {
        value: 'official',
        label: 'Next player takes the rank after the one the tied group received',
        ref: { source: '002', section: 'Score the Regions, example 1' },
      },
      {
        value: 'shift-by-tied',
        label: 'Next player drops by as many ranks as players tied',
        ref: { source: '000', section: 'Scoring based on number of Caballeros, example 1' },
      },
    ],
  },
  twoPlayerRanks: {
    id: 'twoPlayerRanks',
    label: 'Ranks scored with two players',
    explanation: 'With two scoring players either only first place scores, or first and second do.',
    choices: [
      { value: 1, label: 'First place only', ref: { source: '003', section: 'Score the regions sequentially' } },
      { value: 2, label: 'First and second place', ref: { source: '004', section: '2-player game' } },
    ],
  },
  chosenScoringAllowsCastillo: {
    id: 'chosenScoringAllowsCastillo',
    label: '“Score a region of your choice” may pick the Castillo',
    explanation: 'Whether the special scoring of one chosen area may name the Castillo.',
    choices: [
      { value: true, label: 'Yes', ref: { source: '002', section: 'Action cards in the 2 stack: Special Scoring' } },
      {
        value: false,
        label: 'No',
        ref: { source: '003', section: 'Action cards in the “2” stack: Special Scoring (3x)' },
      },
    ],
  },
  returnOneOfEachIncludesOwn: {
    id: 'returnOneOfEachIncludesOwn',
    label: '“Return one caballero of each player” includes your own',
    explanation: 'Whether the taker also sends back one of their own caballeros.',
    choices: [
      {
        value: true,
        label: 'Yes, one of your own too',
        ref: { source: '002', section: 'Action cards in the 2 stack' },
      },
      { value: false, label: 'Other players only', ref: { source: '003', section: 'Action cards in the “2” stack' } },
    ],
  },
  veto: {
    id: 'veto',
    label: 'What a Veto stops',
    explanation: 'Whether a Veto may stop the rest of a special action already under way.',
    choices: [
      {
        value: 'remainder',
        label: 'The rest of an action under way',
        ref: { source: '002', section: 'Action cards in the 2 stack: Veto' },
      },
      {
        value: 'whole-action',
        label: 'Only a whole action, before it starts',
        ref: { source: '004', section: 'Explanations of Special cards: Veto' },
      },
    ],
  },
  moveAllOwnMayReturn: {
    id: 'moveAllOwnMayReturn',
    label: '“Move all your own from one region” may put some back',
    explanation: 'Whether some of the moved caballeros may end in the region they left.',
    choices: [
      { value: true, label: 'Yes', ref: { source: '002', section: 'Action cards in the 1 stack' } },
      { value: false, label: 'No, all must leave', ref: { source: '003', section: 'Action cards in the "1" stack' } },
    ],
  },
  kingCardMayStay: {
    id: 'kingCardMayStay',
    label: 'The King’s card may leave the King in place',
    explanation: 'The special action is optional everywhere; the Big Box text says so outright for this card.',
    choices: [
      { value: true, label: 'Yes', ref: { source: '004', section: 'Explanations of Special cards: Your Majesty' } },
      {
        value: false,
        label: 'No, he must move (a strict reading of the card; no rulebook asks for it)',
        ref: { source: '002', section: 'Action cards in the 5 stack' },
      },
    ],
  },
  twoPlayerDummy: {
    id: 'twoPlayerDummy',
    label: 'Two players add a dummy colour',
    explanation: 'A third colour that places caballeros each round and takes ranks but never scores.',
    choices: [
      { value: true, label: 'Yes', ref: { source: '004', section: '2-player game' } },
      { value: false, label: 'No: two players play alone', ref: { source: '002', section: 'Score the Regions' } },
    ],
  },
  threePlayerFourStacks: {
    id: 'threePlayerFourStacks',
    label: 'Three players shuffle stacks 2 and 3 together',
    explanation: 'An optional tighter offer of four stacks instead of five.',
    choices: [
      { value: true, label: 'Four stacks', ref: { source: '004', section: '3-player game' } },
      { value: false, label: 'Five stacks', ref: { source: '002', section: 'Preparation' } },
    ],
  },
  returnedLowestCardKeepsStart: {
    id: 'returnedLowestCardKeepsStart',
    label: 'A returned lowest power card still wins the start',
    explanation: 'When the lowest card of the round goes back to its hand, its player still starts the next round.',
    choices: [
      {
        value: true,
        label: 'Yes: whoever played the lowest card starts',
        ref: { source: '004', section: 'Empowerment' },
      },
      {
        value: false,
        label: 'No: the lowest card still on the table starts',
        ref: { source: '002', section: 'Play the power cards' },
      },
    ],
  },
  courtCardFromRegions: {
    id: 'courtCardFromRegions',
    label: 'The court card may take caballeros from regions',
    explanation:
      'When the provinces run short: whether the court card follows the replenishing rule and takes the player’s own from regions.',
    choices: [
      {
        value: true,
        label: 'Yes, as when replenishing',
        ref: { source: '003', section: 'Action cards in the “4” stack: The Court (1x)' },
      },
      {
        value: false,
        label: 'No, only from the provinces',
        ref: { source: '002', section: 'Action cards in the 4 stack: The court' },
      },
    ],
  },
};

/** Ranks that score with 3, 4 or 5 scoring players, the same in every edition; 2 players follow `twoPlayerRanks`. */
export const RANKS_USED_BY_PLAYER_COUNT: Readonly<Record<3 | 4 | 5, 1 | 2 | 3>> = { 3: 2, 4: 3, 5: 3 };

/** Ranks that score for a number of scoring players under these options. */
export function ranksUsed(options: Pick<RuleOptions, 'twoPlayerRanks'>, scoringPlayers: number): 1 | 2 | 3 {
  if (scoringPlayers <= 2) return options.twoPlayerRanks;
  return RANKS_USED_BY_PLAYER_COUNT[scoringPlayers === 3 ? 3 : scoringPlayers === 4 ? 4 : 5];
}
