import { AREAS } from '../board/areas';
import { CASTILLO, REGION_IDS, type ScoreValues } from '../state/areaIds';
import type { EditionId } from '../state/editionIds';
import {
  type BlackId,
  type BoardAreaId,
  type ModuleId,
  type ModuleOptionId,
  type ModuleOptions,
  PLAY_ONLY_OPTION_IDS,
  type RoleId,
} from '../state/modules';
import { CABALLEROS_PER_PLAYER } from '../state/pieces';
import { indexBy, isOneOf, keysOf } from '../state/records';
import type { RuleRef } from '../state/sources';
import type { Words } from '../state/words';
import { church } from './church/module';
import type {
  AreaRefusals,
  AreaValues,
  ModuleArea,
  ModuleBlackPieces,
  ModuleField,
  ModuleRole,
  RuleModule,
} from './defineModule';
import { france1995 } from './france-1995/module';
import { granada1995 } from './granada-1995/module';
import { grandInquisitorColonies } from './grand-inquisitor-colonies/module';
import { grandissimo } from './grandissimo/module';
import { homeAdvantage } from './home-advantage/module';
import { intrigueKing } from './intrigue-king/module';
import { MODULE_OPTIONS } from './moduleOptions';
import { apartWords, areaRefusalWords } from './moduleWords';
import { movingRestrictions } from './moving-restrictions/module';
import { newRegency } from './new-regency/module';
import { oldHands } from './old-hands/module';
import { powerShift } from './power-shift/module';

export * from './defineModule';
export * from './moduleOptions';
export * from './moduleWords';

/** Every variant and expansion, one module each: the one list. */
export const MODULE_LIST: readonly RuleModule[] = [
  homeAdvantage,
  movingRestrictions,
  france1995,
  granada1995,
  church,
  intrigueKing,
  grandInquisitorColonies,
  grandissimo,
  newRegency,
  oldHands,
  powerShift,
];

/** Every module by its id, read from the one list (a test holds the list to every id, each once). */
export const MODULES: Readonly<Record<ModuleId, RuleModule>> = indexBy(MODULE_LIST, 'id');

/** Pairs the texts never combine, with the reason a table is told. */
export const REFUSED_COMBINATIONS: readonly { readonly pair: readonly [ModuleId, ModuleId]; readonly why: string }[] = [
  {
    pair: ['france-1995', 'grand-inquisitor-colonies'],
    why: 'the 1995 France and the expansion’s France are two different Frances with opposite rules for the King',
  },
  {
    pair: ['grandissimo', 'grand-inquisitor-colonies'],
    why: 'the two expansions bring two Grand Inquisitors and two different ships, and the texts never combine them',
  },
];

/**
 * Pairs a game may not combine though a board may (the digest's P1): the Church with any Decennial
 * expansion, whose piles 6 and 7 and black caballeros it would share, and Intrigue & the King with
 * Grandissimo, which only The King & the Colonies' merge describes. A board holding both is still scored.
 */
export const REFUSED_IN_PLAY: readonly { readonly pair: readonly [ModuleId, ModuleId]; readonly why: string }[] = [
  { pair: ['church', 'intrigue-king'], why: 'the texts never combine the Church with a Decennial expansion' },
  {
    pair: ['church', 'grand-inquisitor-colonies'],
    why: 'the Church card and the Grand Inquisitor card both need pile 6',
  },
  { pair: ['church', 'grandissimo'], why: 'the Church card and Grandissimo’s stack both need pile 6' },
  {
    pair: ['grandissimo', 'intrigue-king'],
    why: 'only The King & the Colonies describes Intrigue & the King with another expansion',
  },
];

