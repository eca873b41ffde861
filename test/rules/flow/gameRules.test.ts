import { describe, expect, it } from 'vitest';
import { applyCommand, type Command, type GameState, turnSteps, waitingFor } from '../../../src/rules';
import { BASE_PHASES } from '../../../src/rules/flow/basePhases';
import { BASE_COMMANDS } from '../../../src/rules/flow/commandTable';
import { COMMAND_FIELDS, foldRules, rulesOf } from '../../../src/rules/flow/gameRules';
import { setupGame } from '../../../src/rules/game/setupGame';
import { powerShiftPlay } from '../../../src/rules/modules/power-shift/play';
import { EVERY_PLAY } from '../../../src/rules/play/index';
import { definePlay } from '../../../src/rules/play/modulePlay';
import { fail, ok } from '../../../src/rules/state/result';
import type { GameRules } from '../../../src/rules/state/ruleRows';
import type { Phase } from '../../../src/rules/state/types';
import { words } from '../../../src/rules/state/words';
import { run } from '../../support/scenario';
import { say } from '../../support/speech';
import { newGame, revealCommand, startRound } from './_tables';

/**
 * A module of the tests' own that replaces rows of the base game, as Intrigue & the King will replace
 * the power phase and the take-card step: its power phase waits for other words, its take-card step
 * wants caballeros brought to court first, its take-card command scores a point more, and it closes
 * Aragón to the King and the Grandes.
 */
const replacing = definePlay({
  id: 'intrigue-king',
  refuseRoyalty: (_state, _piece, to) =>
    to === 'aragon' ? fail('test/aragon-closed', words('refusal.granada/muslim-king')).error : undefined,
  rules: {
    phases: {
      power: { ...BASE_PHASES.power, waitingFor: () => words('flow.waiting.disks') },
    },
    turnSteps: [
      {
        id: 'take-card',
        commands: ['take-card'],
        status: (turn) => (turn.card ? 'done' : 'open'),
        refuse: (_state, turn) =>
          turn.replenished ? undefined : fail('test/court-first', words('refusal.turn/no-card.place')).error,
      },
    ],
    commands: {
      'take-card': {
        ...BASE_COMMANDS['take-card']!,
        apply(state, command, rules) {
          const taken = BASE_COMMANDS['take-card']!.apply(state, command, rules);
          if (!taken.ok) return taken;
          const player = command.player;
          return ok({
            ...taken.value,
            scores: { ...taken.value.scores, [player]: (taken.value.scores[player] ?? 0) + 1 },
          });
        },
      },
    },
  },
});

const base = rulesOf({ modules: [] });
const withReplacing: GameRules = foldRules([replacing]);

/** Every command applied under these rules, or the first refusal's code. */
function under(rules: GameRules, state: GameState, ...commands: Command[]): GameState | string {
  let current = state;
  for (const command of commands) {
    const result = applyCommand(current, command, rules);
    if (!result.ok) return result.error.code;
    current = result.value;
  }
  return current;
}

describe("a game's rules of play, folded from the base game's and its modules'", () => {
  it('a module replaces the power phase: the table waits for what its row says, and the base game is unchanged', () => {
    const game = newGame();
    const power = run(game, revealCommand(game));
    expect(power.phase).toBe('power');
    expect(say(waitingFor(power, withReplacing))).toBe(say(words('flow.waiting.disks')));
    expect(say(waitingFor(power, base))).toBe("Red's power card");
    const refusal = applyCommand(power, { type: 'end-turn', player: 'red' }, withReplacing);
    expect(!refusal.ok && say(refusal.error.message)).toContain(say(words('flow.waiting.disks')));
  });

  it('a module replaces the take-card step in its place, and its refusal is the one the table gets', () => {
    const turns = startRound(newGame());
    const player = turns.turn?.player ?? '';
    const slot = turns.offer.find((s) => s.card !== null)?.slot ?? '1';
    expect(turnSteps(turns, withReplacing)?.steps.map((s) => s.id)).toEqual(
      turnSteps(turns, base)?.steps.map((s) => s.id),
    );
    expect(under(withReplacing, turns, { type: 'take-card', player, slot })).toBe('test/court-first');
    expect(under(base, turns, { type: 'take-card', player, slot })).not.toBeTypeOf('string');
  });

  it("a module replaces the take-card command: its handler runs instead of the base game's", () => {
    const turns = startRound(newGame());
    const player = turns.turn?.player ?? '';
    const slot = turns.offer.find((s) => s.card !== null)?.slot ?? '1';
    const take: Command[] = [
      { type: 'replenish', player, provinces: 0 },
      { type: 'take-card', player, slot },
    ];
    const replaced = under(withReplacing, turns, ...take);
    const plain = under(base, turns, ...take);
    if (typeof replaced === 'string' || typeof plain === 'string') throw new Error(`refused: ${replaced} ${plain}`);
    expect(replaced.scores[player]).toBe((plain.scores[player] ?? 0) + 1);
    expect(replaced.turn?.card).toEqual(plain.turn?.card);
  });

  it("the King's and the Grandes' closed regions are every module's together", () => {
    const game = newGame();
    expect(withReplacing.royaltyRefusal(game, { kind: 'king' }, 'aragon')?.code).toBe('test/aragon-closed');
    expect(withReplacing.royaltyRefusal(game, { kind: 'king' }, 'galicia')).toBeUndefined();
    expect(base.royaltyRefusal(game, { kind: 'king' }, 'aragon')).toBeUndefined();
  });

  it("a module's new step goes where it says: Power Shift's ability between replenishing and the card", () => {
    const shift = rulesOf({ modules: ['power-shift'] });
    expect(shift.turnSteps.map((s) => s.id)).toEqual([
      'replenish',
      'modifier-ability',
      'take-card',
      'place',
      'special',
      'keep-action',
      'kept-action',
      'early-action',
      'end-turn',
    ]);
    // The turns phase takes the commands of the turn's steps, whichever steps the modules give it.
    expect(shift.phases.turns?.accepts).toContain('modifier-ability');
    expect(base.phases.turns?.accepts).not.toContain('modifier-ability');
    expect(Object.keys(shift.phases)).toContain('modifier-hands');
    expect(Object.keys(base.phases)).not.toContain('modifier-hands');
  });

  it('is folded once for each set of modules, and in the order of the setup: a later module replaces an earlier one', () => {
    expect(rulesOf({ modules: ['power-shift'] })).toBe(rulesOf({ modules: ['power-shift'] }));
    const later = definePlay({
      id: 'grandissimo',
      rules: { phases: { power: { ...BASE_PHASES.power, waitingFor: () => words('flow.waiting.over') } } },
    });
    const game = newGame();
    const power = run(game, revealCommand(game));
    expect(say(waitingFor(power, foldRules([replacing, later])))).toBe(say(words('flow.waiting.over')));
    expect(say(waitingFor(power, foldRules([later, replacing])))).toBe(say(words('flow.waiting.disks')));
  });
});

