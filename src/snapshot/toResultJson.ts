import type { Speaker } from '../i18n/speaker';
import { ruleRefWords, type ScoringResult } from '../rules';
import { toResultJson2 } from './format2/toResultJson2';
import { SNAPSHOT_FORMAT, SNAPSHOT_FORMAT_2 } from './schema';

/** The format string of a scoring result. */
export const RESULT_FORMAT = 'el-grande-scoring/1';

/**
 * The scoring result as the public contract prints it: `el-grande-scoring/1` for a format-1 snapshot
 * (the default), `el-grande-scoring/2` for a format-2 one (`snapshotFormat`). With `explain` (a speaker
 * of the language wanted), each area also carries its explanation lines and rule references, and the
 * result its notes, in that language.
 */
export function toResultJson(
  result: ScoringResult,
  { explain, snapshotFormat = SNAPSHOT_FORMAT }: { explain?: Speaker | undefined; snapshotFormat?: string } = {},
): object {
  if (snapshotFormat === SNAPSHOT_FORMAT_2) return toResultJson2(result, { explain });
  return {
    format: RESULT_FORMAT,
    areas: result.areas.map(({ area, points, base, king, home, ranks, explanation }) => ({
      area,
      points,
      base,
      king,
      home,
      ranks,
      ...(explain
        ? {
            explanation: explanation.lines.map(explain.say),
            rules: explanation.refs.map((r) => explain.say(ruleRefWords(r))),
          }
        : {}),
    })),
    ...(result.kind === 'general' ? { returnedToCourt: result.returnedToCourt } : {}),
    totals: result.totals,
    ...(explain
      ? { notes: result.notes.map(explain.say), rules: result.refs.map((r) => explain.say(ruleRefWords(r))) }
      : {}),
  };
}
