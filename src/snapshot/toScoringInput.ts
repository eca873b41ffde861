import {
  type AreaCounts,
  type AreaId,
  EDITIONS,
  entriesOf,
  isRegion,
  type MobileScoreboardId,
  type RegionId,
  type ScoringBoard,
  type ScoringRequest,
  toAreaId,
} from '../rules';
import { toScoringInput2 } from './format2/toScoringInput2';
import { SNAPSHOT_FORMAT_2, type Snapshot, type Snapshot1 } from './schema';
import type { ScoringInput } from './scoringInput';

export type { ScoringInput } from './scoringInput';

/** A name that has passed the snapshot's area check, as its area id. */
export function area(name: string): AreaId {
  const id = toAreaId(name);
  if (id === undefined) throw new Error(`${name} passed the snapshot's area check but names no area`);
  return id;
}

/** A name that has passed the snapshot's region check, as its region id. */
export function region(name: string): RegionId {
  const id = area(name);
  if (!isRegion(id)) throw new Error(`${name} passed the snapshot's region check but names no region`);
  return id;
}

const mapValues = <T, U>(record: Readonly<Record<string, T>> | undefined, f: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record ?? {}).map(([key, value]) => [key, f(value)]));

/** What the scoring engine needs from a checked snapshot of either format. */
export function toScoringInput(snapshot: Snapshot): ScoringInput {
  return snapshot.format === SNAPSHOT_FORMAT_2 ? toScoringInput2(snapshot) : toScoringInput1(snapshot);
}

function toScoringInput1(snapshot: Snapshot1): ScoringInput {
  const edition = EDITIONS[snapshot.edition];
  const mobileScoreboards: Partial<Record<MobileScoreboardId, AreaId>> = {};
  for (const [id, name] of entriesOf(snapshot.mobileScoreboards ?? {})) {
    if (name !== undefined) mobileScoreboards[id] = area(name);
  }
  const pieces: Partial<Record<AreaId, AreaCounts>> = {};
  for (const [name, counts] of Object.entries(snapshot.pieces)) pieces[area(name)] = counts;

  const board: ScoringBoard = {
    players: snapshot.players,
    neutral: snapshot.neutral ?? [],
    king: region(snapshot.king),
    grandes: mapValues(snapshot.grandes, region),
    mobileScoreboards,
    pieces,
  };
  return {
    board,
    request: toRequest(snapshot),
    rules: { edition, options: { ...edition.defaults, ...(snapshot.rules?.tie ? { tie: snapshot.rules.tie } : {}) } },
  };
}

function toRequest({ score, castilloDestinations }: Snapshot1): ScoringRequest {
  switch (score.kind) {
    case 'general':
      return { kind: 'general', castilloDestinations: mapValues(castilloDestinations, region) };
    case 'area':
      return { kind: 'area', area: area(score.area) };
    case 'unique-choices':
      return { kind: 'unique-choices', choices: mapValues(score.choices, region) };
    case 'top-value':
      return { kind: 'top-value', values: score.values };
    default:
      return { kind: score.kind };
  }
}
