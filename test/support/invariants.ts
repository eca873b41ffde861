import {
  AREA_IDS,
  BLACK_IDS,
  blackMayStand,
  CASTILLO,
  type Command,
  colourIds,
  countIn,
  explainScoring,
  type GameState,
  isOnTable,
  KING_EXILES,
  kingsRegionIn,
  MODULE_REGION_IDS,
  moduleTable,
  REGION_IDS,
  tableAreas,
  totalIn,
  totalOf,
} from '../../src/rules';

/** Everything that must hold on any table: problems found, as sentences (empty when all is well). */
export function invariantProblems(state: GameState): string[] {
  const problems: string[] = [];
  for (const id of colourIds(state)) {
    // Black caballeros are counted for their holder, never as a colour of their own.
    if (BLACK_IDS.some((b) => b === id)) problems.push(`the colour ${id} takes the id of black caballeros`);
    const each = moduleTable(state.setup.modules).caballerosPerColour;
    if (totalOf(state, id) !== each) problems.push(`${id} has ${totalOf(state, id)} caballeros in all, not ${each}`);
    for (const area of tableAreas(state))
      if (countIn(state, area, id) < 0) problems.push(`${id} has a negative count in ${area}`);
    if ((state.court[id] ?? 0) < 0) problems.push(`${id}'s court is negative`);
    if ((state.provinces[id] ?? 0) < 0) problems.push(`${id}'s provinces are negative`);
  }
  for (const [id, score] of Object.entries(state.scores)) if (score < 0) problems.push(`${id}'s score is negative`);
  const newRegency = state.setup.modules.includes('new-regency');
  // New Regency alone seats the King beside the Castillo or exiles him, and throws Grandes into the Castillo.
  // A module's area takes the King or a Grande where its data says so (the Colonies' France).
  const moduleAreas = moduleTable(state.setup.modules).areas.filter(
    (a) => a.module !== undefined && a.type === 'region',
  );
  const kingAreas: readonly string[] = [
    ...(newRegency ? [...AREA_IDS, ...KING_EXILES] : REGION_IDS),
    ...moduleAreas.filter((a) => a.king).map((a) => a.id),
  ];
  const grandeAreas: readonly string[] = [
    ...(newRegency ? AREA_IDS : REGION_IDS),
    ...moduleAreas.filter((a) => a.grandes).map((a) => a.id),
  ];
  if (!kingAreas.includes(state.king)) problems.push(`the King stands on ${state.king}`);
  for (const [id, area] of Object.entries(state.grandes))
    if (area === undefined || !grandeAreas.includes(area)) problems.push(`${id}'s Grande stands on ${area}`);
  const areas: readonly string[] = tableAreas(state);
  for (const area of Object.keys(state.areas))
    if (!areas.includes(area)) problems.push(`the table holds an unknown area “${area}”`);
  // Each module area is on the table exactly when a module in play brings it (France: the 1995 variant or the Colonies).
  const brought = moduleTable(state.setup.modules).areas.flatMap((a) => (a.type === 'region' ? [a.id] : []));
  for (const area of MODULE_REGION_IDS)
    if (brought.includes(area) !== isOnTable(state, area))
      problems.push(`${area} is on the table exactly when a module in play brings it`);
  problems.push(...blackProblems(state));
  problems.push(...spacesProblems(state));
  problems.push(...coloniesProblems(state));
  const boards = Object.values(state.mobileScoreboards);
  if (boards.length === 2 && boards[0] === boards[1]) problems.push('both mobile scoreboards share an area');
  problems.push(...granadaProblems(state));
  return problems;
}

/**
 * The special spaces of every module area (France's, the Captain's, the Viceroy's): each held by one with
 * caballeros there to hold it, an area of counted room never over it, its plain places never over
 * theirs; black caballeros only where their module lets them stand.
 */
