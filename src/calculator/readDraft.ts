import {
  type BoardAreaId,
  EDITION_IDS,
  fieldOf,
  isExtraArea,
  isOneOf,
  isRecord,
  isRegion,
  keysOf,
  MOBILE_SCOREBOARD_IDS,
  MODULE_OPTIONS,
  type ModuleOptionId,
  type ModuleOptions,
  type RegionId,
  ROLE_IDS,
  RULE_OPTIONS,
  SCORING_MODULE_IDS,
  toAreaId,
} from '../rules';
import {
  type DeliveryJson,
  type DraftRules,
  emptyDraft,
  type InterludeMoveJson,
  type ScoreJson,
  type SnapshotJson,
} from './draft';
import { formatOf } from './draftTable';

/** An area's canonical id: a 2023 region name made canonical, an extra area as it is. */
export const boardArea = (name: unknown): BoardAreaId | undefined =>
  typeof name !== 'string' ? undefined : (toAreaId(name) ?? (isExtraArea(name) ? name : undefined));

const regionOf = (name: unknown): RegionId | undefined => {
  const id = boardArea(name);
  return id !== undefined && isRegion(id) ? id : undefined;
};

const recordOfValid = <V>(value: unknown, read: (v: unknown) => V | undefined): Record<string, V> => {
  const out: Record<string, V> = {};
  if (!isRecord(value)) return out;
  for (const [key, v] of Object.entries(value)) {
    const read1 = read(v);
    if (read1 !== undefined) out[key] = read1;
  }
  return out;
};

/** Keys that name areas, made canonical. */
const byArea = <V>(value: unknown, read: (v: unknown) => V | undefined): Partial<Record<BoardAreaId, V>> => {
  const out: Partial<Record<BoardAreaId, V>> = {};
  for (const [name, v] of Object.entries(recordOfValid(value, read))) {
    const id = boardArea(name);
    if (id !== undefined) out[id] = v;
  }
  return out;
};

const count = (v: unknown) => (typeof v === 'number' ? v : undefined);
const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
const holder = (v: unknown) => {
  const held = fieldOf(v, 'holder');
  return isRecord(v) ? { holder: typeof held === 'string' ? held : null } : undefined;
};

function optionsOf(rules: unknown): DraftRules {
  const tie = RULE_OPTIONS.tie.choices.find((c) => c.value === fieldOf(rules, 'tie'))?.value ?? 'official';
  const options: Partial<ModuleOptions> = {};
  const take = <K extends ModuleOptionId>(id: K) => {
    const choices: readonly { value: ModuleOptions[K] }[] = MODULE_OPTIONS[id].choices;
    const choice = choices.find((c) => c.value === fieldOf(rules, id));
    if (choice) options[id] = choice.value;
  };
  for (const id of keysOf(MODULE_OPTIONS)) take(id);
  return { tie, ...options };
}

function scoreOf(score: unknown): ScoreJson {
  const kind = fieldOf(score, 'kind');
  switch (kind) {
    case 'general': {
      const arrivals = fieldOf(score, 'limitTableArrivals');
      const moves = fieldOf(score, 'interludeMoves');
      return {
        kind,
        ...(isRecord(arrivals) ? { limitTableArrivals: recordOfValid(arrivals, count) } : {}),
        ...(Array.isArray(moves) ? { interludeMoves: moves.flatMap(moveOf) } : {}),
      };
    }
    case 'area': {
      const area = boardArea(fieldOf(score, 'area'));
      return area ? { kind, area } : { kind: 'general' };
    }
    case 'areas': {
      const areas = fieldOf(score, 'areas');
      return { kind, areas: Array.isArray(areas) ? areas.flatMap((a) => boardArea(a) ?? []) : [] };
    }
    case 'top-value': {
      const values = fieldOf(score, 'values');
      return { kind, values: Array.isArray(values) ? values.flatMap((v) => count(v) ?? []) : [] };
    }
    case 'unique-choices':
      return { kind, choices: recordOfValid(fieldOf(score, 'choices'), regionOf) };
    case 'delivery':
      return { kind, deliveries: recordOfValid(fieldOf(score, 'deliveries'), deliveryOf) };
    case 'first-place-only':
    case 'most':
    case 'fewest':
    case 'new-regions':
    case 'granada-conquest':
      return { kind };
    default:
      return { kind: 'general' };
  }
}

