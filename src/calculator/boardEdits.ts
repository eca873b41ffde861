import type { BlackId, BoardAreaId, ExtraAreaId, ModuleOptionId, ModuleOptions, RegionId, RoleId } from '../rules';
import { LIST_BOUNDS } from '../snapshot/listBounds';
import type { DeliveryJson, InterludeMoveJson, SnapshotJson } from './draft';

/**
 * The format-2 parts of a board, edited one at a time. Each takes the board and gives the next one,
 * changing nothing else: what may stand where is the snapshot reader's to say, and it says so in the
 * result panel until the board is complete.
 */

export const withOption = <K extends ModuleOptionId>(
  s: SnapshotJson,
  id: K,
  value: ModuleOptions[K],
): SnapshotJson => ({
  ...s,
  rules: { ...s.rules, [id]: value },
});

export const withPrintedValues = (s: SnapshotJson, area: ExtraAreaId, values: number[]): SnapshotJson => ({
  ...s,
  printedValues: { ...s.printedValues, [area]: values },
});

/** Who stands on a special space; undefined leaves it empty. */
export function withRole(s: SnapshotJson, role: RoleId, id: string | undefined): SnapshotJson {
  const roles = { ...s.roles };
  if (id === undefined) delete roles[role];
  else roles[role] = id;
  return { ...s, roles };
}

/** Who holds the Church marker or the Grand Inquisitor; undefined: nobody. */
export function withHolder(s: SnapshotJson, black: BlackId, holder: string | undefined): SnapshotJson {
  const held = holder === undefined ? undefined : { holder };
  return black === 'church' ? { ...s, church: held } : { ...s, inquisitor: held };
}

/** The Limit table's region; its caballeros start off it when it moves. */
export function withLimitTableArea(s: SnapshotJson, area: BoardAreaId | undefined): SnapshotJson {
  if (area === undefined) return { ...s, limitTable: undefined };
  return { ...s, limitTable: { area, onTable: s.limitTable?.area === area ? s.limitTable.onTable : {} } };
}

/** One more or one fewer of a colour on the Limit table: never below 0 nor above its caballeros in that region. */
export function withOnTable(s: SnapshotJson, id: string, delta: number): SnapshotJson {
  const table = s.limitTable;
  if (!table) return s;
  const inArea = s.pieces[table.area]?.[id] ?? 0;
  const next = Math.min(inArea, Math.max(0, (table.onTable[id] ?? 0) + delta));
  return { ...s, limitTable: { ...table, onTable: { ...table.onTable, [id]: next } } };
}

export const withGranada = (s: SnapshotJson, granada: 'muslim' | 'conquered'): SnapshotJson => ({ ...s, granada });
export const withQuarantine = (s: SnapshotJson, quarantine: RegionId | undefined): SnapshotJson => ({
  ...s,
  quarantine,
});
export const withConspiracy = (s: SnapshotJson, on: boolean): SnapshotJson => ({
  ...s,
  conspiracy: on ? true : undefined,
});
export const withRevolution = (s: SnapshotJson, grande: string | undefined): SnapshotJson => ({
  ...s,
  revolution: grande === undefined ? undefined : { grande },
});

/** An area added at the end of an ordered scoring, or taken out of it when it is there. */
export function withScoredAreaToggled(s: SnapshotJson, area: BoardAreaId): SnapshotJson {
  if (s.score.kind !== 'areas') return s;
  const areas = s.score.areas.includes(area) ? s.score.areas.filter((a) => a !== area) : [...s.score.areas, area];
  return { ...s, score: { kind: 'areas', areas } };
}

/** A player's Gold or Wares discs delivered, one more or one fewer (never below 0). */
export function withDelivery(s: SnapshotJson, player: string, disc: keyof DeliveryJson, delta: number): SnapshotJson {
  if (s.score.kind !== 'delivery') return s;
  const was = s.score.deliveries[player] ?? { gold: 0, wares: 0 };
  const next = { ...was, [disc]: Math.max(0, was[disc] + delta) };
  return { ...s, score: { kind: 'delivery', deliveries: { ...s.score.deliveries, [player]: next } } };
}

/** How many of a colour's Castillo arrivals go onto the Limit table; undefined: the table has not said. */
export function withArrivals(s: SnapshotJson, id: string, delta: number): SnapshotJson {
  if (s.score.kind !== 'general') return s;
  const arrivals = { ...s.score.limitTableArrivals };
  arrivals[id] = Math.max(0, (arrivals[id] ?? 0) + delta);
  return { ...s, score: { ...s.score, limitTableArrivals: arrivals } };
}

export function withoutArrivals(s: SnapshotJson): SnapshotJson {
  if (s.score.kind !== 'general') return s;
  return { ...s, score: { ...s.score, limitTableArrivals: undefined } };
}

/** A Free-choice move added; never past the most a general scoring can have (the snapshot refuses more). */
export function withMoveAdded(s: SnapshotJson, move: InterludeMoveJson): SnapshotJson {
  if (s.score.kind !== 'general' || (s.score.interludeMoves?.length ?? 0) >= LIST_BOUNDS.interludeMoves) return s;
  return { ...s, score: { ...s.score, interludeMoves: [...(s.score.interludeMoves ?? []), move] } };
}

export function withMoveRemoved(s: SnapshotJson, index: number): SnapshotJson {
  if (s.score.kind !== 'general') return s;
  return { ...s, score: { ...s.score, interludeMoves: (s.score.interludeMoves ?? []).filter((_, i) => i !== index) } };
}

/** The board without a colour: its caballeros, Grande, disk, and every place the board names it. */
export function withoutColour(s: SnapshotJson, id: string): SnapshotJson {
  const without = <V>(record: { readonly [key: string]: V } | undefined): Record<string, V> =>
    Object.fromEntries(Object.entries(record ?? {}).filter(([k]) => k !== id));
  const score =
    s.score.kind === 'delivery'
      ? { ...s.score, deliveries: without(s.score.deliveries) }
      : s.score.kind === 'unique-choices'
        ? { ...s.score, choices: without(s.score.choices) }
        : s.score.kind === 'general'
          ? {
              ...s.score,
              limitTableArrivals: s.score.limitTableArrivals && without(s.score.limitTableArrivals),
              interludeMoves: s.score.interludeMoves?.filter((m) => m.id !== id),
            }
          : s.score;
  const holder = (held: { holder: string | null } | undefined) => (held?.holder === id ? undefined : held);
  return {
    ...s,
    players: s.players.filter((p) => p !== id),
    neutral: s.neutral.filter((p) => p !== id),
    pieces: Object.fromEntries(Object.entries(s.pieces).map(([a, counts]) => [a, without(counts)])),
    grandes: without(s.grandes),
    castilloDestinations: without(s.castilloDestinations),
    roles: s.roles && Object.fromEntries(Object.entries(s.roles).filter(([, who]) => who !== id)),
    church: holder(s.church),
    inquisitor: holder(s.inquisitor),
    limitTable: s.limitTable && { ...s.limitTable, onTable: without(s.limitTable.onTable) },
    revolution: s.revolution?.grande === id ? undefined : s.revolution,
    score,
  };
}
