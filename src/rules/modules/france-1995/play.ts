import { definePlay } from '../../play/modulePlay';
import type { GameAreaId, RegionId, ScoreValues } from '../../state/areaIds';
import type { Command, SetupCommand } from '../../state/commands';
import { LIMITS } from '../../state/limits';
import { describeValue, valueText } from '../../state/quote';
import { fieldOf, isOneOf, isRecord } from '../../state/records';
import { fail, ok, type Result, type RuleError } from '../../state/result';
import { colourIds, countIn, playerWords, totalIn } from '../../state/stateHelpers';
import type { GameState, PlayerId } from '../../state/types';
import { listOf, type Words, words } from '../../state/words';
import { moduleOptionsOf } from '../index';
import { france1995 } from './module';
import { FRANCE_ROLE_IDS, type FranceRoleId, type FranceRoles } from './state';

/** Where the 1995 rules write France (000 lines 451-463). */
export const FRANCE_REF = france1995.refs[0];

/** France's spaces: one caballero each (000:457). */
export const FRANCE_ROOM = 3;

/** A bonus space as words for the reader's language, with what it pays: "the Ambassador’s space (+2)". */
export function franceSpaceWords(role: FranceRoleId): Words {
  const points = france1995.roles?.find((r) => r.id === role)?.points;
  return words(`modules.france.space.${role}`, { points: typeof points === 'number' ? points : 0 });
}

/** The regions France borders under the "borders" reading: the expansion's map (002, Grand Inquisitor: France). */
const FRANCE_BORDERS: readonly RegionId[] = ['aragon', 'cataluna'];

/** Whether France is on this game's table. */
export const franceInPlay = (state: GameState): boolean => state.areas.france !== undefined;

/** The regions France borders in this game: Aragón and Cataluña, or none under the "special actions only" reading. */
export function franceBorders(state: GameState): readonly RegionId[] {
  if (!franceInPlay(state)) return [];
  const { franceAccess } = moduleOptionsOf(state.setup.modules, state.setup.moduleOptions);
  return franceAccess === 'borders-aragon-cataluna' ? FRANCE_BORDERS : [];
}

/** Who stands on France's bonus spaces now. */
export const franceRoles = (state: GameState): FranceRoles => state.modules?.roles ?? {};

/** The three printed values the table entered for France: three whole numbers 0 to LIMITS.printedValue, never rising. */
function checkFranceValues(command: SetupCommand): Result<ScoreValues> {
  const given = fieldOf(command.printedValues, 'france');
  const example = '{"france": [3, 2, 1]}';
  if (!Array.isArray(given) || given.length !== 3)
    return fail('setup/france-values', words('refusal.setup/france-values', { example }), FRANCE_REF);
  const [first, second, third] = given;
  const most = LIMITS.printedValue;
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= most;
  if (!whole(first) || !whole(second) || !whole(third))
    return fail('setup/france-values', words('refusal.setup/france-values.range', { example, most }), FRANCE_REF);
  if (second > first || third > second)
    return fail('setup/france-values', words('refusal.setup/france-values.rising', { example }), FRANCE_REF);
  const others = Object.keys(command.printedValues ?? {}).filter((k) => k !== 'france');
  if (others.length > 0)
    return fail(
      'setup/printed-values-area',
      words('refusal.setup/printed-values-area', { areas: listOf(others, 'plain') }),
    );
  return ok([first, second, third]);
}

/**
 * France on the opening table: its three values as the table entered them, both bonus spaces free (the
 * game's setup puts the area itself on the table, empty, as the module table lists it).
 */
function setupFrance(state: GameState, command: SetupCommand): Result<GameState> {
  const values = checkFranceValues(command);
  if (!values.ok) return values;
  return ok({
    ...state,
    modules: { ...state.modules, printedValues: { france: values.value }, roles: {} },
  });
}

/** France is full: refused for any caballero more from the court. */
function refuseFull(state: GameState, area: GameAreaId): RuleError | undefined {
  if (area !== 'france' || totalIn(state, 'france') < FRANCE_ROOM) return undefined;
  return {
    code: 'france/full',
    message: words('refusal.france/full', { room: FRANCE_ROOM }),
    ruleRef: FRANCE_REF,
    details: { room: FRANCE_ROOM },
  };
}

