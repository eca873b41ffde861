import { AREAS } from '../board/areas';
import type { AreaId } from '../state/areaIds';
import type { Edition } from './edition';

/** The 1995 rules as printed in the first English editions and the Decennial edition. */
export const CLASSIC: Edition = {
  id: 'classic',
  name: 'Classic (1995 rules)',
  sources: ['002', '000', '001'],
  defaults: {
    tie: 'official',
    twoPlayerRanks: 1,
    chosenScoringAllowsCastillo: true,
    returnOneOfEachIncludesOwn: true,
    veto: 'remainder',
    moveAllOwnMayReturn: true,
    kingCardMayStay: true,
    twoPlayerDummy: false,
    threePlayerFourStacks: false,
    returnedLowestCardKeepsStart: true,
    courtCardFromRegions: false,
  },
  areaName: (id: AreaId) => {
    const { nameEs, nameEn } = AREAS[id];
    return nameEs === nameEn ? nameEs : `${nameEs} (${nameEn})`;
  },
  shortAreaName: (id: AreaId) => AREAS[id].nameEs,
  ruleRefs: {
    ranking: { source: '002', section: 'Score the Regions' },
    'ranks-used': { source: '002', section: 'Score the Regions' },
    ties: { source: '002', section: 'Score the Regions, examples 1 and 2' },
    'king-bonus': { source: '002', section: 'King’s Bonus' },
    'home-bonus': { source: '002', section: 'Home region bonus' },
    'mobile-scoreboards': { source: '002', section: 'Action cards in the 3 stack: all 4 regions are scored' },
    'neutral-pieces': { source: '002', section: 'Grand Inquisitor: Caballeros of the Grand Inquisitor' },
    'general-scoring': { source: '002', section: 'Scoring' },
    'castillo-to-king-region': { source: '002', section: 'Move the Caballeros from the Castillo to the regions' },
    'score-castillo': { source: '002', section: 'Action cards in the 3 stack: the Castillo is scored' },
    'score-chosen-area': { source: '002', section: 'Action cards in the 2 stack: Special Scoring' },
    'score-chosen-area-3': {
      source: '002',
      section: 'Action cards in the 3 stack: you may choose any region to score',
    },
    'score-top-value': { source: '002', section: 'Action cards in the 3 stack: all 4, 5, 6 and 7 regions' },
    'score-first-place-only': { source: '002', section: 'Action cards in the 3 stack: first position only' },
    'score-most': { source: '002', section: 'Action cards in the 3 stack: the most Caballeros' },
    'score-fewest': { source: '002', section: 'Action cards in the 3 stack: the least Caballeros' },
    'score-unique-choices': { source: '002', section: 'Action cards in the 4 stack: Special scoring' },
    setup: { source: '002', section: 'Preparation' },
    'game-length': { source: '002', section: 'Game length' },
    'power-cards': { source: '002', section: 'Play the power cards' },
    replenish: { source: '002', section: 'Player turns: 1. Move Caballeros from the provinces to the court' },
    'take-card': { source: '002', section: 'Player turns: 2. Choose an action card' },
    placement: { source: '002', section: 'Player turns: 3. Move Caballeros from the court to the game board' },
    'king-region': { source: '002', section: 'The King and the King’s region' },
    castillo: { source: '002', section: 'The Castillo' },
    'special-action': { source: '002', section: 'The action cards: D) Sequence of actions' },
    intrigue: { source: '002', section: 'Action cards in the 1 stack' },
    'stack-2': { source: '002', section: 'Action cards in the 2 stack' },
    veto: { source: '002', section: 'Action cards in the 2 stack: Veto' },
    'stack-4': { source: '002', section: 'Action cards in the 4 stack' },
    'kings-card': { source: '002', section: 'Action cards in the 5 stack' },
    'end-of-round': { source: '002', section: 'Next round' },
    'game-end': { source: '002', section: 'Game end' },
    dummy: { source: '004', section: '2-player game' },
  },
};
