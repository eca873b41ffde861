import { describeValue, escapeInput } from '../../state/quote';

/** Small phrasing shared by the history lines of commands and of special actions. */

/** An object's own entries, or none for anything else. */
export function entries(value: unknown): [string, unknown][] {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];
}

/**
 * A value as a short text on one line: a text as it is (escaped and shortened), anything else as a message
 * names it.
 */
export function text(value: unknown): string {
  return typeof value === 'string' ? escapeInput(value) : describeValue(value);
}

export const plural = (n: number, noun: string): string => `${n} ${n === 1 ? noun : `${noun}s`}`;

/** "A", "A and B", "A, B and C". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "2 in Galicia and 1 in the Castillo", leaving out zeros; '' when nothing is counted. */
export function counted(area: (value: unknown) => string, areas: unknown, preposition: string): string {
  const parts = entries(areas)
    .filter(([, n]) => n !== 0)
    .map(([id, n]) => `${text(n)} ${preposition} ${area(id)}`);
  return list(parts);
}

/**
 * "3 caballeros to the court from the provinces", or from several places "… to the court: 1 from the
 * provinces and 2 from Galicia".
 */
export function intoCourt(area: (value: unknown) => string, provinces: unknown, regions: unknown): string {
  const fromProvinces = typeof provinces === 'number' ? provinces : 0;
  const fromRegions = entries(regions).flatMap(([r, n]): [string, number][] =>
    typeof n === 'number' && n > 0 ? [[r, n]] : [],
  );
  const total = fromProvinces + fromRegions.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return 'no caballeros to the court';
  const sources = [
    ...(fromProvinces > 0 ? [['the provinces', fromProvinces] as const] : []),
    ...fromRegions.map(([r, n]) => [area(r), n] as const),
  ];
  if (sources.length === 1) return `${plural(total, 'caballero')} to the court from ${sources[0]![0]}`;
  return `${plural(total, 'caballero')} to the court: ${list(sources.map(([from, n]) => `${n} from ${from}`))}`;
}
