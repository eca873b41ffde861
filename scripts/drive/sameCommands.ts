import { type Command, type GameState, normalCommand, REGION_ALIASES } from '../../src/rules';

/** A region's 2023 name as the board's id ("toledo" is castilla-la-nueva): the app writes ids. */
const canonical = (text: string): string => (Object.hasOwn(REGION_ALIASES, text) ? REGION_ALIASES[text]! : text);

const isEmptyMap = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;

/**
 * A value in one spelling: object keys in one order, regions by their ids, and fields that say "none" left out, as the
 * screens write them: `"regions": {}` in a replenish or `"court": 0` in a return says nothing more
 * than leaving the field out. With `zeros` false a 0 stays (in a table correction it is a count set).
 */
function spelled(value: unknown, zeros: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => spelled(v, zeros));
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => [canonical(k), spelled((value as Record<string, unknown>)[k], zeros)] as const);
    return Object.fromEntries(
      entries.filter(([, v]) => !isEmptyMap(v) && !(zeros && v === 0)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  }
  return typeof value === 'string' ? canonical(value) : value;
}

/** A command in the engine's normal form (a reveal naming the King's card or not), then in one spelling. */
function text(state: Pick<GameState, 'setup'>, given: Command | undefined): string {
  if (given === undefined) return 'nothing';
  const command = normalCommand(state, given);
  return JSON.stringify(spelled(command, command.type !== 'table-correction'));
}

/**
 * Where the app's exported commands first differ from the record's commands it was given
 * (`expected`, each with its index in the record), in words; undefined when they are the same. `state`
 * is the game as set up (any state of it): the engine's normal form of a command reads its setup.
 */
export function firstDifference(
  state: Pick<GameState, 'setup'>,
  expected: readonly { index: number; command: Command }[],
  exported: readonly Command[],
): string | undefined {
  for (let i = 0; i < Math.max(expected.length, exported.length); i += 1) {
    const [want, got] = [text(state, expected[i]?.command), text(state, exported[i])];
    if (want !== got)
      return `the app exported ${got} where the record has ${want} (record command ${expected[i]?.index ?? 'none'}, exported command ${i})`;
  }
  return undefined;
}
