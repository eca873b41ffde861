import { AREAS, type AreaId } from '../board/areas';
import type { Edition } from './edition';

/** The Big Box edition: the same game with clarified rules and Spanish region names. */
export const BIG_BOX: Edition = {
  id: 'bigbox',
  name: 'Big Box',
  sources: ['003'],
  defaults: {
    tie: 'official',
    twoPlayerRanks: 1,
    chosenScoringAllowsCastillo: false,
    returnOneOfEachIncludesOwn: false,
    veto: 'remainder',
    moveAllOwnMayReturn: false,
    kingCardMayStay: true,
    cardsPerStack: 11,
    twoPlayerDummy: false,
    threePlayerFourStacks: false,
    returnedLowestCardKeepsStart: false,
    multiAreaScoringOrder: 'taker-chooses',
  },
  areaName: (id: AreaId) => AREAS[id].nameEs,
  ruleRefs: {
    ranking: { source: '003', section: 'Score the regions sequentially' },
    'ranks-used': { source: '003', section: 'Score the regions sequentially' },
    ties: { source: '003', section: 'Score the regions sequentially, examples' },
    'king-bonus': { source: '003', section: 'King’s bonus' },
    'home-bonus': { source: '003', section: 'Home region bonus' },
    'mobile-scoreboards': { source: '003', section: 'Mobile scoreboards' },
    'neutral-pieces': { source: '002', section: 'Grand Inquisitor: Caballeros of the Grand Inquisitor' },
    'general-scoring': { source: '003', section: 'General scoring' },
    'castillo-to-king-region': { source: '003', section: 'Transfer Caballeros from the Castillo to chosen regions' },
    'score-castillo': { source: '003', section: 'Action cards in the “3” stack: Score the Castillo' },
    'score-chosen-area': { source: '003', section: 'Action cards in the “2” stack: Special Scoring (3x)' },
    'score-top-value': { source: '003', section: 'Action cards in the “3” stack: Score all of the “4” regions' },
    'score-first-place-only': { source: '003', section: 'Action cards in the “3” stack: Score the 1st place position only' },
    'score-most': { source: '003', section: 'Action cards in the “3” stack: the region(s) with the most Caballeros' },
    'score-fewest': { source: '003', section: 'Action cards in the “3” stack: the region(s) with the least Caballeros' },
    'score-unique-choices': { source: '003', section: 'Action cards in the “4” stack: Special Scoring by Secret Disk' },
  },
};