/** A phase name of the tests' own: no phase of the game has it. */
const VETERANS = 'veterans' as Phase;

/**
 * A second module that opens a phase before round 1 (a phase of its own, taking the dummy's regions so
 * the test needs no new command): with Power Shift's modifier hands, the game plays both, in the order of
 * the modules, then round 1.
 */
const opensToo = definePlay({
  id: 'old-hands',
  rules: {
    phases: {
      [VETERANS]: {
        opening: true,
        accepts: ['dummy-regions'],
        next: (state: GameState): GameState => ({ ...state, phase: 'reveal' }),
        waitingFor: () => words('flow.waiting.disks'),
      },
    },
  },
});

describe('phases modules open before round 1', () => {
  const both = foldRules([powerShiftPlay, opensToo]);

  it('are played in the order of the modules, each going on to the next, the last to round 1', () => {
    expect(both.openingPhases).toEqual(['modifier-hands', VETERANS]);
    expect(foldRules([opensToo, powerShiftPlay]).openingPhases).toEqual([VETERANS, 'modifier-hands']);
    expect(base.openingPhases).toEqual([]);
    expect(rulesOf({ modules: ['power-shift'] }).openingPhases).toEqual(['modifier-hands']);
    const inHands = { ...newGame(), phase: 'modifier-hands' as const };
    const hands = both.phases['modifier-hands']!;
    // Work still to do keeps the phase; once it moves on, the next opening phase follows, not round 1.
    expect(hands.next(inHands).phase).toBe('modifier-hands');
    const done = {
      ...inHands,
      modules: { powerShift: { hands: { red: [], blue: [], yellow: [], green: [] }, played: {}, discards: {} } },
    };
    expect(rulesOf({ modules: ['power-shift'] }).phases['modifier-hands']!.next(done).phase).toBe('reveal');
    expect(hands.next(done).phase).toBe(VETERANS);
    expect(both.phases[VETERANS]!.next({ ...done, phase: VETERANS }).phase).toBe('reveal');
  });

  it('are never a phase the round enters', () => {
    const dummyOpens = definePlay({
      id: 'old-hands',
      rules: { phases: { dummy: { ...BASE_PHASES.dummy!, opening: true } } },
    });
    expect(() => foldRules([dummyOpens])).toThrow(/dummy is played every round/);
  });

  it('the game starts in the first of them', () => {
    const started = setupGame({
      type: 'setup',
      edition: '2023',
      players: [
        { id: 'red', name: 'Red', colour: 'red' },
        { id: 'blue', name: 'Blue', colour: 'blue' },
        { id: 'yellow', name: 'Yellow', colour: 'yellow' },
      ],
      modules: ['power-shift'],
      king: 'aragon',
      homes: { red: 'galicia', blue: 'valencia', yellow: 'sevilla' },
      startPlayer: 'red',
    });
    expect(started.ok && started.value.phase).toBe('modifier-hands');
  });
});

describe('a command a module replaces', () => {
  it('keeps the base command’s fields, so the record reads it alike in every game', () => {
    const replaced = [...EVERY_PLAY, replacing].flatMap((play) =>
      Object.entries(play.rules?.commands ?? {}).flatMap(([type, row]) => {
        const base = BASE_COMMANDS[type as keyof typeof BASE_COMMANDS];
        return base && row ? [{ type, fields: row.fields, base: base.fields }] : [];
      }),
    );
    expect(replaced.map((r) => r.type)).toContain('take-card');
    for (const { fields, base } of replaced) expect(fields).toEqual(base);
    expect(COMMAND_FIELDS.find(([type]) => type === 'take-card')?.[1]).toBe(BASE_COMMANDS['take-card']?.fields);
  });
});
