import { AREAS, type AreaId } from '../board/areas';
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
    cardsPerStack: 11,
    twoPlayerDummy: false,
    threePlayerFourStacks: false,
    returnedLowestCardKeepsStart: false,
    multiAreaScoringOrder: 'board-order',
  },
  areaName: (id: AreaId) => {
    const { nameEs, nameEn } = AREAS[id];
    return nameEs === nameEn ? nameEs : `${nameEs} (${nameEn})`;
  },
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
    'score-top-value': { source: '002', section: 'Action cards in the 3 stack: all 4, 5, 6 and 7 regions' },
    'score-first-place-only': { source: '002', section: 'Action cards in the 3 stack: first position only' },
    'score-most': { source: '002', section: 'Action cards in the 3 stack: the most Caballeros' },
    'score-fewest': { source: '002', section: 'Action cards in the 3 stack: the least Caballeros' },
    'score-unique-choices': { source: '002', section: 'Action cards in the 4 stack: Special Scoring by secret disk' },
  },
};
