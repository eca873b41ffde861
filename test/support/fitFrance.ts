import {
  actionGuide,
  type Command,
  countIn,
  type GameAreaId,
  type GameState,
  isOnTable,
  type Move,
  type MovesGuide,
  moveTargets,
  type SpacesCommand,
  type SpecialAction,
  type SpecialSpaces,
  spacesChoices,
  totalIn,
} from '../../src/rules';
import { emptied } from './randomPlayer';

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
  if (command.type === 'place') return withSpaces(state, { ...command, areas: capped(command.areas, room) }, pick);
  if (command.type !== 'special' && command.type !== 'kept-action') return command;
  const action = fitAction(state, command.action, room, pick);
  // Moves that found no room anywhere are no action: the player leaves it (a kept card is used, moving none).
  if (emptied(command.action, action) && command.type === 'special')
    return { type: 'skip-special', player: command.player };
  return withSpaces(state, action === command.action ? command : { ...command, action }, pick);
}

/**
 * Now and then, who takes the special spaces as the mover says rather than by the engine's default: in
 * each area with a choice, one of the ways the engine offers, chosen at random (the default among them).
 */
function withSpaces<C extends SpacesCommand>(state: GameState, command: C, pick: <T>(items: readonly T[]) => T): C {
  let spaces: SpecialSpaces = {};
  for (const choice of spacesChoices(state, command)) {
    if (choice.options.length < 2) continue;
    const chosen = pick(choice.options);
    if (!chosen.isDefault) spaces = { ...spaces, ...chosen.spaces };
  }
  return Object.keys(spaces).length > 0 ? { ...command, spaces } : command;
}

/** The ways a command may leave France's special spaces, as the screen offers them (none: nothing to choose). */
export const franceOptions = (state: GameState, command: SpacesCommand) =>
  spacesChoices(state, command).find((c) => c.area === 'france')?.options ?? [];

function fitAction(
  state: GameState,
  action: SpecialAction,
  room: number,
  pick: <T>(items: readonly T[]) => T,
): SpecialAction {
  if (action.kind === 'from-court') return { ...action, areas: capped(action.areas, room) };
  if (action.kind !== 'moves') return action;
  const guide = actionGuide(state)?.choices.find((c): c is MovesGuide => c.kind === 'moves');
  // Moves start from the table before the action: those leaving France free its spaces for those arriving.
  let left = room + action.moves.filter((m) => m.from === 'france').reduce((sum, m) => sum + m.count, 0);
  const moves = action.moves.flatMap((m): Move[] => {
    if (m.to !== 'france') return [m];
    const fits = Math.min(m.count, Math.max(0, left));
    left -= fits;
    if (fits === m.count) return [m];
    // Under a rule that lowers the number for moves going further, a move kept as near or as far as it was,
    // so the limits the action was cut to still hold (the Castillo is always next door).
    const near = guide?.farther ? guide.sources.find((s) => s.region === m.from)?.near : undefined;
    const wasNear = near?.includes('france') ?? false;
    const elsewhere = moveTargets(state, m.owner).filter(
      (a) => a !== 'france' && a !== m.from && (near === undefined || near.includes(a) === wasNear),
    );
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