/** An area on this table: what it is, how it scores and what may stand on it. */
export interface TableArea {
  readonly id: BoardAreaId;
  readonly type: 'region' | 'castillo' | 'holding' | 'exile';
  readonly values: AreaValues;
  /** Place in a general scoring: the Castillo 0, the nine regions 1–9, module regions after them. */
  readonly order: number;
  readonly holdsAtMost?: number;
  readonly king: boolean;
  readonly grandes: boolean;
  readonly mobileScoreboard: boolean;
  /** A secret disk may name it: the nine regions only. */
  readonly diskTarget: boolean;
  readonly captainOnly: boolean;
  readonly closedToChurch: boolean;
  readonly closedToLimitTable: boolean;
  readonly openToBlack: boolean;
  /** Why it refuses the King, a Grande, a disk…, where the texts give a reason of their own. */
  readonly refusals: AreaRefusals;
  /** The module that brings it; undefined for the base board. */
  readonly module?: ModuleId;
}

/** What a set of modules puts on the table: the one place the engine asks what is switched on. */
export interface ModuleTable {
  readonly modules: readonly ModuleId[];
  /** Every area on this table, the Castillo first, then in general-scoring order. */
  readonly areas: readonly TableArea[];
  readonly area: (id: string) => TableArea | undefined;
  /** Regions a scoring of "every region" walks, in general-scoring order. */
  readonly scoredRegions: readonly BoardAreaId[];
  readonly black: Readonly<Partial<Record<BlackId, ModuleBlackPieces & { readonly module: ModuleId }>>>;
  readonly roles: Readonly<Partial<Record<RoleId, ModuleRole & { readonly module: ModuleId }>>>;
  readonly fields: ReadonlySet<ModuleField>;
  readonly kinds: ReadonlySet<string>;
  /** The options that apply, in the order of the options table. */
  /** The readings a board's scoring reads (a board snapshot may set these). */
  readonly optionIds: readonly ModuleOptionId[];
  /** Every reading of the modules in play, those only a game's play reads included. */
  readonly readingIds: readonly ModuleOptionId[];
  readonly caballerosPerColour: number;
  /** Caballeros each player's secret disk of the preparation sends before round 1, and where it is written. */
  readonly setupDisks: { readonly caballeros: number; readonly ref: RuleRef } | undefined;
  /** A Grande counts as one of its owner's caballeros in its area's majority. */
  readonly grandeCountsInMajority: boolean;
  /** The areas a "score all the new regions" card scores, in order. */
  readonly newRegions: readonly BoardAreaId[];
  readonly kingMayStandOnCastillo: boolean;
  readonly grandesMayStandInCastillo: boolean;
}

const printed = (values: ScoreValues): AreaValues => ({ from: 'printed', values });

function baseAreas(): TableArea[] {
  const base = {
    captainOnly: false,
    closedToChurch: false,
    closedToLimitTable: false,
    openToBlack: false,
    mobileScoreboard: true,
    refusals: {},
  } as const;
  return [
    {
      ...base,
      id: CASTILLO,
      type: 'castillo',
      values: printed(AREAS.castillo.printedValues),
      order: 0,
      king: false,
      grandes: false,
      diskTarget: false,
      refusals: {
        king: 'the King stands beside the Castillo only with New Regency on the 2023 board (2023 rules, “Explanations of Special cards: Rebellion”)',
        grande:
          'a Grande goes into the Castillo only with New Regency on the 2023 board (2023 rules, “Explanations of Special cards: Competition”)',
        disk: 'the Castillo is not a region and cannot be named here',
      },
    },
    ...REGION_IDS.map((id, i) => ({
      ...base,
      id,
      type: 'region' as const,
      values: printed(AREAS[id].printedValues),
      order: i + 1,
      king: true,
      grandes: true,
      diskTarget: true,
    })),
  ];
}

const fromModule = (area: ModuleArea, module: ModuleId): TableArea => ({
  id: area.id,
  type: area.type,
  values: area.values,
  order: area.order ?? Number.POSITIVE_INFINITY,
  ...(area.holdsAtMost !== undefined ? { holdsAtMost: area.holdsAtMost } : {}),
  king: area.king,
  grandes: area.grandes,
  mobileScoreboard: area.mobileScoreboard,
  diskTarget: false,
  captainOnly: area.captainOnly ?? false,
  closedToChurch: area.closedToChurch ?? false,
  closedToLimitTable: area.closedToLimitTable ?? false,
  openToBlack: area.openToBlack ?? false,
  refusals: area.refusals ?? {},
  module,
});

