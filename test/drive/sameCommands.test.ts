import { describe, expect, it } from 'vitest';
import { firstDifference } from '../../scripts/drive/sameCommands';
import type { Command } from '../../src/rules';

const at = (commands: Command[]) => commands.map((command, index) => ({ index, command }));

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
    expect(firstDifference(at(record), exported)).toBeUndefined();
  });

  it('names the first command that differs, one missing, and a table correction whose count set to 0 is lost', () => {
    const record: Command[] = [
      { type: 'play-power', player: 'red', value: 7 },
      { type: 'take-card', player: 'red', slot: '3' },
    ];
    expect(firstDifference(at(record), [record[0]!, { type: 'take-card', player: 'red', slot: '2' }])).toMatch(
      /"slot":"2".*"slot":"3".*record command 1, exported command 1/,
    );
    expect(firstDifference(at(record), [record[0]!])).toMatch(/exported nothing where the record has .*take-card/);
    const correction: Command = { type: 'table-correction', note: 'Red has none left', areas: { galicia: { red: 0 } } };
    expect(
      firstDifference(at([correction]), [
        { type: 'table-correction', note: 'Red has none left', areas: { galicia: {} } },
      ]),
    ).toMatch(/record command 0/);
  });
});