function spacesProblems(state: GameState): string[] {
  const problems: string[] = [];
  const table = moduleTable(state.setup.modules);
  const roles = state.modules?.roles ?? {};
  for (const area of table.areas) {
    const here = Object.values(table.roles).filter((r) => r?.area === area.id);
    const held = here.flatMap((r) => (r && roles[r.id] !== undefined ? [roles[r.id] as string] : []));
    for (const id of new Set(held)) {
      const spaces = held.filter((h) => h === id).length;
      if (countIn(state, area.id, id) < spaces)
        problems.push(`${id} holds ${spaces} of ${area.id}'s spaces with fewer caballeros`);
    }
    const total = totalIn(state, area.id);
    if (area.holdsAtMost !== undefined) {
      if (total > area.holdsAtMost) problems.push(`${area.id} holds ${total} caballeros`);
      if (total - held.length > area.holdsAtMost - here.length)
        problems.push(`${total - held.length} caballeros stand on ${area.id}'s plain places`);
    }
    for (const id of BLACK_IDS)
      if (countIn(state, area.id, id) > 0 && !blackMayStand(table, id, area.id))
        problems.push(`${id} caballeros stand in ${area.id}`);
  }
  return problems;
}

/**
 * The Colonies' discs and Limit table: no caballero carries two discs, no more discs than the box has,
 * none lying below none; no more on the Limit table than its spaces or than stand in its region.
 */
function coloniesProblems(state: GameState): string[] {
  const problems: string[] = [];
  const discs = state.modules?.discs;
  if (discs) {
    const inBox = { gold: 5, wares: 11 };
    for (const kind of ['gold', 'wares'] as const) {
      let out = discs.lying[kind];
      if (out < 0) problems.push(`${kind} lying is negative`);
      for (const byId of Object.values(discs.carried ?? {}))
        for (const carried of Object.values(byId ?? {})) out += carried[kind] ?? 0;
      if (out > inBox[kind]) problems.push(`${out} ${kind} discs are out, of ${inBox[kind]}`);
    }
    for (const area of tableAreas(state))
      for (const [id, carried] of Object.entries(discs.carried?.[area] ?? {})) {
        const n = (carried.gold ?? 0) + (carried.wares ?? 0);
        if (n > countIn(state, area, id)) problems.push(`${id} carries ${n} discs in ${area} with fewer caballeros`);
      }
  }
  const table = state.modules?.limitTable;
  if (table) {
    const seated = Object.values(table.onTable).reduce((a, b) => a + b, 0);
    const spaces = state.setup.players.length <= 3 ? 6 : 10;
    if (seated > spaces) problems.push(`${seated} sit on the Limit table of ${spaces} spaces`);
    for (const [id, n] of Object.entries(table.onTable))
      if (n > countIn(state, table.area, id)) problems.push(`${id} has ${n} on the Limit table with fewer there`);
  }
  return problems;
}

/**
 * A Muslim Granada never holds the King, nor a Grande but one a Conspiracy's disk sent there (format 2,
 * settled point 8: its listed exceptions are the only ones), which the transitions check.
 */
function granadaProblems(state: GameState): string[] {
  return state.modules?.granada === 'muslim' && state.king === 'granada' ? ['the King stands in a Muslim Granada'] : [];
}

/** A Grande enters a Muslim Granada only by following its disk under a Conspiracy, at a general scoring. */
function granadaEntries(before: GameState, command: Command, after: GameState): string[] {
  if (after.modules?.granada !== 'muslim') return [];
  if (command.type === 'general-scoring' && before.modules?.conspiracy === true) return [];
  return Object.entries(after.grandes).flatMap(([id, region]) =>
    region === 'granada' && before.grandes[id] !== 'granada'
      ? [`${command.type} put ${id}'s Grande in a Muslim Granada`]
      : [],
  );
}

/**
 * The black caballeros a module puts on the board: every one somewhere, always, in an area or with their
 * figure (under their id in the court); never where their module keeps them out (the Church: the Castillo).
 */
function blackProblems(state: GameState): string[] {
  const problems: string[] = [];
  const table = moduleTable(state.setup.modules);
  for (const id of BLACK_IDS) {
    const pieces = table.black[id];
    const inRegions = REGION_IDS.reduce((sum, r) => sum + countIn(state, r, id), 0);
    const somewhere = tableAreas(state).reduce((sum, a) => sum + countIn(state, a, id), 0) + (state.court[id] ?? 0);
    if (pieces?.never.includes(CASTILLO) && countIn(state, CASTILLO, id) !== 0)
      problems.push(`${id} caballeros stand in the Castillo`);
    if (pieces && somewhere !== pieces.most)
      problems.push(`${somewhere} of the ${pieces.most} ${id} caballeros are on the table or with their figure`);
    if (!pieces && inRegions !== 0) problems.push(`${id} caballeros stand on a table without their module`);
    const holder = state.modules?.holders?.[id];
    if (holder !== undefined && holder !== null && !colourIds(state).includes(holder))
      problems.push(`${id} is held by ${holder}, who does not play`);
  }
  return problems;
}

