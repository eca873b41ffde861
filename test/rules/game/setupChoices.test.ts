/**
 * What a setup needs, asked before the setup is sent: the answer must be exactly what the engine
 * then accepts. Rules: 004 "2-player game", "3-player game"; 002 "Preparation".
 */
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  EDITION_IDS,
  EDITIONS,
  type EditionId,
  type RuleOptions,
  type SetupCommand,
} from '../../../src/rules';
import { type SetupChoices, setupChoices } from '../../../src/rules/game/setupChoices';
import { REGION_IDS } from '../../../src/rules/state/areaIds';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../../src/rules/state/pieces';
import { say } from '../../support/speech';

const COLOURS = ['red', 'blue', 'yellow', 'green', 'black'];
const [KING, ...HOMES] = REGION_IDS;

/** The setup a table would send, built from the helper's answer the way the new-game form builds it. */
function setupFrom(
  edition: EditionId,
  changes: Partial<RuleOptions>,
  count: number,
  choices: SetupChoices,
  fourStacks?: boolean,
): SetupCommand {
  const players = COLOURS.slice(0, count).map((id) => ({ id, name: id, colour: id }));
  return {
    type: 'setup',
    edition,
    options: changes,
    players,
    ...(choices.dummy ? { dummy: { id: 'white', name: 'Dummy', colour: 'white' } } : {}),
    ...(fourStacks !== undefined ? { fourStacks } : {}),
    king: KING!,
    homes: Object.fromEntries(players.map((p, i) => [p.id, HOMES[i]!])),
    startPlayer: players[0]!.id,
  };
}

function answer(edition: EditionId, changes: Partial<RuleOptions>, count: number): SetupChoices {
  const result = setupChoices(edition, changes, count);
  if (!result.ok) throw new Error(say(result.error.message));
  return result.value;
}

const refusal = (command: SetupCommand) => {
  const result = applyCommand(undefined, command);
  return result.ok ? undefined : result.error.code;
};

const TABLES = EDITION_IDS.flatMap((edition) =>
  [2, 3, 4, 5].flatMap((count) =>
    [false, true].map((switched) => {
      const changes: Partial<RuleOptions> = switched
        ? { twoPlayerDummy: !EDITIONS[edition].defaults.twoPlayerDummy }
        : {};
      return { edition, count, switched, changes };
    }),
  ),
);

describe('setup choices: the engine accepts what the helper asks for', () => {
  it.each(TABLES)('$edition, $count players, dummy option switched: $switched', ({ edition, count, changes }) => {
    const choices = answer(edition, changes, count);
    const result = applyCommand(undefined, setupFrom(edition, changes, count, choices));
    expect(result.ok ? undefined : result.error.code).toBeUndefined();
    if (!result.ok) return;
    expect(result.value.setup.options).toEqual(choices.options);
    expect(result.value.setup.dummy !== undefined).toBe(choices.dummy);
    const expectedFour =
      choices.fourStacks.kind === 'forced' || (choices.fourStacks.kind === 'optional' && choices.fourStacks.default);
    expect(result.value.setup.fourStacks).toBe(expectedFour);
  });

  it.each(TABLES)(
    '$edition, $count players, dummy option switched $switched: the opposite answer is refused',
    ({ edition, count, changes }) => {
      const choices = answer(edition, changes, count);
      const wrongDummy = setupFrom(edition, changes, count, { ...choices, dummy: !choices.dummy });
      expect(refusal(wrongDummy)).toBe(choices.dummy ? 'setup/dummy-missing' : 'setup/dummy-not-allowed');
    },
  );

  it.each(TABLES)(
    '$edition, $count players, dummy option switched $switched: four stacks are accepted exactly as the helper says',
    ({ edition, count, changes }) => {
      const choices = answer(edition, changes, count);
      const four = refusal(setupFrom(edition, changes, count, choices, true));
      const five = refusal(setupFrom(edition, changes, count, choices, false));
      if (choices.fourStacks.kind === 'forced') expect([four, five]).toEqual([undefined, 'setup/four-stacks']);
      if (choices.fourStacks.kind === 'optional') expect([four, five]).toEqual([undefined, undefined]);
      if (choices.fourStacks.kind === 'not-available') expect([four, five]).toEqual(['setup/four-stacks', undefined]);
    },
  );
});

describe('setup choices: what each table needs', () => {
  it('classic with the dummy switched on plays the dummy with two players, and the setup is accepted', () => {
    const changes = { twoPlayerDummy: true };
    const choices = answer('classic', changes, 2);
    expect(choices.dummy).toBe(true);
    expect(choices.fourStacks).toEqual({ kind: 'forced' });
    expect(applyCommand(undefined, setupFrom('classic', changes, 2, choices)).ok).toBe(true);
  });

  it('2023 with the dummy switched off plays two players alone, and the setup is accepted', () => {
    const changes = { twoPlayerDummy: false };
    const choices = answer('2023', changes, 2);
    expect(choices.dummy).toBe(false);
    expect(choices.fourStacks).toEqual({ kind: 'not-available' });
    expect(applyCommand(undefined, setupFrom('2023', changes, 2, choices)).ok).toBe(true);
  });

  it('three players choose between four and five stacks, by default as the options say', () => {
    expect(answer('classic', {}, 3).fourStacks).toEqual({ kind: 'optional', default: false });
    expect(answer('classic', { threePlayerFourStacks: true }, 3).fourStacks).toEqual({
      kind: 'optional',
      default: true,
    });
  });

  it('four and five players neither play a dummy nor shuffle stacks together', () => {
    for (const count of [4, 5])
      expect(answer('2023', {}, count)).toMatchObject({ dummy: false, fourStacks: { kind: 'not-available' } });
  });

  it('the player counts run from the fewest to the most the game takes', () => {
    const counts = answer('bigbox', {}, 3).playerCounts;
    expect(counts[0]).toBe(MIN_PLAYERS);
    expect(counts.at(-1)).toBe(MAX_PLAYERS);
    expect(counts).toEqual([2, 3, 4, 5]);
  });

  it('an unknown option or an unreadable value is refused as the setup would refuse it', () => {
    const unknown = setupChoices('classic', { nonsense: true } as unknown as Partial<RuleOptions>, 3);
    expect(unknown.ok ? undefined : unknown.error.code).toBe('setup/unknown-option');
    const bad = setupChoices('classic', { twoPlayerDummy: 'yes' } as unknown as Partial<RuleOptions>, 2);
    expect(bad.ok ? undefined : bad.error.code).toBe('setup/bad-option');
  });

  it('an unknown edition is refused', () => {
    const result = setupChoices('1996' as EditionId, {}, 3);
    expect(result.ok ? undefined : result.error.code).toBe('setup/unknown-edition');
  });
});
