import {
  apartWords,
  BLACK_IDS,
  type BlackId,
  type BoardAreaId,
  blackMayStand,
  type EditionId,
  EXTRA_AREA_IDS,
  type ExtraAreaId,
  entriesOf,
  isOneOf,
  type ModuleField,
  type ModuleId,
  type ModuleTable,
  modulesOfEdition,
  moduleTable,
  moduleWords,
  offersKind,
  ROLE_IDS,
  type RuleModule,
  refusedWith,
  SCORING_KINDS,
  SCORING_MODULE_IDS,
  type ScoringKind,
  type ScoringModuleId,
  scorableAreas,
  type Words,
  words,
} from '../rules';
import { SNAPSHOT_FORMAT, SNAPSHOT_FORMAT_2 } from '../snapshot/schema';
import { defaultScore, type ScoreJson, type SnapshotJson, STARTING_KING } from './draft';

/** What the modules on this board put on the table: its areas, black caballeros, roles, fields, kinds, options. */
export const tableOf = (s: Pick<SnapshotJson, 'modules'>): ModuleTable => moduleTable(s.modules ?? []);

/** Format 1's kinds: a board with no module scored by one of these is written as format 1, as it always was. */
const FORMAT_1_KINDS: readonly ScoringKind[] = [
  'general',
  'area',
  'top-value',
  'first-place-only',
  'most',
  'fewest',
  'unique-choices',
];

export const formatOf = (s: SnapshotJson): SnapshotJson['format'] =>
  (s.modules?.length ?? 0) > 0 || !FORMAT_1_KINDS.includes(s.score.kind) ? SNAPSHOT_FORMAT_2 : SNAPSHOT_FORMAT;

/** The scoring kinds this table offers: those no module brings, and those of the modules on. */
export const kindsOf = (table: ModuleTable): readonly ScoringKind[] =>
  SCORING_KINDS.filter((kind) => offersKind(table, kind));

/** A module the edition offers, whether it is on, and why it cannot be switched on beside those that are. */
export interface ModuleChoice {
  readonly module: RuleModule;
  /** Its id as a board names it (a module that changes only play is never offered). */
  readonly id: ScoringModuleId;
  readonly on: boolean;
  readonly refused: Words | undefined;
}

export function moduleChoices(edition: EditionId, on: readonly ModuleId[]): readonly ModuleChoice[] {
  return modulesOfEdition(edition, 'board').flatMap((module) => {
    const { id } = module;
    if (!isOneOf(SCORING_MODULE_IDS, id)) return [];
    const clash = on.includes(id) ? undefined : refusedWith(id, on);
    return {
      module,
      id,
      on: on.includes(id),
      refused:
        clash &&
        words('calc.modules.notWith', { other: moduleWords(clash.other), why: apartWords(module.id, clash.other) }),
    };
  });
}

/** Areas where caballeros can stand on this table, in scoring order: all but the King's exile spaces. */
export const entryAreas = (table: ModuleTable): readonly BoardAreaId[] =>
  table.areas.filter((a) => a.type !== 'exile').map((a) => a.id);

/** The black caballeros that may stand in an area of this table. */
export const blackIdsIn = (table: ModuleTable, area: BoardAreaId): readonly BlackId[] =>
  BLACK_IDS.filter((id) => blackMayStand(table, id, area));

/** Areas whose values the table enters from its own pieces (the colony areas), with how many values each shows. */
export const enteredValueAreas = (table: ModuleTable): readonly { area: ExtraAreaId; min: 1 | 3 }[] =>
  table.areas.flatMap((a) =>
    a.values.from === 'entered' && isOneOf(EXTRA_AREA_IDS, a.id) ? [{ area: a.id, min: a.values.min }] : [],
  );

/** Every id that can hold caballeros on this board: the colours at the table, then the black caballeros. */
export const idsOnTable = (s: SnapshotJson, table: ModuleTable): readonly string[] => [
  ...s.players,
  ...s.neutral,
  ...BLACK_IDS.filter((id) => table.black[id] !== undefined && !s.neutral.includes(id)),
];

