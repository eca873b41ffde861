import { areaWords } from '../board/areaWords';
import { type ModuleTable, moduleOptionsOf, moduleTable } from '../modules/index';
import type { BoardAreaId, ModuleOptions } from '../state/modules';
import type { ParticipantId } from '../state/scoringRequest';
import type { Words, WordValue } from '../state/words';
import { nameOf } from './participantWords';
import type { ModuleBoard, ScoringBoard, ScoringRules } from './types';

/** What every step of one scoring consults: the rules, the table its modules make, the readings in force. */
export interface ScoringContext {
  readonly rules: ScoringRules;
  readonly table: ModuleTable;
  readonly options: ModuleOptions;
  /** A participant's name for explanations: the table's, or what a black caballero is. */
  readonly name: (board: ScoringBoard, id: ParticipantId) => WordValue;
  readonly areaName: (id: BoardAreaId) => Words;
}

export function scoringContext(rules: ScoringRules): ScoringContext {
  const modules = rules.modules ?? [];
  return {
    rules,
    table: moduleTable(modules),
    options: moduleOptionsOf(modules, rules.moduleOptions),
    name: nameOf,
    areaName: (id) => areaWords(rules.edition.id, id),
  };
}

/** The King's region as a scoring sees it: none while he is in exile (France or Portugal in 2023). */
export function kingRegionOf(ctx: ScoringContext, board: ScoringBoard): BoardAreaId | undefined {
  return ctx.table.area(board.king)?.type === 'exile' ? undefined : board.king;
}

/** True while Granada is Muslim: it takes no King or Grande and is never scored. */
export const isMuslim = (board: ScoringBoard, area: BoardAreaId): boolean =>
  area === 'granada' && board.modules?.granada === 'muslim';

/** The caballeros a Limit table holds: 6 spaces with 2–3 players, 10 with 4–5. */
export const limitTableSpaces = (board: ScoringBoard): number => (board.players.length <= 3 ? 6 : 10);

/** Whoever controls an id's pieces: a player is itself; black caballeros are their holder's (or nobody's). */
export function controllerOf(ctx: ScoringContext, board: ScoringBoard, id: ParticipantId): ParticipantId | undefined {
  if (id === 'church' && ctx.table.black.church) return board.modules?.holders?.church ?? undefined;
  if (id === 'inquisitor' && ctx.table.black.inquisitor) {
    return ctx.options.inquisitor === 'never-count' ? undefined : (board.modules?.holders?.inquisitor ?? undefined);
  }
  return board.players.includes(id) ? id : undefined;
}

/**
 * The board with only the module fields its table switches on: a Conspiracy, a quarantine, a Limit
 * table or Granada's state left on a board whose module is off changes nothing.
 */
export function withFieldsOn(ctx: ScoringContext, board: ScoringBoard): ScoringBoard {
  const given = board.modules;
  if (!given) return board;
  const on = ctx.table.fields;
  const holders = {
    ...(on.has('church') && given.holders?.church !== undefined ? { church: given.holders.church } : {}),
    ...(on.has('inquisitor') && given.holders?.inquisitor !== undefined
      ? { inquisitor: given.holders.inquisitor }
      : {}),
  };
  const modules: ModuleBoard = {
    ...(on.has('printedValues') && given.printedValues ? { printedValues: given.printedValues } : {}),
    ...(on.has('roles') && given.roles ? { roles: given.roles } : {}),
    ...(Object.keys(holders).length > 0 ? { holders } : {}),
    ...(on.has('limitTable') && given.limitTable ? { limitTable: given.limitTable } : {}),
    ...(on.has('granada') && given.granada ? { granada: given.granada } : {}),
    ...(on.has('quarantine') && given.quarantine ? { quarantine: given.quarantine } : {}),
    ...(on.has('conspiracy') && given.conspiracy !== undefined ? { conspiracy: given.conspiracy } : {}),
    ...(on.has('revolution') && given.revolution ? { revolution: given.revolution } : {}),
  };
  return { ...board, modules };
}
