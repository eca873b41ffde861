import { describe, expect, it } from 'vitest';
import { firstDifference } from '../../scripts/drive/sameCommands';
import { applyCommand, type Command, type GameState, type SetupCommand } from '../../src/rules';

const at = (commands: Command[]) => commands.map((command, index) => ({ index, command }));

const SETUP: SetupCommand = {
  type: 'setup',
  edition: 'classic',
  players: [
    { id: 'red', name: 'Red', colour: 'red' },
    { id: 'blue', name: 'Blue', colour: 'blue' },
    { id: 'yellow', name: 'Yellow', colour: 'yellow' },
  ],
  king: 'sevilla',
  homes: { red: 'galicia', blue: 'cataluna', yellow: 'aragon' },
  startPlayer: 'red',
};

function opened(setup: SetupCommand): GameState {
  const result = applyCommand(undefined, setup);
  if (!result.ok) throw new Error(`the setup is refused: ${result.error.code}`);
  return result.value;
}
const game = opened(SETUP);

describe("drive's comparison of the app's commands with the record's", () => {
  it('takes the same command written with other key order, 2023 region names, an empty map or a zero count left out as the same', () => {
    const record: Command[] = [
      // As a table on the 2023 board may write it in a record file.
      JSON.parse('{"type":"place","player":"red","areas":{"toledo":2,"galicia":1}}') as Command,
      { type: 'replenish', player: 'red', provinces: 2, regions: {} },
      {
        type: 'special',
        player: 'red',
        action: { kind: 'returns', returns: { blue: { court: 0, regions: { galicia: 3 } } } },
      },
    ];
    const exported: Command[] = [
      { type: 'place', player: 'red', areas: { galicia: 1, 'castilla-la-nueva': 2 } },
      { provinces: 2, player: 'red', type: 'replenish' },
      { type: 'special', player: 'red', action: { kind: 'returns', returns: { blue: { regions: { galicia: 3 } } } } },
    ];
    expect(firstDifference(game, at(record), exported)).toBeUndefined();
  });

  it('names the first command that differs, one missing, and a table correction whose count set to 0 is lost', () => {
    const record: Command[] = [
      { type: 'play-power', player: 'red', value: 7 },
      { type: 'take-card', player: 'red', slot: '3' },
    ];
    expect(firstDifference(game, at(record), [record[0]!, { type: 'take-card', player: 'red', slot: '2' }])).toMatch(
      /"slot":"2".*"slot":"3".*record command 1, exported command 1/,
    );
    expect(firstDifference(game, at(record), [record[0]!])).toMatch(
      /exported nothing where the record has .*take-card/,
    );
    const correction: Command = { type: 'table-correction', note: 'Red has none left', areas: { galicia: { red: 0 } } };
    expect(
      firstDifference(game, at([correction]), [
        { type: 'table-correction', note: 'Red has none left', areas: { galicia: {} } },
      ]),
    ).toMatch(/record command 0/);
  });

  it('takes a reveal naming the King’s card on stack 5 as the same as one leaving it out, and no other card', () => {
    const cards = {
      '1': 'classic/move-2-own-2-foreign',
      '2': 'classic/veto',
      '3': 'classic/score-castillo',
      '4': 'classic/mobile-scoreboard',
    };
    const named: Command = { type: 'reveal-cards', cards: { ...cards, '5': 'classic/kings-card' } };
    const left: Command = { type: 'reveal-cards', cards };
    expect(firstDifference(game, at([named]), [left])).toBeUndefined();
    expect(firstDifference(game, at([left]), [named])).toBeUndefined();
    expect(
      firstDifference(game, at([named]), [{ type: 'reveal-cards', cards: { ...cards, '4': 'classic/veto' } }]),
    ).toMatch(/record command 0/);
  });
});
