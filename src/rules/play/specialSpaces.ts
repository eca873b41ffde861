import { areaWordsIn } from '../editions/ruleOf';
import { type ModuleRole, moduleTable } from '../modules/index';
import type { GameAreaId } from '../state/areaIds';
import type { Command, SpecialSpaces } from '../state/commands';
import { ROLE_IDS, type RoleId } from '../state/modules';
import { describeValue } from '../state/quote';
import { fieldOf, isRecord } from '../state/records';
import { fail, ok, type Result } from '../state/result';
import type { RuleRef } from '../state/sources';
import { colourIds, countIn, playerWords, totalIn } from '../state/stateHelpers';
import type { GameState, PlayerId } from '../state/types';
import { listOf, type Words, words } from '../state/words';

/** Who stands on each special space; a space left out is free. */
export type Seating = Readonly<Partial<Record<RoleId, PlayerId>>>;

/** The special spaces of this game's table, in the order of the roles (Ambassador, Envoy, Captain, Viceroy). */
export function rolesInPlay(state: GameState): readonly ModuleRole[] {
  const table = moduleTable(state.setup.modules);
  return ROLE_IDS.flatMap((id) => table.roles[id] ?? []);
}

/** An area with special spaces: its spaces in order, and where the rules write the first. */
export interface SpacesArea {
  readonly area: GameAreaId;
  readonly roles: readonly ModuleRole[];
  readonly ref: RuleRef;
}

/** The areas that have special spaces in this game, each with its spaces in order. */
export function spacesByArea(state: GameState): readonly SpacesArea[] {
  const areas: { area: GameAreaId; roles: ModuleRole[]; ref: RuleRef }[] = [];
  for (const role of rolesInPlay(state)) {
    const found = areas.find((a) => a.area === role.area);
    if (found) found.roles.push(role);
    else areas.push({ area: role.area, roles: [role], ref: role.ref });
  }
  return areas;
}

/** Who stands on the special spaces now. */
export const seatingOf = (state: GameState): Seating => state.modules?.roles ?? {};

/** A special space in a player's words, with what it pays: "the Ambassador’s space (+2)", "the Captain’s space". */
export function spaceWords(role: ModuleRole): Words {
  return words(`spaces.role.${role.id}`, { points: typeof role.points === 'number' ? role.points : 0 });
}

/** Who may stand on a special space: the colours, and the black caballeros this table has. */
const seatable = (state: GameState): readonly PlayerId[] => [
  ...colourIds(state),
  ...Object.keys(moduleTable(state.setup.modules).black),
];

/** A command's `spaces` field, checked: only this game's special spaces, each with one who may stand there, or null. */
function saidSpaces(state: GameState, command: Command): Result<SpecialSpaces> {
  const said = fieldOf(command, 'spaces');
  if (said === undefined) return ok({});
  const roles = rolesInPlay(state);
  const example = JSON.stringify(Object.fromEntries(roles.map((r, i) => [r.id, i === 0 ? 'red' : null])));
  if (!isRecord(said)) return fail('spaces/bad', words('refusal.spaces/bad', { example }));
  const spaces: Partial<Record<RoleId, PlayerId | null>> = {};
  for (const [key, value] of Object.entries(said)) {
    const role = roles.find((r) => r.id === key);
    if (!role) return fail('spaces/bad', words('refusal.spaces/bad.notASpace', { key: describeValue(key), example }));
    if (value !== null && !seatable(state).includes(String(value)))
      return fail('spaces/bad', words('refusal.spaces/bad.notAColour', { value: describeValue(value) }), role.ref);
    spaces[role.id] = value === null ? null : String(value);
  }
  return ok(spaces);
}

/** One area's change in a command: how many of each id came (above 0) or left (below 0). */
type Delta = (id: PlayerId) => number;

/**
 * How many of an id's caballeros in an area may stand on a special space: all of them, unless a module
 * keeps some off (a carrier of Gold or Wares is never the Captain nor the Viceroy).
 */
export type Holdable = (state: GameState, area: GameAreaId, id: PlayerId) => number;

