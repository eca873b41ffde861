import fc from 'fast-check';

import {
  AREA_IDS,
  AREAS,
  type AreaId,
  BLACK_IDS,
  type BlackId,
  type BoardAreaId,
  CASTILLO,
  EDITION_IDS,
  type EditionId,
  type ExtraAreaId,
  entriesOf,
  type InterludeMove,
  isExtraArea,
  isOneOf,
  MOBILE_SCOREBOARD_IDS,
  MODULE_OPTIONS,
  type MobileScoreboardId,
  type ModuleBoard,
  type ModuleId,
  type ModuleOptions,
  type ModuleTable,
  moduleOptionsOf,
  moduleTable,
  REGION_IDS,
  type RegionId,
  ROLE_IDS,
  type RoleId,
  type ScoringBoard,
  type ScoringRequest,
  type ScoringRules,
} from '../../src/rules';
import { rules } from './boards';

const ID_POOL = ['red', 'blue', 'yellow', 'green', 'black', 'white', 'orange'];

export const region = fc.constantFrom(...REGION_IDS);
export const area = fc.constantFrom(...AREA_IDS);

/** Any legal snapshot board: 2–5 players, maybe a neutral colour, up to 6 per colour per area and never more than 30 in all. */
export const scoringBoard: fc.Arbitrary<ScoringBoard> = fc
  .record({
    ids: fc.shuffledSubarray(ID_POOL, { minLength: 3, maxLength: 6 }),
    playerCount: fc.integer({ min: 2, max: 5 }),
    withNeutral: fc.boolean(),
    king: region,
    grandeRegions: fc.array(fc.option(region, { nil: undefined }), { minLength: 5, maxLength: 5 }),
    mobile: fc.tuple(fc.option(area, { nil: undefined }), fc.option(area, { nil: undefined })),
    counts: fc.array(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 6, maxLength: 6 }), {
      minLength: AREA_IDS.length,
      maxLength: AREA_IDS.length,
    }),
  })
  .map(({ ids, playerCount, withNeutral, king, grandeRegions, mobile, counts }) => {
    const players = ids.slice(0, Math.min(playerCount, ids.length - (withNeutral ? 1 : 0)));
    const neutral = withNeutral ? [ids[ids.length - 1] as string] : [];
    const participants = [...players, ...neutral];
    const grandes: Partial<Record<string, RegionId>> = {};
    players.forEach((id, i) => {
      const r = grandeRegions[i];
      if (r) grandes[id] = r;
    });
    const pieces: Partial<Record<AreaId, Record<string, number>>> = {};
    const used = new Map<string, number>();
    AREA_IDS.forEach((a, i) => {
      const entry: Record<string, number> = {};
      participants.forEach((id, j) => {
        // A colour has 30 caballeros: later areas get what is left.
        const n = Math.min(counts[i]?.[j] ?? 0, 30 - (used.get(id) ?? 0));
        used.set(id, (used.get(id) ?? 0) + n);
        if (n > 0) entry[id] = n;
      });
      pieces[a] = entry;
    });
    const [eight, four] = mobile;
    return {
      players,
      neutral,
      king,
      grandes,
      mobileScoreboards: { ...(eight ? { '8-4-0': eight } : {}), ...(four && four !== eight ? { '4-0-0': four } : {}) },
      pieces,
    };
  })
  .filter((b) => b.players.length >= 2);

export const scoringRules: fc.Arbitrary<ScoringRules> = fc
  .record({
    edition: fc.constantFrom(...EDITION_IDS),
    tie: fc.constantFrom('official' as const, 'shift-by-tied' as const),
  })
  .map(({ edition, tie }) => rules(edition, { tie }));

/** A scoring request that fits the board: every participant gets a disk region, every player a choice. */
export function scoringRequest(board: ScoringBoard): fc.Arbitrary<ScoringRequest> {
  const participants = [...board.players, ...board.neutral];
  const perParticipant = (ids: readonly string[]) =>
    fc
      .array(region, { minLength: ids.length, maxLength: ids.length })
      .map((rs) => Object.fromEntries(ids.map((id, i) => [id, rs[i] as RegionId])));
  return fc.oneof(
    perParticipant(participants).map((castilloDestinations) => ({ kind: 'general' as const, castilloDestinations })),
    area.map((a) => ({ kind: 'area' as const, area: a })),
    fc.subarray([4, 5, 6, 7, 8], { minLength: 1 }).map((values) => ({ kind: 'top-value' as const, values })),
    fc.constant({ kind: 'first-place-only' as const }),
    fc.constant({ kind: 'most' as const }),
    fc.constant({ kind: 'fewest' as const }),
    perParticipant(board.players).map((choices) => ({ kind: 'unique-choices' as const, choices })),
  );
}

