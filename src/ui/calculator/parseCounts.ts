/**
 * Counts typed for one area, one per colour in seat order: separated ("3 2 0 1", "3,2,0,1"), or run
 * together when every count is a single digit ("3201"). Undefined for anything else.
 */
export function parseCounts(text: string, colours: number): number[] | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const parts = /[\s,;/]/.test(trimmed)
    ? trimmed.split(/[\s,;/]+/)
    : trimmed.length === colours
      ? [...trimmed]
      : [trimmed];
  if (parts.length !== colours || !parts.every((p) => /^\d{1,2}$/.test(p))) return undefined;
  return parts.map(Number);
}