/** The entries of a record that pass `ok`. */
const keep = <K extends string, V>(
  record: Partial<Record<K, V>>,
  ok: (key: K, value: NonNullable<V>) => boolean,
): Partial<Record<K, V>> => {
  const kept: Partial<Record<K, V>> = {};
  for (const [k, v] of entriesOf(record)) if (v !== undefined && v !== null && ok(k, v)) kept[k] = v;
  return kept;
};

/**
 * The board made to fit the modules it names: whatever a module now off brought (its areas and the
 * caballeros in them, its black caballeros, roles, fields, options and kinds) is taken off, and what a
 * module now on requires is filled in: Granada's state and the printed values the table has entered.
 */
export function fitToModules(s: SnapshotJson, keptValues: Partial<Record<ExtraAreaId, number[]>>): SnapshotJson {
  const table = tableOf(s);
  const ids = new Set(idsOnTable(s, table));
  const standing = (area: string) => {
    const at = table.area(area);
    return at !== undefined && at.type !== 'exile';
  };
  const pieces: SnapshotJson['pieces'] = {};
  for (const [area, counts] of entriesOf(s.pieces)) {
    if (!counts || !standing(area)) continue;
    const black = blackIdsIn(table, area);
    const kept = Object.entries(counts).filter(([id]) =>
      isOneOf(BLACK_IDS, id) && !s.neutral.includes(id) ? black.includes(id) : ids.has(id),
    );
    if (kept.length > 0) pieces[area] = Object.fromEntries(kept);
  }
  const entered = enteredValueAreas(table);
  const printedValues = Object.fromEntries(
    entered.flatMap(({ area }) => {
      const values = s.printedValues?.[area] ?? keptValues[area];
      return values ? [[area, values]] : [];
    }),
  );
  const field = (f: ModuleField) => table.fields.has(f);
  const holder = (id: BlackId) => {
    const held = s[id];
    return table.black[id] && field(id) && held && held.holder !== null && s.players.includes(held.holder)
      ? held
      : undefined;
  };
  const options = Object.fromEntries(entriesOf(s.rules).filter(([id]) => id === 'tie' || isOneOf(table.optionIds, id)));
  const limitTable = field('limitTable') && s.limitTable && standing(s.limitTable.area) ? s.limitTable : undefined;
  return {
    ...s,
    format: formatOf({ ...s, score: fitScore(s.score, s, table) }),
    modules: s.modules?.length ? s.modules : undefined,
    rules: { tie: s.rules.tie, ...options },
    king: table.area(s.king)?.king ? s.king : STARTING_KING,
    grandes: keep(s.grandes, (_, area) => table.area(area)?.grandes === true),
    mobileScoreboards: keep(s.mobileScoreboards, (_, area) => table.area(area)?.mobileScoreboard === true),
    printedValues: entered.length > 0 ? printedValues : undefined,
    pieces,
    roles: field('roles')
      ? keep(s.roles ?? {}, (role) => isOneOf(ROLE_IDS, role) && table.roles[role] !== undefined)
      : undefined,
    church: holder('church'),
    inquisitor: holder('inquisitor'),
    limitTable,
    granada: field('granada') ? (s.granada ?? 'muslim') : undefined,
    quarantine: field('quarantine') ? s.quarantine : undefined,
    conspiracy: field('conspiracy') && s.conspiracy === true ? true : undefined,
    revolution: field('revolution') ? s.revolution : undefined,
    score: fitScore(s.score, s, table),
  };
}

/** A scoring request this table can run: a kind of its own, areas it has, fields its modules switch on. */
export function fitScore(score: ScoreJson, s: SnapshotJson, table: ModuleTable): ScoreJson {
  if (!kindsOf(table).includes(score.kind)) return defaultScore('general', s);
  const scorable = (area: BoardAreaId) => scorableAreas(table, s.granada).includes(area);
  switch (score.kind) {
    case 'general':
      return {
        kind: 'general',
        limitTableArrivals: table.fields.has('limitTableArrivals') ? score.limitTableArrivals : undefined,
        interludeMoves: table.fields.has('interludeMoves') ? score.interludeMoves : undefined,
      };
    case 'area':
      return scorable(score.area) ? score : { kind: 'area', area: scorable(s.king) ? s.king : 'castillo' };
    case 'areas':
      return { kind: 'areas', areas: score.areas.filter(scorable) };
    default:
      return score;
  }
}
