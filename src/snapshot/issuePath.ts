import type * as v from 'valibot';

/** Valibot path items for a list of keys walked down from `root`, so a custom check names its field. */
export function issuePath(
  root: unknown,
  keys: readonly (string | number)[],
): { path?: [v.IssuePathItem, ...v.IssuePathItem[]] } {
  let input = root;
  const items = keys.map((key) => {
    const parent = input as Record<string | number, unknown> | undefined;
    input = parent?.[key];
    return { type: 'object', origin: 'value', input: parent, key, value: input } as const;
  });
  return items.length > 0 ? { path: items as [v.IssuePathItem, ...v.IssuePathItem[]] } : {};
}
