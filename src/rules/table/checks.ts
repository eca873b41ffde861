import { isRegion } from '../board/isRegion';
import { toAreaId } from '../board/regionAliases';
import type { AreaId, RegionId } from '../state/areaIds';
import { LIMITS } from '../state/limits';
import { describeValue } from '../state/quote';
import { fail, ok, type Result, type RuleError } from '../state/result';

type Refusal = { ok: false; error: RuleError };

/** A whole number of caballeros from 0 to a colour's 30, or a refusal naming what it is for. */
export function checkCount(value: unknown, what: string): Refusal | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > LIMITS.caballeros) {
    return fail(
      'input/bad-count',
      `${what} must be a whole number of caballeros from 0 to ${LIMITS.caballeros} (got ${describeValue(value)})`,
    );
  }
  return undefined;
}

/** A score from 0 to the app's bound, or a refusal naming whose it is. */
export function checkScore(value: unknown, what: string): Refusal | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > LIMITS.score) {
    return fail(
      'input/bad-score',
      `${what} must be a whole number of points from 0 to ${LIMITS.score} (got ${describeValue(value)})`,
    );
  }
  return undefined;
}

/** A known area id (2023 names accepted), or a refusal. */
export function checkArea(value: unknown, what: string): Result<AreaId> {
  const area = typeof value === 'string' ? toAreaId(value) : undefined;
  return area
    ? ok(area)
    : fail('input/unknown-area', `${what}: ${describeValue(value)} is not a region or the Castillo`);
}

/** A known region id (not the Castillo), or a refusal. */
export function checkRegion(value: unknown, what: string): Result<RegionId> {
  const area = typeof value === 'string' ? toAreaId(value) : undefined;
  if (area === 'castillo') return fail('input/castillo-not-region', `${what}: the Castillo is not a region`);
  return area && isRegion(area)
    ? ok(area)
    : fail('input/unknown-region', `${what}: ${describeValue(value)} is not a region`);
}