/** A command's `spaces` field, checked: only France's bonus spaces, each named with a colour of this game or null. */
function saidSpaces(state: GameState, command: Command): Result<Partial<Record<FranceRoleId, PlayerId | null>>> {
  const said = fieldOf(command, 'spaces');
  if (said === undefined) return ok({});
  const example = '{"ambassador": "red", "envoy": null}';
  if (!isRecord(said)) return fail('france/bad-spaces', words('refusal.france/bad-spaces', { example }), FRANCE_REF);
  const spaces: Partial<Record<FranceRoleId, PlayerId | null>> = {};
  for (const [key, value] of Object.entries(said)) {
    const role = FRANCE_ROLE_IDS.find((r) => r === key);
    if (!role)
      return fail(
        'france/bad-spaces',
        words('refusal.france/bad-spaces.notASpace', { key: describeValue(key), example }),
        FRANCE_REF,
      );
    if (value !== null && !colourIds(state).includes(String(value)))
      return fail(
        'france/bad-spaces',
        words('refusal.france/bad-spaces.notAColour', { value: describeValue(value) }),
        FRANCE_REF,
      );
    spaces[role] = value === null ? null : String(value);
  }
  return ok(spaces);
}

/**
 * Who stands on France's bonus spaces once a command changed who is there. A caballero keeps its space until
 * it leaves; one arriving takes a free space of the mover's choice. What the command names is taken as
 * said and checked; otherwise a colour leaving gives up its plain space first, and arrivals take the free
 * bonus spaces first, the Ambassador's before the Envoy's, in the order of the colours.
 */
export function settleFranceSpaces(before: GameState, command: Command, after: GameState): Result<GameState> {
  if (!franceInPlay(after)) return ok(after);
  const total = totalIn(after, 'france');
  if (total > FRANCE_ROOM) {
    return fail('france/full', words('refusal.france/full.over', { room: FRANCE_ROOM, total }), FRANCE_REF, {
      room: FRANCE_ROOM,
      total,
    });
  }
  const said = saidSpaces(after, command);
  if (!said.ok) return said;
  const delta = (id: PlayerId) => countIn(after, 'france', id) - countIn(before, 'france', id);
  const was = franceRoles(before);
  const roles: Partial<Record<FranceRoleId, PlayerId>> = {};
  for (const role of FRANCE_ROLE_IDS) {
    const given = said.value[role];
    const holder = given === undefined ? was[role] : given;
    if (holder !== null && holder !== undefined) roles[role] = holder;
  }
  const held = (id: PlayerId) => FRANCE_ROLE_IDS.filter((r) => roles[r] === id).length;
  // Leaving: a holder with fewer caballeros than spaces gives up the Envoy's first (unless the command named it).
  for (const role of [...FRANCE_ROLE_IDS].reverse()) {
    const holder = roles[role];
    if (holder !== undefined && said.value[role] === undefined && held(holder) > countIn(after, 'france', holder))
      delete roles[role];
  }
  // Arriving: free bonus spaces the command left unnamed go to colours that came in and have a caballero without one.
  for (const role of FRANCE_ROLE_IDS) {
    if (roles[role] !== undefined || said.value[role] !== undefined) continue;
    const arrival = colourIds(after).find(
      (id) => delta(id) > 0 && held(id) < countIn(after, 'france', id) && gained(was, roles, id) < delta(id),
    );
    if (arrival !== undefined) roles[role] = arrival;
  }
  // A correction sets the table as it stands: only the seating itself is checked, not how it came about.
  const wrong =
    command.type === 'table-correction' ? seatingProblem(after, roles) : spacesProblem(after, was, roles, delta);
  if (wrong) return fail('france/spaces', wrong, FRANCE_REF, { roles });
  return ok({ ...after, modules: { ...after.modules, roles } });
}

/** How many bonus spaces a colour took that it did not hold before. */
const gained = (was: FranceRoles, now: FranceRoles, id: PlayerId): number =>
  FRANCE_ROLE_IDS.filter((r) => now[r] === id && was[r] !== id).length;

