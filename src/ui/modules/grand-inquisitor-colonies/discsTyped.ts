import { type DiscsCorrection, type DiscsCorrectionChoice, isRecord } from '../../../rules';

export const DISC_KINDS = ['gold', 'wares'] as const;
type Kind = (typeof DISC_KINDS)[number];

/** What the table set so far: each count by its place ("lying:gold", "ship:red:wares"), kept as one key. */
export type Typed = Readonly<Record<string, number>>;

/** The counts typed so far, read from the one key the choice keeps (anything else: none). */
export function readTyped(chosen: string | undefined): Typed {
  try {
    const read: unknown = chosen ? JSON.parse(chosen) : {};
    return isRecord(read)
      ? Object.fromEntries(Object.entries(read).filter((e): e is [string, number] => typeof e[1] === 'number'))
      : {};
  } catch {
    return {};
  }
}

/** A count as typed, else as the app holds it. */
export const typedOr = (typed: Typed, key: string, now: number): number => typed[key] ?? now;

/**
 * The discs the correction sets from the counts typed: the kinds lying that changed, and each area
 * where a carrier's load changed, given whole (every colour's carriers there, as the table now shows them).
 */
export function discsFromTyped(choice: DiscsCorrectionChoice, typed: Typed): DiscsCorrection | undefined {
  const lying: Partial<Record<Kind, number>> = {};
  for (const kind of DISC_KINDS) {
    const n = typedOr(typed, `lying:${kind}`, choice.lying[kind]);
    if (n !== choice.lying[kind]) lying[kind] = n;
  }
  const load = (row: DiscsCorrectionChoice['rows'][number], kind: Kind) =>
    typedOr(typed, `${row.area}:${row.id}:${kind}`, row.carried[kind] ?? 0);
  const changed = new Set(
    choice.rows.filter((r) => DISC_KINDS.some((k) => load(r, k) !== (r.carried[k] ?? 0))).map((r) => r.area),
  );
  const carried: Record<string, Record<string, Partial<Record<Kind, number>>>> = {};
  for (const row of choice.rows.filter((r) => changed.has(r.area)))
    carried[row.area] = {
      ...carried[row.area],
      [row.id]: Object.fromEntries(DISC_KINDS.map((k) => [k, load(row, k)])),
    };
  const discs: DiscsCorrection = {
    ...(Object.keys(lying).length > 0 ? { lying } : {}),
    ...(Object.keys(carried).length > 0 ? { carried } : {}),
  };
  return Object.keys(discs).length > 0 ? discs : undefined;
}

/** The key of a correction's discs typed in full: what the choice makes of the same command. */
export function discsTypedKey(discs: DiscsCorrection, rows: DiscsCorrectionChoice['rows']): string {
  const typed: Record<string, number> = {};
  for (const kind of DISC_KINDS) {
    const n = discs.lying?.[kind];
    if (n !== undefined) typed[`lying:${kind}`] = n;
  }
  for (const [area, byId] of Object.entries(discs.carried ?? {}))
    for (const row of rows.filter((r) => r.area === area))
      for (const kind of DISC_KINDS) typed[`${area}:${row.id}:${kind}`] = byId?.[row.id]?.[kind] ?? 0;
  return JSON.stringify(typed);
}
