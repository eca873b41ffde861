import { MODULE_LIST, type ModuleField, moduleWords, words } from '../../rules';
import { needsModule } from './moduleWords';
import type { Problem } from './problem';
import { type BoardView, boardOf } from './view';

/** Snapshot fields a module switches on, at the top level and inside a general scoring. */
export const MODULE_BOARD_FIELDS = [
  'printedValues',
  'roles',
  'church',
  'inquisitor',
  'limitTable',
  'granada',
  'quarantine',
  'conspiracy',
  'revolution',
] as const satisfies readonly ModuleField[];
const GENERAL_SCORING_FIELDS = ['limitTableArrivals', 'interludeMoves'] as const satisfies readonly ModuleField[];

/** Fields that must be given whenever their module is on: a Muslim Granada changes too much to assume. */
const REQUIRED_WHEN_ON: readonly (typeof MODULE_BOARD_FIELDS)[number][] = ['granada'];

/**
 * Every option, field and scoring kind the snapshot uses belongs to a module that is on (snapshot
 * format 2, "Compatibility": whatever belongs to a module is off without it), and the fields a module
 * needs are there.
 */
export function checkSwitches(view: BoardView): Problem | undefined {
  const { snapshot: s, table } = view;
  const board = boardOf(view);
  for (const id of Object.keys(s.rules ?? {})) {
    if (id === 'tie' || table.optionIds.some((on) => on === id)) continue;
    return [['rules', id], needsModule(board, 'appliesOnlyWith', (m) => m.options?.some((o) => o === id) ?? false)];
  }
  for (const field of MODULE_BOARD_FIELDS) {
    if (s[field] === undefined || table.fields.has(field)) continue;
    return [[field], needsModule(board, 'belongsTo', (m) => m.fields?.includes(field) ?? false)];
  }
  if (s.score.kind === 'general') {
    for (const field of GENERAL_SCORING_FIELDS) {
      if (s.score[field] === undefined || table.fields.has(field)) continue;
      return [['score', field], needsModule(board, 'belongsTo', (m) => m.fields?.includes(field) ?? false)];
    }
  }
  const { kind } = s.score;
  const owners = MODULE_LIST.filter((m) => m.kinds?.some((k) => k === kind));
  if (owners.length > 0 && !table.kinds.has(kind)) {
    const needs = needsModule(board, 'belongsTo', (m) => owners.includes(m));
    return [['score', 'kind'], words('snapshot.needs', { what: `“${kind}”`, needs })];
  }
  for (const field of MODULE_BOARD_FIELDS) {
    if (!REQUIRED_WHEN_ON.includes(field) || !table.fields.has(field) || s[field] !== undefined) continue;
    const module = MODULE_LIST.find((m) => view.modules.includes(m.id) && m.fields?.includes(field));
    return [
      [field],
      words('snapshot.requiredWith', { field, module: module ? moduleWords(module.id) : words('snapshot.itsModule') }),
    ];
  }
  return undefined;
}