/** A board, its rules and one request, all as a format-2 snapshot would give them. */
export interface ModuleCase {
  readonly board: ScoringBoard;
  readonly rules: ScoringRules;
  readonly request: ScoringRequest;
}

const MODULE_PLAYER_POOL = ['red', 'blue', 'yellow', 'green', 'brown'];
const MODULES_2023: readonly ModuleId[] = ['new-regency', 'old-hands', 'power-shift'];

/**
 * Draws a board that uses the given modules (a valid combination), rules with random readings, and a
 * request of a kind those modules allow, within the limits snapshot-format-2.md sets: a colour's 30 (36)
 * caballeros, France's 3, the black caballeros' 4 (2) and where they may stand, roles on ids present,
 * a Limit table within its spaces, the King and Grandes only where they may stand, disks for everyone,
 * Limit table arrivals exactly when needed, and Free choice moves of caballeros present.
 * Use inside a property: `fc.property(fc.gen(), (g) => { const c = moduleCase(g, ['church']) ... })`.
 */
export function moduleCase(g: fc.GeneratorValue, modules: readonly ModuleId[]): ModuleCase {
  const on = (m: ModuleId) => modules.includes(m);
  const edition: EditionId = modules.some((m) => MODULES_2023.includes(m))
    ? '2023'
    : pick(g, ['classic', 'bigbox'] as const);
  const table = moduleTable(modules);
  const moduleOptions: Partial<ModuleOptions> = {};
  for (const id of table.optionIds) {
    const values: unknown[] = [undefined, ...MODULE_OPTIONS[id].choices.map((c) => c.value)];
    const value = pick(g, values);
    if (value !== undefined) Object.assign(moduleOptions, { [id]: value });
  }
  const tie = pick(g, ['official', 'shift-by-tied'] as const);
  const scoringRules: ScoringRules = { ...rules(edition, { tie }), modules, moduleOptions };
  const options = moduleOptionsOf(modules, moduleOptions);

  const players = MODULE_PLAYER_POOL.slice(0, g(fc.integer, { min: 2, max: 5 }));
  const neutral = g(fc.boolean) ? ['dummy'] : [];
  const participants = [...players, ...neutral];
  const granada = on('granada-1995') ? pick(g, ['muslim', 'conquered'] as const) : undefined;
  const muslim = granada === 'muslim';
  const extra: { -readonly [K in keyof ModuleBoard]: ModuleBoard[K] } = granada ? { granada } : {};

  // The kind first: Grandissimo's Grand Inquisitor has left his holder before a general scoring.
  // General scorings, where most module rules act, are drawn three times as often.
  const kinds: ScoringRequest['kind'][] = [
    'general',
    'general',
    'general',
    'area',
    'areas',
    'top-value',
    'first-place-only',
    'most',
    'fewest',
    'unique-choices',
    ...[...table.kinds].filter((k): k is 'new-regions' | 'delivery' | 'granada-conquest' =>
      isOneOf(['new-regions', 'delivery', 'granada-conquest'] as const, k),
    ),
  ];
  let kind = pick(g, kinds);

  // Caballeros: small counts, within each colour's caballeros; a Muslim Granada sometimes crowded.
  const cap = table.caballerosPerColour;
  const used = new Map<string, number>();
  const pieces: Partial<Record<BoardAreaId, Record<string, number>>> = {};
  const pieceAreas = table.areas.filter((a) => a.type !== 'exile');
  const crowdGranada = muslim && g(fc.boolean);
  for (const a of pieceAreas) {
    const entry: Record<string, number> = {};
    for (const id of participants) {
      const wanted =
        a.id === 'granada' && crowdGranada ? g(fc.integer, { min: 2, max: 8 }) : pick(g, [0, 0, 1, 2, 3, 5]);
      const n = Math.min(wanted, cap - (used.get(id) ?? 0));
      if (n > 0) {
        entry[id] = n;
        used.set(id, (used.get(id) ?? 0) + n);
      }
    }
    pieces[a.id] = entry;
  }
  // Black caballeros, where they may stand.
  const blackAreas = (black: BlackId) =>
    pieceAreas
      .filter((a) => a.type !== 'holding')
      .filter((a) => black !== 'church' || (a.id !== CASTILLO && !a.closedToChurch && !(muslim && a.id === 'granada')))
      .map((a) => a.id);
  for (const black of BLACK_IDS) {
    const blackPieces = table.black[black];
    if (!blackPieces) continue;
    let left = g(fc.integer, { min: 0, max: blackPieces.most });
    while (left > 0) {
      const at = pick(g, blackAreas(black));
      const n = g(fc.integer, { min: 1, max: left });
      pieces[at] = { ...pieces[at], [black]: (pieces[at]?.[black] ?? 0) + n };
      left -= n;
    }
  }
  // France holds 3 caballeros of all ids together.
  const france = pieces.france;
  if (france) {
    let room = 3;
    for (const id of Object.keys(france)) {
      const n = Math.min(france[id] ?? 0, room);
      room -= n;
      if (n > 0) france[id] = n;
      else delete france[id];
    }
  }
  const here = (area: BoardAreaId, id: string) => pieces[area]?.[id] ?? 0;

  // Who holds the black caballeros.
  if (on('church')) extra.holders = { ...extra.holders, church: pick(g, [null, ...players]) };
  if (table.black.inquisitor) {
    const nobody = on('grandissimo') && kind === 'general';
    extra.holders = { ...extra.holders, inquisitor: nobody ? null : pick(g, [null, ...players]) };
  }

  // The King, the Grandes, the mobile scoreboards.
  const kingAreas = table.areas.filter((a) => a.king && !(muslim && a.id === 'granada')).map((a) => a.id);
  // Rebellion (the King beside the Castillo) is drawn as often as any region.
  let king = table.kingMayStandOnCastillo && g(fc.boolean) ? CASTILLO : pick(g, kingAreas);
  const grandeAreas = table.areas.filter((a) => a.grandes && !(muslim && a.id === 'granada')).map((a) => a.id);
  const grandes: Partial<Record<string, BoardAreaId>> = {};
  for (const p of players) if (g(fc.boolean)) grandes[p] = pick(g, grandeAreas);
  if (on('grandissimo') && g(fc.boolean)) {
    const p = pick(g, players);
    king = pick(
      g,
      kingAreas.filter((a) => table.area(a)?.type === 'region'),
    );
    grandes[p] = king;
    extra.revolution = { grande: p };
  }
  const boardAreas = table.areas.filter((a) => a.mobileScoreboard).map((a) => a.id);
  const mobileScoreboards: Partial<Record<MobileScoreboardId, BoardAreaId>> = {};
  for (const id of MOBILE_SCOREBOARD_IDS) {
    const at = g(fc.option, fc.constantFrom(...boardAreas), { nil: undefined });
    if (at !== undefined && !Object.values(mobileScoreboards).includes(at)) mobileScoreboards[id] = at;
  }

  // Intrigue & the King, Grand Inquisitor & the Colonies: Quarantine and Conspiracy.
  if (on('intrigue-king')) {
    const quarantinable = REGION_IDS.filter((r) => r !== king && Object.values(mobileScoreboards).includes(r));
    if (quarantinable.length > 0 && g(fc.boolean)) extra.quarantine = pick(g, quarantinable);
  }
  if ((on('intrigue-king') || on('grand-inquisitor-colonies')) && g(fc.boolean)) extra.conspiracy = true;

  // Printed values the table entered: three (the Ship one to three) whole numbers, not increasing.
  const entered = (min: number) =>
    g(fc.array, fc.integer({ min: 0, max: 20 }), { minLength: min, maxLength: 3 }).sort((a, b) => b - a);
  const printedValues: Partial<Record<ExtraAreaId, readonly number[]>> = {};
  for (const a of table.areas) {
    if (a.values.from === 'entered' && isExtraArea(a.id)) printedValues[a.id] = entered(a.values.min);
  }
  if (Object.keys(printedValues).length > 0) extra.printedValues = printedValues;

  // Roles: an id with a caballero in that area; Ambassador and Envoy on one id need two.
  const roles: Partial<Record<RoleId, string>> = {};
  for (const role of ROLE_IDS) {
    const spec = table.roles[role];
    if (!spec) continue;
    const present = Object.keys(pieces[spec.area] ?? {}).filter((id) => here(spec.area, id) > 0);
    const taken = role === 'envoy' && roles.ambassador !== undefined ? roles.ambassador : undefined;
    const candidates = present.filter((id) => id !== taken || here(spec.area, id) >= 2);
    if (candidates.length > 0 && g(fc.boolean)) roles[role] = pick(g, candidates);
  }
  if (Object.keys(roles).length > 0) extra.roles = roles;

  // The Limit table: any region but France, within its spaces and the pieces there.
  if (on('grand-inquisitor-colonies') && g(fc.boolean)) {
    const area = g(fc.boolean)
      ? pick(g, REGION_IDS)
      : pick(
          g,
          table.scoredRegions.filter((a) => a !== 'france'),
        );
    let spaces = players.length <= 3 ? 6 : 10;
    const onTable: Record<string, number> = {};
    // A table filled as far as it goes (as the rules fill it) or with caballeros standing off it.
    const filled = g(fc.boolean);
    for (const id of Object.keys(pieces[area] ?? {})) {
      const most = Math.min(here(area, id), spaces);
      const n = filled ? most : g(fc.integer, { min: 0, max: most });
      spaces -= n;
      if (n > 0) onTable[id] = n;
    }
    extra.limitTable = { area, onTable };
  }

  const board: ScoringBoard = {
    players,
    neutral,
    king,
    grandes,
    mobileScoreboards,
    pieces,
    ...(Object.keys(extra).length > 0 || g(fc.boolean) ? { modules: extra } : {}),
  };

  // The request.
  const granadaCount = Object.values(pieces.granada ?? {}).reduce((s, n) => s + n, 0);
  if (kind === 'granada-conquest' && !(muslim && granadaCount >= 12)) kind = 'general';
  const scorable = ([CASTILLO, ...table.scoredRegions] as const).filter((a) => !(muslim && a === 'granada'));
  const disk = () => pick(g, REGION_IDS);
  const request = ((): ScoringRequest => {
    switch (kind) {
      case 'general':
        return generalRequest(g, { board, table, options, players, participants, disk });
      case 'area':
        return { kind, area: pick(g, scorable) };
      case 'areas':
        return { kind, areas: g(fc.shuffledSubarray, scorable, { minLength: 1 }) };
      case 'top-value': {
        const shown = new Set<number>([8, 4]);
        for (const a of table.scoredRegions) {
          if (isOneOf(REGION_IDS, a)) shown.add(AREAS[a].printedValues[0]);
          else if (a === 'portugal') shown.add(5);
          else if (isExtraArea(a)) shown.add(printedValues[a]?.[0] ?? 0);
        }
        return {
          kind,
          values: g(
            fc.subarray,
            [...shown].sort((x, y) => x - y),
            { minLength: 1 },
          ),
        };
      }
      case 'unique-choices': {
        const choices: Partial<Record<string, RegionId>> = {};
        for (const p of players) if (g(fc.boolean)) choices[p] = disk();
        return { kind, choices };
      }
      case 'delivery': {
        const deliveries: Record<string, { gold: number; wares: number }> = {};
        let gold = 5;
        let wares = 11;
        for (const p of players) {
          if (!g(fc.boolean)) continue;
          const d = { gold: g(fc.integer, { min: 0, max: gold }), wares: g(fc.integer, { min: 0, max: wares }) };
          gold -= d.gold;
          wares -= d.wares;
          deliveries[p] = d;
        }
        return { kind, deliveries };
      }
      case 'first-place-only':
      case 'most':
      case 'fewest':
      case 'new-regions':
      case 'granada-conquest':
        return { kind };
    }
  })();
  return { board, rules: scoringRules, request };
}

