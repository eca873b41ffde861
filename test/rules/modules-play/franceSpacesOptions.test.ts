import { describe, expect, it } from 'vitest';
import { applyCommand, type Command, type GameState } from '../../../src/rules';
import { franceOptions } from '../../support/fitFrance';
import { playRandomGame } from '../../support/playGame';
import { say } from '../../support/speech';

describe("France's bonus spaces as a screen offers them", () => {
  it('offers each way the spaces may end once, told apart by its words, whatever order the engine wrote them in', () => {
    let offered = 0;
    for (const seed of [6, 7, 8]) {
      // A random game with France, played again with the last way offered wherever there is a choice.
      const [setup, ...commands] = playRandomGame({
        edition: 'classic',
        players: 3,
        length: 'short-fan',
        seed,
        modules: ['france-1995'],
      }).log;
      const opened = setup && applyCommand(undefined, setup);
      if (!opened?.ok) throw new Error('the setup is refused');
      let state: GameState = opened.value;
      for (const command of commands) {
        let named: Command = command;
        if (command.type === 'place' || command.type === 'special' || command.type === 'replenish') {
          const options = franceOptions(state, command);
          const words = options.map((o) => say(o.words));
          expect(new Set(words).size, JSON.stringify(command)).toBe(words.length);
          const last = options.at(-1);
          if (last && options.length > 1) {
            offered += 1;
            named = { ...command, spaces: last.spaces };
          }
        }
        const next = applyCommand(state, named);
        if (!next.ok) throw new Error(say(next.error.message));
        state = next.value;
      }
    }
    expect(offered).toBeGreaterThan(0);
  });
});