function moveOf(move: unknown): InterludeMoveJson[] {
  const [id, from, to, n] = [
    text(fieldOf(move, 'id')),
    boardArea(fieldOf(move, 'from')),
    boardArea(fieldOf(move, 'to')),
    count(fieldOf(move, 'count')),
  ];
  return id !== undefined && from && to && n !== undefined ? [{ id, from, to, count: n }] : [];
}

function deliveryOf(delivery: unknown): DeliveryJson | undefined {
  const [gold, wares] = [count(fieldOf(delivery, 'gold')), count(fieldOf(delivery, 'wares'))];
  return gold !== undefined && wares !== undefined ? { gold, wares } : undefined;
}

/**
 * A snapshot file the reader has accepted (format 1 or 2), as the calculator edits it: every base
 * field present, the 2023 region names made canonical, so the map and the controls always find what
 * they look for. Fields are taken as the file gives them; the reader has checked them already.
 */
export function draftFromJson(json: unknown): SnapshotJson {
  const base = emptyDraft().snapshot;
  const edition = fieldOf(json, 'edition');
  const modules = fieldOf(json, 'modules');
  const players = fieldOf(json, 'players');
  const neutral = fieldOf(json, 'neutral');
  const mobile = fieldOf(json, 'mobileScoreboards');
  const limitTable = fieldOf(json, 'limitTable');
  const limitArea = boardArea(fieldOf(limitTable, 'area'));
  const granada = fieldOf(json, 'granada');
  const revolution = text(fieldOf(fieldOf(json, 'revolution'), 'grande'));
  const roles = fieldOf(json, 'roles');
  const mobileScoreboards: SnapshotJson['mobileScoreboards'] = {};
  for (const id of MOBILE_SCOREBOARD_IDS) {
    const area = boardArea(fieldOf(mobile, id));
    if (area) mobileScoreboards[id] = area;
  }
  const snapshot: SnapshotJson = {
    ...base,
    edition: isOneOf(EDITION_IDS, edition) ? edition : base.edition,
    modules: Array.isArray(modules) ? modules.filter((m) => isOneOf(SCORING_MODULE_IDS, m)) : undefined,
    rules: optionsOf(fieldOf(json, 'rules')),
    players: Array.isArray(players) ? players.flatMap((p) => text(p) ?? []) : base.players,
    neutral: Array.isArray(neutral) ? neutral.flatMap((p) => text(p) ?? []) : [],
    king: boardArea(fieldOf(json, 'king')) ?? base.king,
    grandes: recordOfValid(fieldOf(json, 'grandes'), boardArea),
    mobileScoreboards,
    printedValues: isRecord(fieldOf(json, 'printedValues'))
      ? Object.fromEntries(
          Object.entries(
            recordOfValid(fieldOf(json, 'printedValues'), (v) =>
              Array.isArray(v) ? v.flatMap((n) => count(n) ?? []) : undefined,
            ),
          ).filter(([area]) => isExtraArea(area)),
        )
      : undefined,
    pieces: byArea(fieldOf(json, 'pieces'), (counts) => recordOfValid(counts, count)),
    roles: isRecord(roles)
      ? Object.fromEntries(
          ROLE_IDS.flatMap((role) => {
            const id = text(roles[role]);
            return id === undefined ? [] : [[role, id]];
          }),
        )
      : undefined,
    church: holder(fieldOf(json, 'church')),
    inquisitor: holder(fieldOf(json, 'inquisitor')),
    limitTable: limitArea
      ? { area: limitArea, onTable: recordOfValid(fieldOf(limitTable, 'onTable'), count) }
      : undefined,
    granada: granada === 'muslim' || granada === 'conquered' ? granada : undefined,
    quarantine: regionOf(fieldOf(json, 'quarantine')),
    conspiracy: fieldOf(json, 'conspiracy') === true ? true : undefined,
    revolution: revolution === undefined ? undefined : { grande: revolution },
    castilloDestinations: recordOfValid(fieldOf(json, 'castilloDestinations'), regionOf),
    score: scoreOf(fieldOf(json, 'score')),
  };
  return { ...snapshot, format: formatOf(snapshot) };
}
