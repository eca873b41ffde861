import {
  type Command,
  countIn,
  type GameAreaId,
  type GameState,
  isOnTable,
  type Move,
  moveTargets,
  type SpecialAction,
  totalIn,
} from '../../src/rules';

/** France's spaces (1995 variant). */
const ROOM = 3;

/**
 * A random command cut to what France holds (three caballeros): the random player picks areas one
 * caballero at a time without counting France's spaces, so placements into a full France are dropped
 * and moves into it go elsewhere. Commands of a game without France pass unchanged.
 */
export function fitFrance(state: GameState, command: Command, pick: <T>(items: readonly T[]) => T): Command {
  if (!isOnTable(state, 'france')) return command;
  const room = ROOM - totalIn(state, 'france');
  if (command.type === 'place') return { ...command, areas: capped(command.areas, room) };
  if (command.type !== 'special') return command;
  const action = fitAction(state, command.action, room, pick);
  return action === command.action ? command : { ...command, action };
}

function fitAction(
  state: GameState,
  action: SpecialAction,
  room: number,
  pick: <T>(items: readonly T[]) => T,
): SpecialAction {
  if (action.kind === 'from-court') return { ...action, areas: capped(action.areas, room) };
  if (action.kind !== 'moves') return action;
  // Moves start from the table before the action: those leaving France free its spaces for those arriving.
  let left = room + action.moves.filter((m) => m.from === 'france').reduce((sum, m) => sum + m.count, 0);
  const moves = action.moves.flatMap((m): Move[] => {
    if (m.to !== 'france') return [m];
    const fits = Math.min(m.count, Math.max(0, left));
    left -= fits;
    if (fits === m.count) return [m];
    const elsewhere = moveTargets(state, m.owner).filter((a) => a !== 'france' && a !== m.from);
    const rest = { ...m, count: m.count - fits, to: pick(elsewhere) };
    return [...(fits > 0 ? [{ ...m, count: fits }] : []), ...(elsewhere.length > 0 ? [rest] : [])];
  });
  return { ...action, moves };
}

/** Counts per area with France's cut to its room. */
function capped(
  areas: Readonly<Partial<Record<GameAreaId, number>>>,
  room: number,
): Readonly<Partial<Record<GameAreaId, number>>> {
  const france = areas.france;
  if (france === undefined || france <= room) return areas;
  const { france: _, ...rest } = areas;
  return room > 0 ? { ...rest, france: room } : rest;
}

/** How many more caballeros of a colour a correction may put in France. */
export const franceRoomFor = (state: GameState, id: string): number =>
  ROOM - totalIn(state, 'france') + countIn(state, 'france', id);
