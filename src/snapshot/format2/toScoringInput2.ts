import {
  type AreaCounts,
  type BoardAreaId,
  EDITIONS,
  type ExtraAreaId,
  entriesOf,
  isExtraArea,
  isRegion,
  type MobileScoreboardId,
  type ModuleBoard,
  type RegionId,
  type RoleId,
  type ScoringBoard,
  type ScoringRequest,
} from '../../rules';
import type { ScoringInput } from '../scoringInput';
import { toBoardAreaId } from './boardAreaNames';
import { optionsGiven } from './optionsGiven';
import type { Snapshot2 } from './schema2';

/** A name that has passed the snapshot's area check, as its canonical area id. */
export function boardArea(name: string): BoardAreaId {
  const id = toBoardAreaId(name);
  if (id === undefined) throw new Error(`${name} passed the snapshot's area check but names no area`);
  return id;
}

/** A name that has passed the snapshot's secret-disk check, as its region id. */
function region(name: string): RegionId {
  const id = boardArea(name);
  if (!isRegion(id)) throw new Error(`${name} passed the snapshot's region check but names no region`);
  return id;
}

const mapValues = <T, U>(record: Readonly<Record<string, T>> | undefined, f: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record ?? {}).map(([key, value]) => [key, f(value)]));

/** What the modules add to the board, each field only when the snapshot gives it. */
function moduleBoard(s: Snapshot2): ModuleBoard {
  const printedValues: Partial<Record<ExtraAreaId, readonly number[]>> = {};
  for (const [name, values] of Object.entries(s.printedValues ?? {})) {
    const id = toBoardAreaId(name);
    if (id !== undefined && isExtraArea(id)) printedValues[id] = values;
  }
  const roles: Partial<Record<RoleId, string>> = {};
  for (const [role, id] of entriesOf(s.roles ?? {})) if (typeof id === 'string') roles[role] = id;
  return {
    ...(s.printedValues ? { printedValues } : {}),
    ...(s.roles ? { roles } : {}),
    ...(s.church || s.inquisitor
      ? {
          holders: {
            ...(s.church ? { church: s.church.holder } : {}),
            ...(s.inquisitor ? { inquisitor: s.inquisitor.holder } : {}),
          },
        }
      : {}),
    ...(s.limitTable ? { limitTable: { area: boardArea(s.limitTable.area), onTable: s.limitTable.onTable } } : {}),
    ...(s.granada ? { granada: s.granada } : {}),
    ...(s.quarantine !== undefined ? { quarantine: region(s.quarantine) } : {}),
    ...(s.conspiracy !== undefined ? { conspiracy: s.conspiracy } : {}),
    ...(s.revolution ? { revolution: { grande: s.revolution.grande } } : {}),
  };
}

function toRequest({ score, castilloDestinations }: Snapshot2): ScoringRequest {
  switch (score.kind) {
    case 'general':
      return {
        kind: 'general',
        castilloDestinations: mapValues(castilloDestinations, region),
        ...(score.limitTableArrivals ? { limitTableArrivals: score.limitTableArrivals } : {}),
        ...(score.interludeMoves
          ? {
              interludeMoves: score.interludeMoves.map(({ id, from, to, count }) => ({
                id,
                from: boardArea(from),
                to: boardArea(to),
                count,
              })),
            }
          : {}),
      };
    case 'area':
      return { kind: 'area', area: boardArea(score.area) };
    case 'areas':
      return { kind: 'areas', areas: score.areas.map(boardArea) };
    case 'top-value':
      return { kind: 'top-value', values: score.values };
    case 'unique-choices':
      return { kind: 'unique-choices', choices: mapValues(score.choices, region) };
    case 'delivery':
      return { kind: 'delivery', deliveries: mapValues(score.deliveries, ({ gold, wares }) => ({ gold, wares })) };
    default:
      return { kind: score.kind };
  }
}

/** What the scoring engine needs from a checked format-2 snapshot, every alias made canonical. */
export function toScoringInput2(s: Snapshot2): ScoringInput {
  const edition = EDITIONS[s.edition];
  const modules = s.modules ?? [];
  const mobileScoreboards: Partial<Record<MobileScoreboardId, BoardAreaId>> = {};
  for (const [id, name] of entriesOf(s.mobileScoreboards ?? {})) {
    if (name !== undefined) mobileScoreboards[id] = boardArea(name);
  }
  const pieces: Partial<Record<BoardAreaId, AreaCounts>> = {};
  for (const [name, counts] of Object.entries(s.pieces)) pieces[boardArea(name)] = counts;
  const board: ScoringBoard = {
    players: s.players,
    neutral: s.neutral ?? [],
    king: boardArea(s.king),
    grandes: mapValues(s.grandes, boardArea),
    mobileScoreboards,
    pieces,
    ...(modules.length > 0 ? { modules: moduleBoard(s) } : {}),
  };
  return {
    board,
    request: toRequest(s),
    rules: {
      edition,
      options: { ...edition.defaults, ...(s.rules?.tie ? { tie: s.rules.tie } : {}) },
      modules,
      moduleOptions: optionsGiven(s.rules),
    },
  };
}