/** A general scoring's request: disks for everyone, Limit table arrivals when needed, some Free choice moves. */
function generalRequest(
  g: fc.GeneratorValue,
  {
    board,
    table,
    options,
    players,
    participants,
    disk,
  }: {
    board: ScoringBoard;
    table: ModuleTable;
    options: ModuleOptions;
    players: readonly string[];
    participants: readonly string[];
    disk: () => RegionId;
  },
): ScoringRequest {
  const extra = board.modules;
  const castilloDestinations: Partial<Record<string, RegionId>> = {};
  // Disks lean towards the Limit table's region, so that arrivals there sometimes overflow it.
  const limitRegion = extra?.limitTable?.area;
  const toward = isOneOf(REGION_IDS, limitRegion) ? limitRegion : undefined;
  const diskOf = () => (toward && g(fc.boolean) ? toward : disk());
  for (const id of participants) castilloDestinations[id] = diskOf();
  if (table.black.inquisitor && !extra?.holders?.inquisitor) castilloDestinations.inquisitor = diskOf();
  const kept = board.king === CASTILLO;
  const kingRegion = table.area(board.king)?.type === 'exile' ? undefined : board.king;
  const quarantine = extra?.quarantine;
  const taboo = (d: BoardAreaId) =>
    d === kingRegion || (d === quarantine && options.quarantineDisk === 'return-to-court');

  let limitTableArrivals: Record<string, number> | undefined;
  const limit = extra?.limitTable;
  if (limit && !kept) {
    const arrivals: Record<string, number> = {};
    for (const [id, n] of Object.entries(board.pieces.castillo ?? {})) {
      const holder = id === 'church' || id === 'inquisitor' ? extra?.holders?.[id] : undefined;
      const d = castilloDestinations[holder ?? id];
      if (n > 0 && d === limit.area && !taboo(d)) arrivals[id] = n;
    }
    const arriving = Object.values(arrivals).reduce((s, n) => s + n, 0);
    const onTable = Object.values(limit.onTable).reduce((s, n) => s + n, 0);
    let free = Math.max(0, (players.length <= 3 ? 6 : 10) - onTable);
    const chooses = Boolean(extra?.holders?.inquisitor) || options.limitOverflow === 'chosen';
    if (arriving > free && free > 0 && chooses) {
      limitTableArrivals = {};
      const ids = Object.keys(arrivals);
      // Fill the free spaces exactly, in a random order of arrivals.
      for (const id of g(fc.shuffledSubarray, ids, { minLength: ids.length, maxLength: ids.length })) {
        const n = Math.min(arrivals[id] ?? 0, free);
        if (n > 0) limitTableArrivals[id] = n;
        free -= n;
      }
    }
  }

  const interludeMoves: InterludeMove[] = [];
  if (table.fields.has('interludeMoves')) {
    // Caballeros present before the scoring are still there after the Castillo empties.
    const pieces: Partial<Record<BoardAreaId, Record<string, number>>> = {};
    for (const [a, counts] of entriesOf(board.pieces)) pieces[a] = { ...counts };
    const open = table.scoredRegions.filter((a) => a !== kingRegion && a !== quarantine);
    for (let i = g(fc.integer, { min: 0, max: 3 }); i > 0; i--) {
      const from = pick(g, open);
      const ids = Object.keys(pieces[from] ?? {}).filter((id) => (pieces[from]?.[id] ?? 0) > 0);
      if (ids.length === 0) continue;
      const id = pick(g, ids);
      // The Church's caballeros never enter the Castillo, the 1995 France or a Muslim Granada.
      const closed = (a: BoardAreaId) =>
        id === 'church' &&
        (a === CASTILLO || table.area(a)?.closedToChurch === true || (a === 'granada' && extra?.granada === 'muslim'));
      const targets = ([...open, CASTILLO] as const).filter((a) => a !== from && !closed(a));
      if (targets.length === 0) continue;
      const count = g(fc.integer, { min: 1, max: pieces[from]?.[id] ?? 1 });
      const to = pick(g, targets);
      pieces[from] = { ...pieces[from], [id]: (pieces[from]?.[id] ?? 0) - count };
      pieces[to] = { ...pieces[to], [id]: (pieces[to]?.[id] ?? 0) + count };
      interludeMoves.push({ id, from, to, count });
    }
  }
  return {
    kind: 'general',
    castilloDestinations,
    ...(limitTableArrivals ? { limitTableArrivals } : {}),
    ...(interludeMoves.length > 0 ? { interludeMoves } : {}),
  };
}

/** One of `items`, drawn inside a property. */
function pick<T>(g: fc.GeneratorValue, items: readonly T[]): T {
  return g(() => fc.constantFrom(...items));
}