/**
 * Who stands on the special spaces once a command changed who is in their areas. A caballero keeps its
 * space until it leaves; one arriving may take a free space, the mover choosing. What the command names
 * is taken as said and checked. Otherwise a colour leaving gives up a plain place first, the lesser space
 * next; and arrivals take the free spaces a module marks as taken on arrival (France's, the Captain's), in
 * order, by the order of the colours; the others (the Viceroy's) only when the command names them.
 */
export function settleSpecialSpaces(
  before: GameState,
  command: Command,
  after: GameState,
  holdable: Holdable = countIn,
  reseated: (area: GameAreaId, id: PlayerId) => number = () => 0,
): Result<GameState> {
  const areas = spacesByArea(after);
  if (areas.length === 0) return ok(after);
  const said = saidSpaces(after, command);
  if (!said.ok) return said;
  // The command's own change to the spaces (the Viceroy resigning to claim Gold) is where it starts.
  const was = seatingOf(after);
  const seating: Partial<Record<RoleId, PlayerId>> = {};
  for (const { area, roles, ref } of areas) {
    // Who came and went among those who may stand on a space: a carrier boarding takes none, and the
    // Captain may leave as one boards.
    const delta: Delta = (id) => holdable(after, area, id) - holdable(before, area, id);
    const came: Delta = (id) => countIn(after, area, id) - countIn(before, area, id);
    const seated = seatArea(after, area, roles, { was, said: said.value, delta, holdable });
    Object.assign(seating, seated);
    // A correction sets the table as it stands: only the seating itself is checked, not how it came about.
    const wrong =
      command.type === 'table-correction'
        ? seatingProblem(after, area, roles, seated, holdable)
        : changeProblem(after, area, roles, {
            was,
            now: seated,
            delta,
            came,
            holdable,
            reseats: (id) => reseated(area, id),
          });
    if (wrong) return fail('spaces/seating', wrong, ref, { roles: seating });
  }
  return ok({ ...after, modules: { ...after.modules, roles: seating } });
}

/** One area's special spaces once the command is done, before checking. */
function seatArea(
  after: GameState,
  area: GameAreaId,
  roles: readonly ModuleRole[],
  { was, said, delta, holdable }: { was: Seating; said: SpecialSpaces; delta: Delta; holdable: Holdable },
): Seating {
  const seats: Partial<Record<RoleId, PlayerId>> = {};
  for (const { id } of roles) {
    const given = said[id];
    const holder = given === undefined ? was[id] : given;
    if (holder !== null && holder !== undefined) seats[id] = holder;
  }
  const held = (id: PlayerId) => roles.filter((r) => seats[r.id] === id).length;
  // Leaving: one with fewer caballeros there than spaces gives up the lesser space first (unless named).
  for (const { id } of [...roles].reverse()) {
    const holder = seats[id];
    if (holder !== undefined && said[id] === undefined && held(holder) > holdable(after, area, holder))
      delete seats[id];
  }
  // Arriving: free spaces the command left unnamed go to those who came in and have a caballero without one.
  for (const role of roles) {
    if (!role.takenOnArrival || seats[role.id] !== undefined || said[role.id] !== undefined) continue;
    const arrival = seatable(after).find(
      (id) => delta(id) > 0 && held(id) < holdable(after, area, id) && gained(roles, was, seats, id) < delta(id),
    );
    if (arrival !== undefined) seats[role.id] = arrival;
  }
  return seats;
}

/** How many of an area's spaces one took that it did not hold before. */
const gained = (roles: readonly ModuleRole[], was: Seating, now: Seating, id: PlayerId): number =>
  roles.filter((r) => now[r.id] === id && was[r.id] !== id).length;