const tables = new Map<string, ModuleTable>();

/**
 * The table a set of modules makes: its areas in scoring order, black caballeros, roles, fields,
 * kinds and options. The base game is the table of no modules. Modules are assumed to be a valid
 * combination (the snapshot refuses the others first).
 */
export function moduleTable(modules: readonly ModuleId[]): ModuleTable {
  const key = [...modules].sort().join(',');
  const known = tables.get(key);
  if (known) return known;
  const list = MODULE_LIST.filter((m) => modules.includes(m.id));
  const areas = baseAreas();
  const castillo = (over: Partial<TableArea>) => {
    const at = areas.findIndex((a) => a.id === CASTILLO);
    const current = areas[at];
    if (current) areas[at] = { ...current, ...over };
  };
  const black: Partial<Record<BlackId, ModuleBlackPieces & { module: ModuleId }>> = {};
  const roles: Partial<Record<RoleId, ModuleRole & { module: ModuleId }>> = {};
  for (const m of list) {
    for (const a of m.areas ?? []) areas.push(fromModule(a, m.id));
    if (m.black) black[m.black.id] = { ...m.black, module: m.id };
    for (const r of m.roles ?? []) roles[r.id] = { ...r, module: m.id };
    if (m.kingMayStandOnCastillo) castillo({ king: true });
    if (m.grandesMayStandInCastillo) castillo({ grandes: true });
  }
  areas.sort((a, b) => a.order - b.order);
  const byId = new Map<string, TableArea>(areas.map((a) => [a.id, a]));
  const readingIds = keysOf(MODULE_OPTIONS).filter((id) => list.some((m) => m.options?.includes(id)));
  // A board is scored with the readings a scoring reads; those only play reads are the game's.
  const optionIds = readingIds.filter((id) => !isOneOf(PLAY_ONLY_OPTION_IDS, id));
  const table: ModuleTable = {
    modules: list.map((m) => m.id),
    readingIds,
    areas,
    area: (id) => byId.get(id),
    scoredRegions: areas.filter((a) => a.type === 'region').map((a) => a.id),
    black,
    roles,
    fields: new Set(list.flatMap((m) => m.fields ?? [])),
    kinds: new Set(list.flatMap((m) => m.kinds ?? [])),
    optionIds,
    grandeCountsInMajority: list.some((m) => m.grandeCountsInMajority),
    newRegions: list
      .filter((m) => m.kinds?.includes('new-regions'))
      .flatMap((m) => (m.areas ?? []).filter((a) => a.type === 'region').map((a) => a.id)),
    caballerosPerColour: Math.max(CABALLEROS_PER_PLAYER, ...list.map((m) => m.caballerosPerColour ?? 0)),
    // The most any module asks (The King & the Colonies: the Colonies' two, reading P29).
    setupDisks: list
      .flatMap((m) => (m.setupDisks ? [m.setupDisks] : []))
      .reduce<ModuleTable['setupDisks']>((most, d) => (most && most.caballeros >= d.caballeros ? most : d), undefined),
    kingMayStandOnCastillo: list.some((m) => m.kingMayStandOnCastillo),
    grandesMayStandInCastillo: list.some((m) => m.grandesMayStandInCastillo),
  };
  tables.set(key, table);
  return table;
}

/** The default of an option on a table with these modules. */
export function defaultOption<K extends ModuleOptionId>(id: K, modules: readonly ModuleId[]): ModuleOptions[K] {
  const definition: {
    defaultFor?: Partial<Record<ModuleId, ModuleOptions[K]>>;
    choices: readonly { value: ModuleOptions[K] }[];
  } = MODULE_OPTIONS[id];
  for (const m of modules) {
    const value = definition.defaultFor?.[m];
    if (value !== undefined) return value;
  }
  const [first] = definition.choices;
  if (!first) throw new Error(`option ${id} has no choices`);
  return first.value;
}

