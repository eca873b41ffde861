import { definePlay } from '../../play/modulePlay';
import { settleSpecialSpaces } from '../../play/specialSpaces';
import type { GameAreaId, RegionId, ScoreValues } from '../../state/areaIds';
import type { SetupCommand } from '../../state/commands';
import { LIMITS } from '../../state/limits';
import { valueText } from '../../state/quote';
import { fieldOf, isOneOf } from '../../state/records';
import { fail, ok, type Result, type RuleError } from '../../state/result';
import { totalIn } from '../../state/stateHelpers';
import type { GameState } from '../../state/types';
import { listOf, words } from '../../state/words';
import { moduleOptionsOf } from '../index';
import { france1995 } from './module';

/** Where the 1995 rules write France (000 lines 451-463). */
export const FRANCE_REF = france1995.refs[0];

/** France's spaces: one caballero each (000:457). */
export const FRANCE_ROOM = 3;

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

/** The table once a command is done, held to France's three spaces (a card may free some as it fills others). */
function checkRoom(after: GameState): Result<GameState> {
  const total = totalIn(after, 'france');
  if (!franceInPlay(after) || total <= FRANCE_ROOM) return ok(after);
  return fail('france/full', words('refusal.france/full.over', { room: FRANCE_ROOM, total }), FRANCE_REF, {
    room: FRANCE_ROOM,
    total,
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

/**
 * France (1995 variant): a tenth region of three spaces, with the Ambassador's and the Envoy's bonuses. Neither
 * the King nor a Grande stands there (its area data), no disk names it, the Church's caballeros never enter it,
 * and the Castillo never sends caballeros there: disks name only the nine regions.
 */
export const francePlay = definePlay({
  id: 'france-1995',
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
  // so only the table once the card is done is held to three (`checkRoom`).
  bordering: (state, region) => {
    const borders = franceBorders(state);
    if (region === 'france') return borders;
    return isOneOf(borders, region) ? ['france'] : [];
  },
  afterCommand: (before, command, after) => {
    const roomy = checkRoom(after);
    return roomy.ok ? settleSpecialSpaces(before, command, roomy.value) : roomy;
  },
});
