import {
  AREA_IDS,
  BLACK_IDS,
  CASTILLO,
  type Command,
  colourIds,
  countIn,
  explainScoring,
  type GameState,
  isOnTable,
  KING_EXILES,
  kingsRegionIn,
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
  const kingAreas: readonly string[] = newRegency ? [...AREA_IDS, ...KING_EXILES] : REGION_IDS;
  const grandeAreas: readonly string[] = newRegency ? AREA_IDS : REGION_IDS;
  if (!kingAreas.includes(state.king)) problems.push(`the King stands on ${state.king}`);
  for (const [id, area] of Object.entries(state.grandes))
    if (area === undefined || !grandeAreas.includes(area)) problems.push(`${id}'s Grande stands on ${area}`);
  const areas: readonly string[] = tableAreas(state);
  for (const area of Object.keys(state.areas))
    if (!areas.includes(area)) problems.push(`the table holds an unknown area “${area}”`);
  if (state.setup.modules.includes('france-1995') !== isOnTable(state, 'france'))
    problems.push('France is on the table exactly when its variant is');
  problems.push(...blackProblems(state));
  problems.push(...franceProblems(state));
  const boards = Object.values(state.mobileScoreboards);
  if (boards.length === 2 && boards[0] === boards[1]) problems.push('both mobile scoreboards share an area');
  problems.push(...granadaProblems(state));
  return problems;
}

/** France (1995): at most 3 caballeros, each bonus space held by a colour with one there, one plain space. */
function franceProblems(state: GameState): string[] {
  if (!isOnTable(state, 'france')) return [];
  const problems: string[] = [];
  const total = totalIn(state, 'france');
  if (total > 3) problems.push(`France holds ${total} caballeros`);
  const roles = state.modules?.roles ?? {};
  const held = Object.values(roles).filter((id) => id !== undefined);
  for (const id of new Set(held)) {
    const spaces = held.filter((h) => h === id).length;
    if (countIn(state, 'france', id) < spaces)
      problems.push(`${id} holds ${spaces} of France's spaces with fewer caballeros`);
  }
  if (total - held.length > 1) problems.push(`${total - held.length} caballeros stand on France's one plain space`);
  for (const id of BLACK_IDS) if (countIn(state, 'france', id) > 0) problems.push(`${id} caballeros stand in France`);
  return problems;
}

/** A Muslim Granada holds neither the King nor a Grande. */
function granadaProblems(state: GameState): string[] {
  const granada = state.modules?.granada;
  if (granada === undefined) return [];
  const problems: string[] = [];
  if (granada === 'muslim') {
    if (state.king === 'granada') problems.push('the King stands in a Muslim Granada');
    for (const [id, region] of Object.entries(state.grandes))
      if (region === 'granada') problems.push(`${id}'s Grande stands in a Muslim Granada`);
  }
  return problems;
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
      if (explained.areas.reduce((sum, a) => sum + (a.points[id] ?? 0), 0) !== total)
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
