import { CASTILLO } from '../../state/areaIds';
import type { RuleRef } from '../../state/sources';
import { words } from '../../state/words';
import { emptyCastillo } from '../emptyCastillo';
import { applyInterludeMoves } from '../interludeMoves';
import { defineScoringKind } from './scoringKind';

const GRANADA_REF: RuleRef = { source: '000', section: 'Variant Rules: Granada' };
const FREE_CHOICE_REF: RuleRef = { source: '002', section: 'Grandissimo: notes on the 6th stack cards' };

/**
 * The general scoring: the Castillo, then its caballeros onto the disk regions (Grandes that follow
 * disks with them), a Muslim Granada that reached 12, any Free choice moves, then every region in
 * general-scoring order.
 */
export const general = defineScoringKind({
  kind: 'general',
  score(board, request, rules, tools) {
    const { ctx, scoreArea, scoreRegions } = tools;
    const castillo = scoreArea(board, CASTILLO);
    const after = emptyCastillo(ctx, board, request);
    const refs = rules.edition.ruleRefs;
    const notes = [...after.notes];
    const extraRefs: RuleRef[] = [...after.refs];
    let next = after.board;
    const areas = [castillo];

    let granada = board.modules?.granada;
    let granadaConquestPending: boolean | undefined;
    if (granada !== undefined) granadaConquestPending = false;
    if (granada === 'muslim') {
      const held = Object.values(next.pieces.granada ?? {}).reduce((s, n) => s + n, 0);
      if (held >= 12 && ctx.options.granadaConquest === 'immediately') {
        granada = 'conquered';
        next = { ...next, modules: { ...next.modules, granada } };
        notes.push(words('scoring.granadaFallsNow', { area: ctx.areaName('granada'), held }));
        areas.push(scoreArea(next, 'granada', { multiplier: 2 }));
        extraRefs.push(GRANADA_REF);
      } else if (held >= 12) {
        granadaConquestPending = true;
        notes.push(words('scoring.granadaFallsLater', { area: ctx.areaName('granada'), held }));
        extraRefs.push(GRANADA_REF);
      }
    }

    const moved = applyInterludeMoves(ctx, next, request.interludeMoves ?? []);
    if (moved.notes.length > 0) extraRefs.push(FREE_CHOICE_REF);
    notes.push(...moved.notes);
    const regions = scoreRegions(moved.board, ctx.table.scoredRegions);
    const limitTable = moved.board.modules?.limitTable;
    return {
      areas: [...areas, ...regions.areas],
      skipped: regions.skipped,
      returnedToCourt: after.returnedToCourt,
      grandesMoved: after.grandesMoved,
      castilloKept: after.castilloKept,
      ...(limitTable ? { limitTable } : {}),
      ...(granada !== undefined ? { granada } : {}),
      ...(granadaConquestPending !== undefined ? { granadaConquestPending } : {}),
      piecesAfter: moved.board.pieces,
      notes,
      refs: [refs['general-scoring'], refs['castillo-to-king-region'], ...extraRefs],
    };
  },
});