/** Every option with its value in force: those given, the rest at this table's defaults. */
export function moduleOptionsOf(modules: readonly ModuleId[], given: Partial<ModuleOptions> = {}): ModuleOptions {
  const value = <K extends ModuleOptionId>(id: K): ModuleOptions[K] => given[id] ?? defaultOption(id, modules);
  return {
    homeAdvantage: value('homeAdvantage'),
    churchUnheld: value('churchUnheld'),
    inquisitor: value('inquisitor'),
    franceFirstPlaceBonuses: value('franceFirstPlaceBonuses'),
    granadaExtremes: value('granadaExtremes'),
    granadaConquest: value('granadaConquest'),
    limitOverflow: value('limitOverflow'),
    regionTotals: value('regionTotals'),
    shipHomeBonus: value('shipHomeBonus'),
    quarantineDisk: value('quarantineDisk'),
    castilloGrandeToKing: value('castilloGrandeToKing'),
    rebellionGrandes: value('rebellionGrandes'),
    franceAccess: value('franceAccess'),
    churchMoveFarther: value('churchMoveFarther'),
    extraCaballeros: value('extraCaballeros'),
  };
}

/** The modules a given edition may use: in a game, or (`board`) on a board to score, without the play-only ones. */
export const modulesOfEdition = (edition: EditionId, use: 'game' | 'board' = 'game'): readonly RuleModule[] =>
  MODULE_LIST.filter((m) => m.editions.includes(edition) && (use === 'game' || !m.playOnly));

/**
 * The module already on that `module` may not join, with the reason, or undefined when it may: on a board,
 * or (`game`) in a game, which keeps more pairs apart (`REFUSED_IN_PLAY`).
 */
export function refusedWith(
  module: ModuleId,
  on: readonly ModuleId[],
  use: 'board' | 'game' = 'board',
): { readonly other: ModuleId; readonly why: string; readonly whyWords: Words } | undefined {
  const pairs = use === 'game' ? [...REFUSED_COMBINATIONS, ...REFUSED_IN_PLAY] : REFUSED_COMBINATIONS;
  for (const { pair, why } of pairs) {
    if (!pair.includes(module)) continue;
    const other = pair.find((m) => m !== module && on.includes(m));
    if (other !== undefined) return { other, why, whyWords: apartWords(module, other) };
  }
  return undefined;
}

/** Why an area of this table refuses the King, a Grande, a disk…, where the texts give a reason of their own. */
export const areaRefusal = (area: TableArea, what: keyof AreaRefusals): Words | undefined =>
  area.refusals[what] === undefined ? undefined : areaRefusalWords(area.module, area.id, what);

/** Whether this table offers a scoring kind: one no module brings, or one a module on it brings. */
export const offersKind = (table: ModuleTable, kind: string): boolean =>
  table.kinds.has(kind) || !MODULE_LIST.some((m) => m.kinds?.some((k) => k === kind));

/**
 * Whether black caballeros may stand in an area of this table, whatever Granada's state: not in exile
 * areas nor in holding areas other than the jail, nor where their module or the area keeps them out. A Muslim Granada is asked apart
 * (`closedToMuslimGranada`), as it depends on the board.
 */
export function blackMayStand(table: ModuleTable, black: BlackId, area: string): boolean {
  const pieces = table.black[black];
  const at = table.area(area);
  return (
    pieces !== undefined &&
    at !== undefined &&
    at.type !== 'exile' &&
    (at.type !== 'holding' || at.openToBlack) &&
    !pieces.never.includes(at.id) &&
    !(black === 'church' && at.closedToChurch)
  );
}

/** The areas a chosen scoring may name on this table: the Castillo and every region, a Muslim Granada left out. */
export const scorableAreas = (table: ModuleTable, granada?: 'muslim' | 'conquered'): readonly BoardAreaId[] =>
  table.areas
    .filter((a) => (a.type === 'region' || a.type === 'castillo') && !(a.id === 'granada' && granada === 'muslim'))
    .map((a) => a.id);
