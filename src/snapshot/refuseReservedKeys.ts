import type * as v from 'valibot';

import { fieldOf } from '../rules';
import { issuePath } from './issuePath';
import { RESERVED_KEYS } from './schemaParts';
import { says, valueWords } from './schemaWords';

/**
 * Refuses keys that JavaScript objects reserve (`__proto__`, `constructor`, `prototype`) anywhere
 * in the input. Left in, a record would silently drop them or read inherited members instead.
 */
export function refuseReservedKeys({ dataset, addIssue }: v.RawCheckContext<unknown>): void {
  const found = findReservedKey(dataset.value);
  if (found) {
    const message = says('snapshot.reservedKey', { value: valueWords(found[found.length - 1]) });
    addIssue({ message, ...issuePath(dataset.value, found) });
  }
}

// Walks with its own stack rather than by recursion, so no nesting depth can overflow the call stack.
function findReservedKey(root: unknown): (string | number)[] | undefined {
  const seen = new Set<object>();
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    const keys = Object.keys(value);
    const reserved = keys.find((key) => RESERVED_KEYS.includes(key));
    if (reserved !== undefined) return [...path, reserved];
    // Pushed last to first, so the first key is looked into first, as the file reads.
    for (const key of keys.reverse()) stack.push({ value: fieldOf(value, key), path: [...path, key] });
  }
  return undefined;
}
