import { AREAS, type AreaId } from '../board/areas';
import type { Edition } from './edition';

/** The 2023 edition: renamed regions and cards, 10-card stacks, dedicated 2- and 3-player rules. */
export const EDITION_2023: Edition = {
  id: '2023',
  name: '2023 edition',
  sources: ['004'],
  defaults: {
    tie: 'official',
    twoPlayerRanks: 2,
    chosenScoringAllowsCastillo: false,
    returnOneOfEachIncludesOwn: false,
    veto: 'whole-action',
    moveAllOwnMayReturn: false,
    kingCardMayStay: true,
    cardsPerStack: 10,
    twoPlayerDummy: true,
    threePlayerFourStacks: false,
    returnedLowestCardKeepsStart: true,
    multiAreaScoringOrder: 'board-order',
  },
  areaName: (id: AreaId) => AREAS[id].name2023,
  ruleRefs: {
    ranking: { source: '004', section: 'General scoring: c) Score each region' },
    'ranks-used': { source: '004', section: 'General scoring: c) Score each region; 2-player and 3-player game: scoring changes' },
    ties: { source: '004', section: 'Resolving ties' },
    'king-bonus': { source: '004', section: 'King’s bonus and Grande’s bonus' },
    'home-bonus': { source: '004', section: 'King’s bonus and Grande’s bonus' },
    'mobile-scoreboards': { source: '004', section: 'Scoring tile' },
    'neutral-pieces': { source: '004', section: '2-player game' },
    'general-scoring': { source: '004', section: 'General scoring' },
    'castillo-to-king-region': { source: '004', section: 'General scoring: a) Set your Secret disc' },
    'score-castillo': { source: '004', section: 'Action card explanations: Revelation' },
    'score-chosen-area': { source: '004', section: 'Action card explanations: Score regions' },
    'score-top-value': { source: '004', section: 'Action card explanations: Score regions (example “Outposts”)' },
    'score-first-place-only': { source: '004', section: 'Action card explanations: Score regions' },
    'score-most': { source: '004', section: 'Action card explanations: Score regions' },
    'score-fewest': { source: '004', section: 'Action card explanations: Score regions' },
    'score-unique-choices': { source: '004', section: 'Action card explanations: Score regions; Secret disc' },
  },
};
