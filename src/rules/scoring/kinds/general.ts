import { CASTILLO, REGION_IDS } from '../../state/areaIds';
import type { ParticipantId } from '../../state/scoringRequest';
import { emptyCastillo } from '../emptyCastillo';
import { scoreArea } from '../scoreArea';
import { defineScoringKind } from './scoringKind';

/** The general scoring: the Castillo, then its caballeros onto the disk regions, then every region in board order. */
export const general = defineScoringKind({
  kind: 'general',
  score(board, request, rules, { scoreAll }) {
    const castillo = scoreArea(board, CASTILLO, rules);
    const after = emptyCastillo(board, request.castilloDestinations, rules);
    const returnedToCourt: Record<ParticipantId, number> = {};
    for (const move of after.moves) if (move.toCourt) returnedToCourt[move.id] = move.count;
    const refs = rules.edition.ruleRefs;
    return {
      areas: [castillo, ...scoreAll(after.board, REGION_IDS)],
      returnedToCourt,
      notes: after.notes,
      refs: [refs['general-scoring'], refs['castillo-to-king-region']],
    };
  },
});
