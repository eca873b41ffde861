import { describe, expect, it } from 'vitest';
import { acceptedCommands, type Command, type GameState, type Phase, turnSteps } from '../../../src/rules';
import { ANY_PHASE } from '../../../src/rules/flow/basePhases';
import { rulesOf } from '../../../src/rules/flow/gameRules';
import { setupGame } from '../../../src/rules/game/setupGame';
import { EVERY_PLAY } from '../../../src/rules/play/index';
import { refused, run } from '../../support/scenario';
import { say } from '../../support/speech';
import {
  dummyRegionsCommand,
  newGame,
  playRound,
  playUntilRound,
  revealCommand,
  setupCommand,
  startRound,
} from './_tables';

const statuses = (state: GameState) => Object.fromEntries((turnSteps(state)?.steps ?? []).map((s) => [s.id, s.status]));

/** A table in each phase, reached by playing. */
function tableIn(phase: Phase): GameState {
  const game = newGame({ length: 'short-official' });
  switch (phase) {
    case 'reveal':
      return game;
    case 'dummy':
      return run(
        newGame({ edition: '2023', players: ['red', 'blue'] }),
        revealCommand(newGame({ edition: '2023', players: ['red', 'blue'] })),
      );
    case 'power':
      return run(game, revealCommand(game));
    case 'turns':
      return startRound(game);
    case 'general-scoring': {
      let state = game;
      while (state.phase !== 'general-scoring') state = playRound(state);
      return state;
    }
    case 'over':
      return playUntilRound(game, 99);
    case 'modifier-hands':
      return newGame({ edition: '2023', modules: ['power-shift'] });
    case 'setup-disks': {
      const set = setupGame(setupCommand({ modules: ['grand-inquisitor-colonies'] }), () => true);
      if (!set.ok) throw new Error(set.error.code);
      return set.value;
    }
    case 'intrigue-hands': {
      // Intrigue & the King is still being built: only its tests set up its games.
      const set = setupGame(setupCommand({ modules: ['intrigue-king'] }), () => true);
      if (!set.ok) throw new Error(set.error.code);
      return run(set.value, {
        type: 'setup-disks',
        disks: { red: 'galicia', blue: 'galicia', yellow: 'galicia', green: 'galicia' },
      });
    }
  }
}

/** The base game's rules of play, and those of a game with every module that has rules of play. */
const RULES = [rulesOf({ modules: [] }), rulesOf({ modules: EVERY_PLAY.map((play) => play.id) })];

