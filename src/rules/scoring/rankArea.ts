import type { ScoreValues } from '../state/areaIds';
import type { TieRule } from '../state/options';
import type { ParticipantId } from '../state/scoringRequest';
import type { RankedGroup } from './types';
import { valueOfRank } from './valueOfRank';

/**
 * Groups the participants present in an area by count, most first, and gives each group
 * the rank whose value it receives. A lone participant takes the current rank; a tied
 * group of any size takes the rank below it. Where the next participant continues is
 * the tie rule: `official` skips two ranks past a tie, `shift-by-tied` as many as tied.
 *
 * @param participants ids in a stable order (seating order, then neutral); order inside a group follows it
 * @example
 * rankArea(['red', 'blue', 'yellow', 'green'], { red: 4, blue: 4, yellow: 4, green: 3 }, [5, 3, 1], 3, 'official')
 * // red, blue, yellow tied → rank 2 (3 points each); green → rank 3 (1 point)
 */
export function rankArea(
  participants: readonly ParticipantId[],
  counts: Readonly<Record<ParticipantId, number>>,
  values: ScoreValues,
  ranksUsed: 1 | 2 | 3,
  tie: TieRule,
  standing?: Readonly<Record<ParticipantId, number>>,
): RankedGroup[] {
  const groups: RankedGroup[] = [];
  let position = 1;
  let rest = participants;
  // Home advantage for first place only: the top group is decided on standing (count plus the Grande),
  // every later group on the count alone.
  if (standing) {
    const best = Math.max(0, ...participants.map((id) => standing[id] ?? 0));
    const ids = best > 0 ? participants.filter((id) => standing[id] === best) : [];
    if (ids.length > 0) {
      const tied = ids.length > 1;
      const rank = tied ? 2 : 1;
      position += tied ? (tie === 'official' ? 2 : ids.length) : 1;
      groups.push({ ids, count: best, rank, value: valueOfRank(values, rank, ranksUsed), tied, nextRank: position });
      rest = participants.filter((id) => !ids.includes(id));
    }
  }
  const present = rest.filter((id) => (counts[id] ?? 0) > 0);
  const distinctCounts = [...new Set(present.map((id) => counts[id] ?? 0))].sort((a, b) => b - a);
  for (const count of distinctCounts) {
    const ids = present.filter((id) => counts[id] === count);
    const tied = ids.length > 1;
    const rank = tied ? position + 1 : position;
    position += tied ? (tie === 'official' ? 2 : ids.length) : 1;
    groups.push({ ids, count, rank, value: valueOfRank(values, rank, ranksUsed), tied, nextRank: position });
  }
  return groups;
}
