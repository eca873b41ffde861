import type { Words } from '../../rules';

/** A snapshot's problem: the path of the field at fault, and why, in a player's words. */
export type Problem = readonly [path: readonly (string | number)[], message: Words];

/** The first problem any of the checks finds, asked in order; later checks may rely on earlier ones passing. */
export function firstProblem<T>(
  subject: T,
  checks: readonly ((subject: T) => Problem | undefined)[],
): Problem | undefined {
  for (const check of checks) {
    const problem = check(subject);
    if (problem) return problem;
  }
  return undefined;
}
