import { CASTILLO, REGION_IDS, type AreaId } from '../state/areaIds';
import type { RuleRef } from '../state/sources';
import { emptyCastillo } from './emptyCastillo';
import { scoreArea } from './scoreArea';
import { selectFewestRegions } from './select/selectFewestRegions';
import { selectMostRegions } from './select/selectMostRegions';
import { selectTopValueRegions } from './select/selectTopValueRegions';
import { selectUniqueChoiceRegions } from './select/selectUniqueChoiceRegions';
import type { AreaScore, ScoringBoard, ScoringResult, ScoringRules } from './types';
import type { ParticipantId, ScoringRequest } from '../state/scoringRequest';

/**
 * Runs one scoring of any kind on the board as it stands and explains it.
 * A general scoring scores the Castillo, empties it onto the disk regions, then every region in board order.
 * @example scoreBoard(board, { kind: 'top-value', values: [4] }, { edition: CLASSIC, options: CLASSIC.defaults })
 */
export function scoreBoard(board: ScoringBoard, request: ScoringRequest, rules: ScoringRules): ScoringResult {
  const refs = rules.edition.ruleRefs;
  const names = (areas: readonly AreaId[]) => areas.map(rules.edition.areaName).join(', ') || 'none';
  const scoreAll = (b: ScoringBoard, areas: readonly AreaId[], firstPlaceOnly = false) =>
    areas.map((area) => scoreArea(b, area, rules, { firstPlaceOnly }));

  switch (request.kind) {
    case 'general': {
      const castillo = scoreArea(board, CASTILLO, rules);
      const after = emptyCastillo(board, request.castilloDestinations, rules);
      const returnedToCourt: Record<ParticipantId, number> = {};
      for (const move of after.moves) if (move.toCourt) returnedToCourt[move.id] = move.count;
      return result(board, request, [castillo, ...scoreAll(after.board, REGION_IDS)], returnedToCourt, after.notes, [
        refs['general-scoring'],
        refs['castillo-to-king-region'],
      ]);
    }
    case 'area': {
      const ref = request.area === CASTILLO ? refs['score-castillo'] : refs[request.cite ?? 'score-chosen-area'];
      return result(board, request, scoreAll(board, [request.area]), {}, [], [ref]);
    }
    case 'top-value': {
      const areas = selectTopValueRegions(board, request.values);
      const note = `Regions whose first value now shows ${request.values.join(' or ')}: ${names(areas)}.`;
      const mobileOnRegion = Object.values(board.mobileScoreboards).some((a) => a !== undefined && a !== CASTILLO);
      const cited = mobileOnRegion ? [refs['score-top-value'], refs['mobile-scoreboards']] : [refs['score-top-value']];
      return result(board, request, scoreAll(board, areas), {}, [note], cited);
    }
    case 'first-place-only':
      return result(board, request, scoreAll(board, REGION_IDS, true), {}, [], [refs['score-first-place-only']]);
    case 'most': {
      const areas = selectMostRegions(board);
      return result(board, request, scoreAll(board, areas), {}, [`Most caballeros in all: ${names(areas)}.`], [refs['score-most']]);
    }
    case 'fewest': {
      const areas = selectFewestRegions(board);
      const note = `Fewest caballeros in all, empty regions ignored: ${names(areas)}.`;
      return result(board, request, scoreAll(board, areas), {}, [note], [refs['score-fewest']]);
    }
    case 'unique-choices': {
      const areas = selectUniqueChoiceRegions(board, request.choices);
      const note = `Regions picked by exactly one player: ${names(areas)}.`;
      return result(board, request, scoreAll(board, areas), {}, [note], [refs['score-unique-choices']]);
    }
  }
}

function result(
  board: ScoringBoard,
  request: ScoringRequest,
  areas: readonly AreaScore[],
  returnedToCourt: Readonly<Record<ParticipantId, number>>,
  notes: readonly string[],
  refs: readonly RuleRef[],
): ScoringResult {
  const totals: Record<ParticipantId, number> = {};
  for (const id of board.players) totals[id] = areas.reduce((sum, a) => sum + (a.points[id] ?? 0), 0);
  return { kind: request.kind, areas, returnedToCourt, totals, notes, refs };
}
