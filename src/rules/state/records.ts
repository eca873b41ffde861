/**
 * Typed views of records and lists. `Object.keys`, `Object.entries` and `Object.fromEntries` speak
 * of plain strings; these keep the key type, so the rest of the code needs no assertion to use it.
 */

/**
 * A record's own keys with their key type. Safe where a record holds no key its type does not name:
 * the records this code builds, and input that has passed its checks (K is `string` for unchecked input).
 */
export const keysOf = <K extends string>(record: { readonly [P in K]?: unknown }): K[] => Object.keys(record) as K[];

/**
 * A record's own entries with their key and value types: safe for the same reason as keysOf, and
 * as each own value is of the record's value type (an optional key is absent, never undefined).
 */
export const entriesOf = <K extends string, V>(record: { readonly [P in K]?: V }): [K, V][] =>
  Object.entries(record) as [K, V][];

/**
 * A record with one value per key of a list. Safe: the record is built from exactly the keys given,
 * so each K has its value.
 */
export const recordOf = <K extends string, V>(keys: readonly K[], valueOf: (key: K) => V): Record<K, V> =>
  Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as Record<K, V>;

/**
 * A list's items by one of their fields. Safe: the key type is the union of the items' own values
 * of that field, so each key names an item of the list.
 */
export const indexBy = <F extends string, T extends { readonly [P in F]: string }>(
  items: readonly T[],
  field: F,
): Record<T[F], T> => Object.fromEntries(items.map((item) => [item[field], item])) as Record<T[F], T>;

/** True when a value is one of a list's items, narrowing it to the items' type. */
export const isOneOf = <T>(items: readonly T[], value: unknown): value is T => items.some((item) => item === value);

/** Whether a value is an object that is not a list: its fields can then be read by name, each of unknown type. */
export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A property of something that may be an object (read as `value[key]` reads it), or undefined for anything else. */
export const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