/** Why these occupants cannot follow from the caballeros that came and went, if they cannot. */
function changeProblem(
  after: GameState,
  area: GameAreaId,
  roles: readonly ModuleRole[],
  {
    was,
    now,
    delta,
    came,
    holdable,
    reseats,
  }: { was: Seating; now: Seating; delta: Delta; came: Delta; holdable: Holdable; reseats: Delta },
): Words | undefined {
  // A caballero a card repositioned within the area (the Colonies) may come off a space or go onto one.
  const where = areaWordsIn(after, area);
  for (const role of roles) {
    const [old, next] = [was[role.id], now[role.id]];
    if (old === next) continue;
    if (old !== undefined && delta(old) >= 0 && reseats(old) === 0)
      return words('refusal.spaces/seating.stays', { who: playerWords(after, old), space: spaceWords(role), where });
    // One who came in but may not stand there (a carrier): the refusal says why.
    if (next !== undefined && delta(next) <= 0 && reseats(next) === 0)
      return words(came(next) > 0 ? 'refusal.spaces/seating.carrier' : 'refusal.spaces/seating.notArriving', {
        who: playerWords(after, next),
        space: spaceWords(role),
        where,
      });
  }
  for (const id of seatable(after)) {
    const left = roles.filter((r) => was[r.id] === id && now[r.id] !== id).length;
    if (left > Math.max(0, -delta(id)) + reseats(id))
      return words('refusal.spaces/seating.fewLeft', {
        moved: -delta(id),
        who: playerWords(after, id),
        count: left,
        where,
      });
    if (gained(roles, was, now, id) > Math.max(0, delta(id)) + reseats(id))
      return words('refusal.spaces/seating.fewCame', { moved: delta(id), who: playerWords(after, id), where });
  }
  return seatingProblem(after, area, roles, now, holdable);
}

/**
 * Why this seating cannot stand, if it cannot: too few caballeros for the spaces one holds, or more on
 * plain places than an area of counted room has (France: three places, two of them special).
 */
function seatingProblem(
  after: GameState,
  area: GameAreaId,
  roles: readonly ModuleRole[],
  now: Seating,
  holdable: Holdable,
): Words | undefined {
  const where = areaWordsIn(after, area);
  for (const id of seatable(after)) {
    const there = holdable(after, area, id);
    const holds = roles.filter((r) => now[r.id] === id).length;
    // Some may be kept off the spaces (carriers): the refusal then says how many may stand there.
    const why =
      there < countIn(after, area, id) ? 'refusal.spaces/seating.tooFewFree' : 'refusal.spaces/seating.tooFew';
    if (holds > there) return words(why, { who: playerWords(after, id), count: there, holds, where });
  }
  const room = moduleTable(after.setup.modules).area(area)?.holdsAtMost;
  if (room === undefined) return undefined;
  const plainRoom = room - roles.length;
  const plain = totalIn(after, area) - roles.filter((r) => now[r.id] !== undefined).length;
  if (plain > plainRoom) {
    const free = roles.filter((r) => now[r.id] === undefined).map(spaceWords);
    return words('refusal.spaces/seating.plain', { plain: plainRoom, spaces: listOf(free, 'or'), where });
  }
  return undefined;
}

/** Who stands on one area's special spaces, in words: "Red on the Ambassador’s space (+2), the Envoy’s space (+1) free". */
export function areaSpacesWords(state: GameState, area: GameAreaId, seating: Seating = seatingOf(state)): Words {
  const roles = rolesInPlay(state).filter((r) => r.area === area);
  const spaces = roles.map((role) => {
    const holder = seating[role.id];
    return holder === undefined
      ? words('spaces.free', { space: spaceWords(role) })
      : words('spaces.on', { who: playerWords(state, holder), space: spaceWords(role) });
  });
  // An area of counted room (France) says who stands on its plain place, so an option that leaves the
  // special spaces free still says where the arrival went.
  const counted = moduleTable(state.setup.modules).area(area)?.holdsAtMost !== undefined;
  const plain = counted
    ? seatable(state).filter((id) => countIn(state, area, id) > roles.filter((r) => seating[r.id] === id).length)
    : [];
  const onPlain = plain.map((id) => words('spaces.plain', { who: playerWords(state, id) }));
  return words('spaces.list', { spaces: listOf([...spaces, ...onPlain], 'plain') });
}

/**
 * Who stands on the special spaces of this game, area by area: every area, or with `before` only those
 * whose spaces changed since; undefined where there is none to say.
 */
export function spacesWords(state: GameState, before?: GameState): Words | undefined {
  const [was, now] = [before && seatingOf(before), seatingOf(state)];
  const areas = spacesByArea(state).filter(({ roles }) => !was || roles.some((r) => was[r.id] !== now[r.id]));
  if (areas.length === 0) return undefined;
  return words('spaces.now', {
    areas: listOf(
      areas.map(({ area }) =>
        words('spaces.inArea', { area: areaWordsIn(state, area), spaces: areaSpacesWords(state, area) }),
      ),
      'plain',
    ),
  });
}
