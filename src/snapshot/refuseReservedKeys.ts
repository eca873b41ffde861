import type * as v from 'valibot';
import { issuePath } from './issuePath';
import { RESERVED_KEYS } from './schema';

/**
 * Refuses keys that JavaScript objects reserve (`__proto__`, `constructor`, `prototype`) anywhere
 * in the input. Left in, a record would silently drop them or read inherited members instead.
 */
export function refuseReservedKeys({ dataset, addIssue }: v.RawCheckContext<unknown>): void {
  const found = findReservedKey(dataset.value, [], new Set());
  if (found) {
    const message = `“${found[found.length - 1]}” is a reserved word and cannot be used as a field, id or area name`;
    addIssue({ message, ...issuePath(dataset.value, found) });
  }
}

function findReservedKey(value: unknown, path: (string | number)[], seen: Set<object>): (string | number)[] | undefined {
  if (typeof value !== 'object' || value === null || seen.has(value)) return undefined;
  seen.add(value);
  for (const key of Object.keys(value)) {
    if (RESERVED_KEYS.includes(key)) return [...path, key];
    const inner = findReservedKey((value as Record<string, unknown>)[key], [...path, key], seen);
    if (inner) return inner;
  }
  return undefined;
}
