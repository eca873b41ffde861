import { formatRuleRef, type ScoringResult } from '../rules';

/** The format string of a scoring result. */
export const RESULT_FORMAT = 'el-grande-scoring/1';

/**
 * The scoring result as the public contract prints it. With `explain`, each area also
 * carries its explanation lines and rule references, and the result its notes.
 */
export function toResultJson(result: ScoringResult, { explain = false } = {}): object {
  return {
    format: RESULT_FORMAT,
    areas: result.areas.map(({ area, points, base, king, home, ranks, explanation }) => ({
      area,
      points,
      base,
      king,
      home,
      ranks,
      ...(explain ? { explanation: explanation.lines, rules: explanation.refs.map(formatRuleRef) } : {}),
    })),
    ...(result.kind === 'general' ? { returnedToCourt: result.returnedToCourt } : {}),
    totals: result.totals,
    ...(explain ? { notes: result.notes, rules: result.refs.map(formatRuleRef) } : {}),
  };
}
