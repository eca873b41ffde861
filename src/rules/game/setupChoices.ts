import { EDITIONS } from '../editions/index';
import { RULE_OPTIONS } from '../editions/options';
import { EDITION_IDS, type EditionId } from '../state/editionIds';
import type { RuleOptionId, RuleOptions } from '../state/options';
import { MAX_PLAYERS, MIN_PLAYERS } from '../state/pieces';
import { describeValue, valueWords } from '../state/quote';
import { fail, ok, type Result } from '../state/result';
import { listOf, words } from '../state/words';

/** Whether the action cards lie in four stacks (2 and 3 shuffled together) instead of five. */
export type FourStacksChoice =
  /** Two players with the dummy: always four stacks (`fourStacks: false` is refused). */
  | { readonly kind: 'forced' }
  /** Three players: the table chooses; `default` is what the options say when the setup leaves it out. */
  | { readonly kind: 'optional'; readonly default: boolean }
  /** Any other table: five stacks (`fourStacks: true` is refused). */
  | { readonly kind: 'not-available' };

/** What a setup for these rules and this many players has to say. */
export interface SetupChoices {
  /** The edition's preset with the table's changes. */
  readonly options: RuleOptions;
  /** The setup must name a dummy colour (and must not name one when this is false). */
  readonly dummy: boolean;
  readonly fourStacks: FourStacksChoice;
  /** Every player count the game takes, smallest first. */
  readonly playerCounts: readonly number[];
}

const PLAYER_COUNTS: readonly number[] = Array.from(
  { length: MAX_PLAYERS - MIN_PLAYERS + 1 },
  (_, i) => MIN_PLAYERS + i,
);

/**
 * What the setup needs, as `setupGame` checks it: the options in force, whether a dummy colour
 * plays (two players and the twoPlayerDummy option the table chose, not the preset's), and
 * whether four stacks are forced, optional or not available. Refuses an unknown edition or option.
 * @example setupChoices('classic', { twoPlayerDummy: true }, 2) // ok: dummy true, fourStacks { kind: 'forced' }
 */
export function setupChoices(
  edition: EditionId,
  changes: Partial<RuleOptions> | undefined,
  playerCount: number,
): Result<SetupChoices> {
  if (!EDITION_IDS.includes(edition) || !EDITIONS[edition]) {
    return fail(
      'setup/unknown-edition',
      words('refusal.setup/unknown-edition', { value: describeValue(edition), editions: listOf(EDITION_IDS, 'plain') }),
    );
  }
  const options = resolveOptions(EDITIONS[edition].defaults, changes);
  if (!options.ok) return options;
  return ok({ options: options.value, ...setupNeeds(options.value, playerCount), playerCounts: PLAYER_COUNTS });
}

/** The dummy and four-stack decision for options already resolved; `setupGame` checks commands against it. */
export function setupNeeds(options: RuleOptions, playerCount: number): Pick<SetupChoices, 'dummy' | 'fourStacks'> {
  const dummy = playerCount === 2 && options.twoPlayerDummy;
  if (dummy) return { dummy, fourStacks: { kind: 'forced' } };
  if (playerCount === 3) return { dummy, fourStacks: { kind: 'optional', default: options.threePlayerFourStacks } };
  return { dummy, fourStacks: { kind: 'not-available' } };
}

/** The preset's options with the table's changes, each checked against its possible readings. */
export function resolveOptions(defaults: RuleOptions, changes: Partial<RuleOptions> | undefined): Result<RuleOptions> {
  let merged: RuleOptions = { ...defaults };
  for (const [key, value] of Object.entries(changes ?? {})) {
    if (!isRuleOptionId(key))
      return fail('setup/unknown-option', words('refusal.setup/unknown-option', { value: describeValue(key) }));
    const definition = RULE_OPTIONS[key];
    const changed = withOption(merged, key, value);
    if (!changed) {
      return fail(
        'setup/bad-option',
        words('refusal.setup/bad-option', { option: definition.label, value: valueWords(value) }),
        undefined,
        {
          option: key,
          choices: definition.choices.map((c) => c.value),
        },
      );
    }
    merged = changed;
  }
  return ok(merged);
}

/** Whether a name is one of the rule options (an own key: "toString" is not one). */
export const isRuleOptionId = (key: string): key is RuleOptionId => Object.hasOwn(RULE_OPTIONS, key);

/** The options with one of them set to a value, or undefined when the value is not one of its readings. */
function withOption<K extends RuleOptionId>(options: RuleOptions, key: K, value: unknown): RuleOptions | undefined {
  const choice = RULE_OPTIONS[key].choices.find((c) => c.value === value);
  return choice && { ...options, [key]: choice.value };
}
