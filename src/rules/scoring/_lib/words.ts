/** Small wording helpers for explanations. */

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** "red", "red and blue", "red, blue and green". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function describeRanksUsed(ranksUsed: 1 | 2 | 3): string {
  return ranksUsed === 1 ? 'only rank 1 scores' : ranksUsed === 2 ? 'ranks 1 and 2 score' : 'ranks 1 to 3 score';
}