/** What a single command may never do: change the King's region, take from the Castillo, lower a score. */
export function transitionProblems(before: GameState, command: Command, after: GameState): string[] {
  if (command.type === 'table-correction') return [];
  const problems: string[] = [];
  // New Regency's Entourage takes caballeros along with the King, and its Infiltration places in his region.
  const entourage = command.type === 'special' && command.action.kind === 'king' && command.action.entourage;
  const infiltration = command.type === 'place' && before.modules?.infiltration === command.player;
  const kings = [kingsRegionIn(before), kingsRegionIn(after)].flatMap((k) => (k === undefined ? [] : [k]));
  for (const king of new Set(kings)) {
    if (entourage || infiltration) continue;
    if (JSON.stringify(norm(before.areas[king])) !== JSON.stringify(norm(after.areas[king]))) {
      problems.push(`${command.type} changed the caballeros in the King's region ${king}`);
    }
    for (const id of Object.keys(after.grandes)) {
      if ((before.grandes[id] === king) !== (after.grandes[id] === king) && before.king === after.king) {
        problems.push(`${command.type} moved a Grande into or out of the King's region`);
      }
    }
  }
  problems.push(...granadaEntries(before, command, after));
  if (command.type !== 'general-scoring') {
    for (const id of colourIds(before)) {
      if (countIn(after, CASTILLO, id) < countIn(before, CASTILLO, id))
        problems.push(`${command.type} took ${id}'s caballeros out of the Castillo`);
    }
  }
  for (const [id, score] of Object.entries(before.scores))
    if ((after.scores[id] ?? 0) < score) problems.push(`${command.type} lowered ${id}'s score`);
  // A scoring's explanation, derived later from the table before the command, gives exactly the points it gave.
  for (const event of after.scorings.slice(before.scorings.length)) {
    const explained = explainScoring(before, event);
    if (JSON.stringify(explained.totals) !== JSON.stringify(event.totals))
      problems.push(
        `${command.type}: the explained scoring gives ${JSON.stringify(explained.totals)}, not ${JSON.stringify(event.totals)}`,
      );
    for (const [id, total] of Object.entries(explained.totals)) {
      const delivered = explained.deliveries?.[id]?.points ?? 0;
      if (explained.areas.reduce((sum, a) => sum + (a.points[id] ?? 0), 0) + delivered !== total)
        problems.push(`${command.type}: ${id}'s explained areas do not add up to ${total}`);
    }
  }
  if (before.modules?.granada === 'conquered' && after.modules?.granada !== 'conquered')
    problems.push(`${command.type} made a fallen Granada Muslim again`);
  const conquests = after.scorings.slice(before.scorings.length).filter((s) => s.cause === 'conquest');
  if (conquests.length > 0 && (command.type !== 'end-turn' || before.modules?.granada !== 'muslim'))
    problems.push(`${command.type} scored a conquest of Granada that was not the end of a turn with Granada Muslim`);
  const held = Object.values(after.areas.granada ?? {}).reduce((sum, n) => sum + n, 0);
  if (command.type === 'end-turn' && after.modules?.granada === 'muslim' && held >= 12)
    problems.push(`a Muslim Granada holds ${held} caballeros after a turn ended`);
  if (before.king === after.king) {
    for (const [board, area] of Object.entries(after.mobileScoreboards)) {
      const was = before.mobileScoreboards[board as keyof typeof before.mobileScoreboards];
      if (was !== area && (was === before.king || area === before.king))
        problems.push(`${command.type} moved a scoreboard into or out of the King's region`);
    }
  }
  return problems;
}

const norm = (counts: Readonly<Record<string, number>> | undefined) =>
  Object.fromEntries(
    Object.entries(counts ?? {})
      .filter(([, n]) => n !== 0)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
