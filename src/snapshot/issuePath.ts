import type * as v from 'valibot';
import { fieldOf } from '../rules';

/** Valibot path items for a list of keys walked down from `root`, so a custom check names its field. */
export function issuePath(
  root: unknown,
  keys: readonly (string | number)[],
): { path?: [v.IssuePathItem, ...v.IssuePathItem[]] } {
  let input = root;
  const [first, ...rest] = keys.map((key): v.UnknownPathItem => {
    const parent = input;
    input = fieldOf(parent, String(key));
    return { type: 'unknown', origin: 'value', input: parent, key, value: input };
  });
  return first ? { path: [first, ...rest] } : {};
}