/** Why these occupants of France's bonus spaces cannot follow from the caballeros that came and went, if they cannot. */
function spacesProblem(
  after: GameState,
  was: FranceRoles,
  now: FranceRoles,
  delta: (id: PlayerId) => number,
): Words | undefined {
  for (const role of FRANCE_ROLE_IDS) {
    const [old, next] = [was[role], now[role]];
    if (old === next) continue;
    if (old !== undefined && delta(old) >= 0)
      return words('refusal.france/spaces.stays', { who: playerWords(after, old), space: franceSpaceWords(role) });
    if (next !== undefined && delta(next) <= 0)
      return words('refusal.france/spaces.notArriving', {
        who: playerWords(after, next),
        space: franceSpaceWords(role),
      });
  }
  for (const id of colourIds(after)) {
    const left = FRANCE_ROLE_IDS.filter((r) => was[r] === id && now[r] !== id).length;
    if (left > Math.max(0, -delta(id)))
      return words('refusal.france/spaces.fewLeft', { moved: -delta(id), who: playerWords(after, id), count: left });
    if (gained(was, now, id) > Math.max(0, delta(id)))
      return words('refusal.france/spaces.fewCame', { moved: delta(id), who: playerWords(after, id) });
  }
  return seatingProblem(after, now);
}

/** Why this seating on France's spaces cannot stand, if it cannot: too few caballeros for a colour's spaces, or two plain ones. */
function seatingProblem(after: GameState, now: FranceRoles): Words | undefined {
  for (const id of colourIds(after)) {
    const there = countIn(after, 'france', id);
    const holds = FRANCE_ROLE_IDS.filter((r) => now[r] === id).length;
    if (holds > there)
      return words('refusal.france/spaces.tooFew', { who: playerWords(after, id), count: there, holds });
  }
  const plain = totalIn(after, 'france') - FRANCE_ROLE_IDS.filter((r) => now[r] !== undefined).length;
  if (plain > 1) {
    const free = FRANCE_ROLE_IDS.filter((r) => now[r] === undefined).map(franceSpaceWords);
    return words('refusal.france/spaces.plain', { spaces: listOf(free, 'or') });
  }
  return undefined;
}

/** The occupants of the bonus spaces in words. */
export function franceRolesWords(state: GameState, roles: FranceRoles): Words {
  const spaces = FRANCE_ROLE_IDS.map((role) => {
    const holder = roles[role];
    return holder === undefined
      ? words('game.france.free', { space: franceSpaceWords(role) })
      : words('game.france.on', { who: playerWords(state, holder), space: franceSpaceWords(role) });
  });
  // France's third space pays nothing: whoever stands in France beyond the bonus spaces they hold is on it,
  // so an option that leaves both bonus spaces free still says where the arrival went.
  const plain = colourIds(state).filter(
    (id) => countIn(state, 'france', id) > FRANCE_ROLE_IDS.filter((role) => roles[role] === id).length,
  );
  const onPlain = plain.map((id) => words('game.france.plain', { who: playerWords(state, id) }));
  return words('game.france.spaces', { spaces: listOf([...spaces, ...onPlain], 'plain') });
}

/**
 * France (1995 variant): a tenth region of three spaces, with the Ambassador's and the Envoy's bonuses. Neither
 * the King nor a Grande stands there (its area data), no disk names it, the Church's caballeros never enter it,
 * and the Castillo never sends caballeros there: disks name only the nine regions.
 */
export const francePlay = definePlay({
  id: 'france-1995',
  spacesWords: (state) => words('modules.france.spacesNow', { spaces: franceRolesWords(state, franceRoles(state)) }),
  setupFields: ['printedValues'],
  setupPart(command) {
    const values = command.printedValues?.france;
    return Array.isArray(values)
      ? words('history.setup.france', {
          values: listOf(
            values.map((v) => valueText(v)),
            'plain',
          ),
        })
      : undefined;
  },
  commandFields: ['spaces'],
  setup: setupFrance,
  refusePlacement: (state, _player, area) => refuseFull(state, area),
  roomIn: (state, area) => (area === 'france' ? FRANCE_ROOM - totalIn(state, 'france') : undefined),
  // Moves are not refused one by one for room: caballeros leaving France by the same card free its spaces,
  // so only the table once the card is done is held to three (`settleFranceSpaces`).
  bordering: (state, region) => {
    const borders = franceBorders(state);
    if (region === 'france') return borders;
    return isOneOf(borders, region) ? ['france'] : [];
  },
  afterCommand: settleFranceSpaces,
});
