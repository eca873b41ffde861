import type { Speaker } from '../../i18n/speaker';
import { ruleRefWords, type ScoringResult } from '../../rules';

/** The format string of a scoring result read from a format-2 snapshot. */
export const RESULT_FORMAT_2 = 'el-grande-scoring/2';

/**
 * A scoring result as snapshot format 2's "Result" section prints it: format 1's fields, each area's
 * extras, counted pieces, values and multiplier, and what the modules add at the top. Field order
 * follows the section's example. With `explain` (a speaker of the language wanted), each area also
 * carries its explanation lines and rule references, and the result its notes, as in format 1.
 */
export function toResultJson2(result: ScoringResult, { explain }: { explain?: Speaker | undefined } = {}): object {
  const general = result.kind === 'general';
  return {
    format: RESULT_FORMAT_2,
    areas: result.areas.map(
      ({ area, points, base, king, home, extras, ranks, counted, values, multiplier, explanation }) => ({
        area,
        points,
        base,
        king,
        home,
        extras,
        ranks,
        counted,
        values,
        multiplier,
        ...(explain
          ? {
              explanation: explanation.lines.map(explain.say),
              rules: explanation.refs.map((r) => explain.say(ruleRefWords(r))),
            }
          : {}),
      }),
    ),
    skipped: result.skipped,
    options: result.optionsUsed,
    grandesMoved: result.grandesMoved,
    castilloKept: result.castilloKept,
    ...(general && result.limitTable ? { limitTable: result.limitTable } : {}),
    ...(result.granada ? { granada: result.granada } : {}),
    ...(general && result.granadaConquestPending !== undefined
      ? { granadaConquestPending: result.granadaConquestPending }
      : {}),
    ...(result.deliveries ? { deliveries: result.deliveries } : {}),
    ...(general ? { returnedToCourt: result.returnedToCourt } : {}),
    totals: result.totals,
    ...(explain
      ? { notes: result.notes.map(explain.say), rules: result.refs.map((r) => explain.say(ruleRefWords(r))) }
      : {}),
  };
}