describe('the phase table', () => {
  it('gives every command after the setup to exactly one phase, or to every phase, with or without the modules', () => {
    for (const rules of RULES)
      for (const type of Object.keys(rules.commands)) {
        const phases = Object.values(rules.phases).filter((row) => row.accepts.includes(type as Command['type']));
        // Intrigue & the King's cards take the power cards' place: with it, no phase takes a power card.
        const replaced = rules !== RULES[0] && type === 'play-power';
        expect(phases.length + (ANY_PHASE.includes(type as Command['type']) ? 1 : 0), type).toBe(replaced ? 0 : 1);
      }
  });

  it('gives every command of the turns phase to exactly one step of the turn, with or without the modules', () => {
    for (const rules of RULES)
      for (const type of rules.phases.turns?.accepts ?? [])
        expect(rules.turnSteps.filter((s) => s.commands.includes(type)).length, type).toBe(1);
  });

  it.each(['reveal', 'dummy', 'power', 'turns', 'general-scoring', 'over'] as const)(
    'is reached by play: %s',
    (phase) => {
      expect(tableIn(phase).phase).toBe(phase);
    },
  );

  it('refuses a command its phase does not take, saying what the table waits for, and changes nothing', () => {
    const power = tableIn('power');
    const error = refused(power, { type: 'general-scoring', disks: {} }, 'flow/not-now');
    expect(say(error.message)).toBe(
      "A general scoring comes at the end of rounds 3, 6 and 9: now the table is waiting for Red's power card",
    );
    expect(error.details).toEqual({ phase: 'power' });
    refused(tableIn('reveal'), { type: 'play-power', player: 'red', value: 13 }, 'flow/not-now');
    refused(tableIn('turns'), { type: 'reveal-cards', cards: {} }, 'flow/not-now');
    refused(tableIn('general-scoring'), { type: 'end-turn', player: 'red' }, 'flow/not-now');
  });

  it('refuses every command but a table correction once the game is over', () => {
    const over = tableIn('over');
    const error = refused(over, { type: 'reveal-cards', cards: {} }, 'flow/game-over');
    expect(say(error.message)).toBe('The game is over');
    expect(run(over, { type: 'table-correction', note: 'a score was miscounted', scores: { red: 1 } }).scores.red).toBe(
      1,
    );
  });

  it('takes a table correction in any phase without moving the phase on', () => {
    for (const phase of ['reveal', 'dummy', 'power', 'turns', 'general-scoring'] as const) {
      const before = tableIn(phase);
      const after = run(before, { type: 'table-correction', note: 'the court was miscounted', court: { red: 3 } });
      expect(after.phase).toBe(phase);
      expect(after.court.red).toBe(3);
    }
  });

  it("applies the phase's next step after its command: a dummy game goes from the cards to the dummy, the others to the power cards", () => {
    const dummyGame = newGame({ edition: '2023', players: ['red', 'blue'] });
    const afterCards = run(dummyGame, revealCommand(dummyGame));
    expect(afterCards.phase).toBe('dummy');
    expect(run(afterCards, dummyRegionsCommand(afterCards)).phase).toBe('power');
    const plain = newGame();
    expect(run(plain, revealCommand(plain)).phase).toBe('power');
    // The last power card starts the turns, from the highest card down.
    const turns = startRound(plain, { red: 3, blue: 13, yellow: 7, green: 1 });
    expect(turns.phase).toBe('turns');
    expect(turns.turnOrder).toEqual(['blue', 'yellow', 'red', 'green']);
    expect(turns.turn?.player).toBe('blue');
  });

  it("refuses the dummy's regions in a game without a dummy before looking at the phase", () => {
    refused(tableIn('power'), { type: 'dummy-regions', regions: ['galicia', 'aragon'] }, 'flow/no-dummy');
  });
});

describe('the turn as steps', () => {
  it('opens with bringing caballeros to court or taking a card; the rest waits for the card', () => {
    const turn = tableIn('turns');
    expect(turnSteps(turn)?.player).toBe(turn.turnOrder[0]);
    expect(statuses(turn)).toEqual({
      replenish: 'open',
      'take-card': 'open',
      place: 'waiting',
      special: 'waiting',
      'end-turn': 'waiting',
    });
    expect(acceptedCommands(turn)).toEqual(['replenish', 'take-card', 'table-correction']);
  });

  it('after a card is taken: placement, special action and the end are open, in any order', () => {
    const turn = tableIn('turns');
    const player = turn.turn?.player ?? '';
    const slot = turn.offer.find((s) => s.card !== null)?.slot ?? '1';
    const taken = run(turn, { type: 'take-card', player, slot });
    expect(statuses(taken)).toEqual({
      replenish: 'done',
      'take-card': 'done',
      place: 'open',
      special: 'open',
      'end-turn': 'open',
    });
    expect(acceptedCommands(taken)).toEqual([
      'place',
      'special',
      'skip-special',
      'veto',
      'end-turn',
      'table-correction',
    ]);
    const skipped = run(taken, { type: 'skip-special', player });
    expect(statuses(skipped).special).toBe('skipped');
    expect(acceptedCommands(skipped)).toEqual(['place', 'end-turn', 'table-correction']);
    refused(skipped, { type: 'special', player, action: { kind: 'apply' } }, 'turn/special-done');
  });

  it("refuses another player's turn command before the step's own check", () => {
    const turn = tableIn('turns');
    const other = turn.turnOrder[1] ?? '';
    const error = refused(turn, { type: 'place', player: other, areas: {} }, 'turn/not-your-turn');
    expect(error.details).toEqual({ current: turn.turn?.player });
  });

  it('has no turn steps outside the turns phase', () => {
    for (const phase of ['reveal', 'power', 'general-scoring', 'over'] as const)
      expect(turnSteps(tableIn(phase))).toBeUndefined();
    expect(acceptedCommands(tableIn('power'))).toEqual(['play-power', 'table-correction']);
    expect(acceptedCommands(undefined)).toEqual(['setup']);
  });
});
