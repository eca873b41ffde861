import type { RuleOptionId, RuleOptions } from '../state/options';
import type { RuleRef } from '../state/sources';
import { type Words, words } from '../state/words';

export interface OptionChoice<V> {
  readonly value: V;
  readonly label: Words;
  readonly ref: RuleRef;
}

export interface OptionDefinition<K extends RuleOptionId = RuleOptionId> {
  readonly id: K;
  readonly label: Words;
  readonly explanation: Words;
  readonly choices: readonly OptionChoice<RuleOptions[K]>[];
}

type OptionDefinitions = { readonly [K in RuleOptionId]: OptionDefinition<K> };

export const RULE_OPTIONS: OptionDefinitions = {
  tie: {
    id: 'tie',
    label: words('option.tie'),
    explanation: words('option.tie.explanation'),
    choices: [
      {
        value: 'official',
        label: words('option.tie.official'),
        ref: { source: '002', section: 'Score the Regions, example 1' },
      },
      {
        value: 'shift-by-tied',
        label: words('option.tie.shift-by-tied'),
        ref: { source: '000', section: 'Scoring based on number of Caballeros, example 1' },
      },
    ],
  },
  twoPlayerRanks: {
    id: 'twoPlayerRanks',
    label: words('option.twoPlayerRanks'),
    explanation: words('option.twoPlayerRanks.explanation'),
    choices: [
      {
        value: 1,
        label: words('option.twoPlayerRanks.1'),
        ref: { source: '003', section: 'Score the regions sequentially' },
      },
      { value: 2, label: words('option.twoPlayerRanks.2'), ref: { source: '004', section: '2-player game' } },
    ],
  },
  chosenScoringAllowsCastillo: {
    id: 'chosenScoringAllowsCastillo',
    label: words('option.chosenScoringAllowsCastillo'),
    explanation: words('option.chosenScoringAllowsCastillo.explanation'),
    choices: [
      {
        value: true,
        label: words('option.chosenScoringAllowsCastillo.true'),
        ref: { source: '002', section: 'Action cards in the 2 stack: Special Scoring' },
      },
      {
        value: false,
        label: words('option.chosenScoringAllowsCastillo.false'),
        ref: { source: '003', section: 'Action cards in the “2” stack: Special Scoring (3x)' },
      },
    ],
  },
  returnOneOfEachIncludesOwn: {
    id: 'returnOneOfEachIncludesOwn',
    label: words('option.returnOneOfEachIncludesOwn'),
    explanation: words('option.returnOneOfEachIncludesOwn.explanation'),
    choices: [
      {
        value: true,
        label: words('option.returnOneOfEachIncludesOwn.true'),
        ref: { source: '002', section: 'Action cards in the 2 stack' },
      },
      {
        value: false,
        label: words('option.returnOneOfEachIncludesOwn.false'),
        ref: { source: '003', section: 'Action cards in the “2” stack' },
      },
    ],
  },
  veto: {
    id: 'veto',
    label: words('option.veto'),
    explanation: words('option.veto.explanation'),
    choices: [
      {
        value: 'remainder',
        label: words('option.veto.remainder'),
        ref: { source: '002', section: 'Action cards in the 2 stack: Veto' },
      },
      {
        value: 'whole-action',
        label: words('option.veto.whole-action'),
        ref: { source: '004', section: 'Explanations of Special cards: Veto' },
      },
    ],
  },
  moveAllOwnMayReturn: {
    id: 'moveAllOwnMayReturn',
    label: words('option.moveAllOwnMayReturn'),
    explanation: words('option.moveAllOwnMayReturn.explanation'),
    choices: [
      {
        value: true,
        label: words('option.moveAllOwnMayReturn.true'),
        ref: { source: '002', section: 'Action cards in the 1 stack' },
      },
      {
        value: false,
        label: words('option.moveAllOwnMayReturn.false'),
        ref: { source: '003', section: 'Action cards in the "1" stack' },
      },
    ],
  },
  kingCardMayStay: {
    id: 'kingCardMayStay',
    label: words('option.kingCardMayStay'),
    explanation: words('option.kingCardMayStay.explanation'),
    choices: [
      {
        value: true,
        label: words('option.kingCardMayStay.true'),
        ref: { source: '004', section: 'Explanations of Special cards: Your Majesty' },
      },
      {
        value: false,
        label: words('option.kingCardMayStay.false'),
        ref: { source: '002', section: 'Action cards in the 5 stack' },
      },
    ],
  },
  twoPlayerDummy: {
    id: 'twoPlayerDummy',
    label: words('option.twoPlayerDummy'),
    explanation: words('option.twoPlayerDummy.explanation'),
    choices: [
      { value: true, label: words('option.twoPlayerDummy.true'), ref: { source: '004', section: '2-player game' } },
      {
        value: false,
        label: words('option.twoPlayerDummy.false'),
        ref: { source: '002', section: 'Score the Regions' },
      },
    ],
  },
  threePlayerFourStacks: {
    id: 'threePlayerFourStacks',
    label: words('option.threePlayerFourStacks'),
    explanation: words('option.threePlayerFourStacks.explanation'),
    choices: [
      {
        value: true,
        label: words('option.threePlayerFourStacks.true'),
        ref: { source: '004', section: '3-player game' },
      },
      {
        value: false,
        label: words('option.threePlayerFourStacks.false'),
        ref: { source: '002', section: 'Preparation' },
      },
    ],
  },
  returnedLowestCardKeepsStart: {
    id: 'returnedLowestCardKeepsStart',
    label: words('option.returnedLowestCardKeepsStart'),
    explanation: words('option.returnedLowestCardKeepsStart.explanation'),
    choices: [
      {
        value: true,
        label: words('option.returnedLowestCardKeepsStart.true'),
        ref: { source: '004', section: 'Empowerment' },
      },
      {
        value: false,
        label: words('option.returnedLowestCardKeepsStart.false'),
        ref: { source: '002', section: 'Play the power cards' },
      },
    ],
  },
  courtCardFromRegions: {
    id: 'courtCardFromRegions',
    label: words('option.courtCardFromRegions'),
    explanation: words('option.courtCardFromRegions.explanation'),
    choices: [
      {
        value: true,
        label: words('option.courtCardFromRegions.true'),
        ref: { source: '003', section: 'Action cards in the “4” stack: The Court (1x)' },
      },
      {
        value: false,
        label: words('option.courtCardFromRegions.false'),
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
