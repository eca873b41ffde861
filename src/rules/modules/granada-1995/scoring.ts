import { areaWords } from '../../board/areaWords';
import { defineScoringKind } from '../../scoring/kinds/scoringKind';
import { words } from '../../state/words';

/** A Muslim Granada that has just fallen: scored at once with every value doubled, and ordinary from then on. */
export const granadaConquest = defineScoringKind({
  kind: 'granada-conquest',
  score(board, _request, rules, { scoreArea }) {
    const conquered = { ...board, modules: { ...board.modules, granada: 'conquered' as const } };
    return {
      areas: [scoreArea(conquered, 'granada', { multiplier: 2 })],
      granada: 'conquered',
      notes: [words('scoring.granadaFalls', { area: areaWords(rules.edition.id, 'granada') })],
      refs: [{ source: '000', section: 'Variant Rules: Granada' }],
    };
  },
});
