/**
 * The 2023 mini expansion "Power Shift" played turn by turn (004, Mini expansion “Power Shift”, and
 * the Empowerment card's explanation): modifier hands entered before round 1, a modifier played with a
 * power card changing its total, totals that must differ and order the turns, the lowest total taking
 * the start, a modifier's ability at the start of its player's turn, and Empowerment taking one back.
 */
import { describe, expect, it } from 'vitest';
import {
  acceptedCommands,
  actionGuide,
  type Command,
  describeCommand,
  type GameState,
  type ModifierCard,
  modifierDiscards,
  modifierHand,
  type PlayerId,
  POWER_CARD_CABALLEROS,
  type PowerCardValue,
  playablePowerCards,
  playedTotals,
  replenishChoice,
  turnSteps,
  waitingFor,
} from '../../../src/rules';
import { refused, run } from '../../support/scenario';
import { say } from '../../support/speech';
import { cardWith, newGame, revealCommand, setupRefused, untilTurnOf } from '../flow/_tables';

const SHIFT = ['power-shift'] as const;

/** The hands the four players hold after the pass (as the table would enter them). */
const HANDS: Readonly<Record<PlayerId, readonly ModifierCard[]>> = {
  red: [{ value: 1, ability: 'provinces-to-court' }, { value: -2 }, { value: 2, ability: 'move-grande' }],
  blue: [{ value: 1 }, { value: -1 }, { value: 2 }],
  yellow: [{ value: -2 }, { value: -1 }, { value: 1, ability: 'move-grande' }],
  green: [{ value: -2 }, { value: 2 }, { value: -1 }],
};

const hand = (player: PlayerId, cards: readonly ModifierCard[] = HANDS[player] ?? []): Command => ({
  type: 'modifier-hand',
  player,
  cards,
});

/** A 2023 four-player game with Power Shift, every hand entered, the cards of round 1 turned over. */
function powerPhase(chosen: Parameters<typeof revealCommand>[1] = {}): GameState {
  const state = run(newGame({ edition: '2023', modules: [...SHIFT] }), ...Object.keys(HANDS).map((p) => hand(p)));
  return run(state, revealCommand(state, chosen));
}

type Play = readonly [PlayerId, PowerCardValue, (ModifierCard | undefined)?];
const play = ([player, value, modifier]: Play): Command => ({
  type: 'play-power',
  player,
  value,
  ...(modifier ? { modifier } : {}),
});

describe('Power Shift: the modifier hands before round 1', () => {
  it('opens waiting for each player’s three modifier cards, and takes nothing else but a correction', () => {
    const state = newGame({ edition: '2023', modules: [...SHIFT] });
    expect(state.phase).toBe('modifier-hands');
    expect(say(waitingFor(state))).toBe("Red's modifier cards");
    expect(acceptedCommands(state)).toEqual(['modifier-hand', 'table-correction']);
    refused(state, revealCommand(state), 'flow/not-now');
  });

  it('goes on to round 1 once every player has entered a hand, in any order', () => {
    let state = newGame({ edition: '2023', modules: [...SHIFT] });
    state = run(state, hand('blue'), hand('red'), hand('green'));
    expect(state.phase).toBe('modifier-hands');
    expect(say(waitingFor(state))).toBe("Yellow's modifier cards");
    state = run(state, hand('yellow'));
    expect(state.phase).toBe('reveal');
    expect(modifierHand(state, 'red')).toEqual(HANDS.red);
  });

  it('refuses a hand of the wrong size, an unknown number or ability, a second entry and a non-player', () => {
    const state = run(newGame({ edition: '2023', modules: [...SHIFT] }), hand('red'));
    refused(state, hand('blue', [{ value: 1 }, { value: 2 }]), 'power-shift/hand-size');
    const three = { value: 3 } as unknown as ModifierCard;
    refused(state, hand('blue', [three, { value: 1 }, { value: 2 }]), 'power-shift/bad-card');
    const ability = { value: 1, ability: 'move-king' } as unknown as ModifierCard;
    refused(state, hand('blue', [ability, { value: 1 }, { value: 2 }]), 'power-shift/bad-ability');
    refused(state, hand('red'), 'power-shift/hand-entered');
    refused(state, hand('white'), 'power-shift/not-a-player');
  });

  it('belongs to the 2023 edition only, and a game without it takes no modifier at all', () => {
    setupRefused({ ...newGameSetup(), edition: 'classic' }, 'setup/module-edition');
    const base = newGame({ edition: '2023' });
    refused(base, hand('red'), 'flow/no-power-shift');
    const power = run(base, revealCommand(base));
    refused(power, play(['red', 9, { value: 1 }]), 'power/no-modifiers');
  });
});

function newGameSetup() {
  return {
    type: 'setup' as const,
    edition: '2023' as const,
    players: ['red', 'blue', 'yellow'].map((id) => ({ id, name: id, colour: id })),
    modules: [...SHIFT],
    king: 'castilla-la-nueva' as const,
    homes: { red: 'galicia', blue: 'aragon', yellow: 'sevilla' } as const,
    startPlayer: 'red',
  };
}

describe('Power Shift: a modifier played with a power card', () => {
  it('allows a 9 +1 after a 9 (total 10), the first example of the text', () => {
    const state = run(powerPhase(), play(['red', 9]), play(['blue', 9, { value: 1 }]));
    expect(playedTotals(state)).toEqual({ red: 9, blue: 10 });
    expect(modifierHand(state, 'blue')).toEqual([{ value: -1 }, { value: 2 }]);
  });

  it('refuses a 7 +1 after an 8, the second example, and a plain 8 after a 7 +1', () => {
    const after8 = run(powerPhase(), play(['red', 8]));
    const error = refused(after8, play(['blue', 7, { value: 1 }]), 'power/value-taken');
    expect(say(error.message)).toBe('Red already played a total of 8 this round: choose another value');
    const after71 = run(powerPhase(), play(['red', 7, { value: 1, ability: 'provinces-to-court' }]));
    refused(after71, play(['blue', 8]), 'power/value-taken');
  });

  it('keeps the plain rule’s words when no modifier is involved', () => {
    const after8 = run(powerPhase(), play(['red', 8]));
    expect(say(refused(after8, play(['blue', 8]), 'power/value-taken').message)).toBe(
      'Red already played the 8 this round: choose another value',
    );
  });

  it('refuses a modifier the player does not hold, or no longer holds', () => {
    const state = powerPhase();
    refused(state, play(['red', 9, { value: -1 }]), 'power-shift/not-in-hand');
    refused(state, play(['red', 9, { value: 1 }]), 'power-shift/not-in-hand'); // Red's +1 carries an ability
    refused(state, play(['red', 9, { value: 3 } as unknown as ModifierCard]), 'power-shift/bad-card');
  });

  it('offers the cards and modifiers whose totals are still free', () => {
    const state = run(powerPhase(), play(['red', 9]), play(['blue', 8, { value: 2 }]));
    // Yellow's 10 alone would be taken by Blue's 8 +2; with −1 or +1 it is free.
    expect(playablePowerCards(state, 'yellow')).toContain(10);
    expect(say(refused(state, play(['yellow', 10]), 'power/value-taken').message)).toContain('total of 10');
    run(state, play(['yellow', 10, { value: -2 }])); // 8 is free: Blue's 8 came to 10
  });

  it('orders the turns by the totals, and gives the start to the lowest total', () => {
    let state = run(
      powerPhase(),
      play(['red', 9]),
      play(['blue', 9, { value: 1 }]),
      play(['yellow', 5]),
      play(['green', 6, { value: -2 }]),
    );
    expect(state.turnOrder).toEqual(['blue', 'red', 'yellow', 'green']);
    for (const _ of [1, 2, 3, 4]) {
      const player = state.turn?.player ?? '';
      const slot = state.offer.find((s) => s.card !== null)?.slot ?? '1';
      state = run(state, { type: 'take-card', player, slot }, { type: 'end-turn', player });
    }
    // Green's 6 −2 = 4 is the lowest total, below Yellow's plain 5.
    expect(state.startPlayer).toBe('green');
    expect(modifierDiscards(state, 'blue')).toEqual([{ value: 1 }]);
    expect(modifierDiscards(state, 'green')).toEqual([{ value: -2 }]);
  });

  it('brings the printed card’s caballeros to the court: the modifier changes only the total', () => {
    let state = run(
      powerPhase(),
      play(['red', 9]),
      play(['blue', 10, { value: 2 }]),
      play(['yellow', 5]),
      play(['green', 4]),
    );
    expect(state.turn?.player).toBe('blue');
    refused(state, { type: 'replenish', player: 'blue', provinces: 2 }, 'replenish/too-many');
    state = run(state, { type: 'replenish', player: 'blue', provinces: 1 });
    expect(state.court.blue).toBe(8);
  });
});

/** Round 1 played: Red 9 with the modifier given, Blue 8, Yellow 5, Green 4; Red on turn (after Blue's, with a −2). */
function redOnTurn(modifier: ModifierCard | undefined, chosen: Parameters<typeof revealCommand>[1] = {}): GameState {
  const state = run(powerPhase(chosen), play(['red', 9, modifier]), play(['blue', 8]), play(['yellow', 5]));
  return untilTurnOf(run(state, play(['green', 4])), 'red');
}

const stepsOf = (state: GameState) => Object.fromEntries((turnSteps(state)?.steps ?? []).map((s) => [s.id, s.status]));

describe('Power Shift: the caballeros a power card brings', () => {
  it('stay those printed on the power card: the modifier changes the value and the turn order only, and says so', () => {
    // Red's 9 (+2 → 11) brings the 9's caballeros; the same 9 played without a modifier has no note.
    const state = redOnTurn({ value: 2, ability: 'move-grande' });
    const choice = replenishChoice(state);
    expect(choice?.allowance).toBe(POWER_CARD_CABALLEROS[9]);
    expect(say(choice?.moduleNote ?? '')).toBe(
      `Your modifier made your power card 9 a total of 11 for the turn order only: you still bring the ${POWER_CARD_CABALLEROS[9]} caballeros printed on the 9 (Power Shift changes the value, not the caballeros)`,
    );
    const bare = redOnTurn(undefined);
    expect(replenishChoice(bare)?.allowance).toBe(POWER_CARD_CABALLEROS[9]);
    expect(replenishChoice(bare)?.moduleNote).toBeUndefined();
  });
});

describe('Power Shift: a modifier’s ability at the start of the turn', () => {
  it('brings one of the player’s caballeros from the provinces into the court, and settles replenishing', () => {
    const state = redOnTurn({ value: 1, ability: 'provinces-to-court' });
    expect(stepsOf(state)['modifier-ability']).toBe('open');
    expect(acceptedCommands(state)).toContain('modifier-ability');
    const used = run(state, { type: 'modifier-ability', player: 'red', use: { kind: 'provinces-to-court' } });
    expect(used.provinces.red).toBe((state.provinces.red ?? 0) - 1);
    expect(used.court.red).toBe((state.court.red ?? 0) + 1);
    expect(stepsOf(used)['modifier-ability']).toBe('done');
    refused(
      used,
      { type: 'modifier-ability', player: 'red', use: { kind: 'provinces-to-court' } },
      'power-shift/ability-used',
    );
    refused(used, { type: 'replenish', player: 'red', provinces: 1 }, 'turn/replenish-done');
  });

  it('comes after replenishing and is refused once an action card is taken', () => {
    const state = run(redOnTurn({ value: 1, ability: 'provinces-to-court' }), {
      type: 'replenish',
      player: 'red',
      provinces: 2,
    });
    expect(stepsOf(state)['modifier-ability']).toBe('open');
    const slot = state.offer.find((s) => s.card !== null)?.slot ?? '1';
    const taken = run(state, { type: 'take-card', player: 'red', slot });
    expect(stepsOf(taken)['modifier-ability']).toBe('skipped');
    refused(
      taken,
      { type: 'modifier-ability', player: 'red', use: { kind: 'provinces-to-court' } },
      'power-shift/ability-too-late',
    );
  });

  it('moves any one Grande where a Grande may go, and nowhere else', () => {
    const state = redOnTurn({ value: 2, ability: 'move-grande' });
    const use = (grande: string, to: string): Command =>
      ({ type: 'modifier-ability', player: 'red', use: { kind: 'move-grande', grande, to } }) as Command;
    expect(run(state, use('blue', 'valencia')).grandes.blue).toBe('valencia');
    refused(state, use('blue', 'castilla-la-nueva'), 'king/region-taboo');
    refused(state, use('blue', 'castillo'), 'grande/no-castillo');
    refused(state, use('blue', 'aragon'), 'grande/already-there');
    refused(state, use('white', 'valencia'), 'power-shift/no-grande');
    refused(
      state,
      { type: 'modifier-ability', player: 'red', use: { kind: 'provinces-to-court' } },
      'power-shift/other-ability',
    );
    refused(state, { ...use('blue', 'valencia'), player: 'blue' } as Command, 'turn/not-your-turn');
  });

  it('is no step of a turn without a modifier ability, and is refused there', () => {
    for (const modifier of [undefined, { value: -2 } as const]) {
      const state = redOnTurn(modifier);
      expect(stepsOf(state)).not.toHaveProperty('modifier-ability');
      expect(acceptedCommands(state)).not.toContain('modifier-ability');
      refused(
        state,
        { type: 'modifier-ability', player: 'red', use: { kind: 'provinces-to-court' } },
        'power-shift/no-ability',
      );
    }
  });

  it('lasts only the round it was played in', () => {
    let state = redOnTurn({ value: 1, ability: 'provinces-to-court' });
    while (state.phase === 'turns') {
      const player = state.turn?.player ?? '';
      const slot = state.offer.find((s) => s.card !== null)?.slot ?? '1';
      state = run(state, { type: 'take-card', player, slot }, { type: 'end-turn', player });
    }
    state = run(
      state,
      revealCommand(state),
      play(['green', 1]),
      play(['red', 8]),
      play(['blue', 7]),
      play(['yellow', 6]),
    );
    state = untilTurnOf(state, 'red');
    expect(stepsOf(state)).not.toHaveProperty('modifier-ability');
    expect(modifierDiscards(state, 'red')).toEqual([{ value: 1, ability: 'provinces-to-court' }]);
  });
});

describe('Power Shift: Empowerment takes a played modifier back instead of a power card', () => {
  const empowerment = cardWith('2023', 'power-card-return').id;
  const withCard = (state: GameState) => {
    const slot = state.offer.find((s) => s.card === empowerment)?.slot ?? '4';
    return run(state, { type: 'take-card', player: 'red', slot });
  };
  const special = (action: unknown): Command => ({ type: 'special', player: 'red', action }) as Command;

  it('offers the played modifier cards beside the power cards, and returns one to the hand', () => {
    const state = withCard(redOnTurn({ value: -2 }, { '4': empowerment }));
    const guide = actionGuide(state);
    expect(guide?.kinds).toEqual(['power-card', 'modifier-card']);
    expect(guide?.choices[1]).toEqual({ kind: 'modifier-card', available: true, cards: [{ value: -2 }] });
    const back = run(state, special({ kind: 'modifier-card', value: -2 }));
    expect(modifierHand(back, 'red')).toContainEqual({ value: -2 });
    expect(modifierDiscards(back, 'red')).toEqual([]);
    // The total played stands for the turn order and the start: Red's 9 −2 = 7.
    expect(playedTotals(back).red).toBe(7);
  });

  it('names both kinds of action when it is given another, and only the power card without Power Shift', () => {
    const state = withCard(redOnTurn({ value: -2 }, { '4': empowerment }));
    const error = refused(state, special({ kind: 'king', to: 'galicia' }), 'special/wrong-action');
    expect(say(error.message)).toContain('or, with Power Shift, { kind: "modifier-card", value, ability? }');
    let base = newGame({ edition: '2023' });
    base = run(base, revealCommand(base, { '4': empowerment }));
    base = withCard(run(base, play(['red', 9]), play(['blue', 8]), play(['yellow', 5]), play(['green', 4])));
    const plain = refused(base, special({ kind: 'king', to: 'galicia' }), 'special/wrong-action');
    expect(say(plain.message)).not.toContain('modifier');
  });

  it('refuses a modifier the player has not played', () => {
    const state = withCard(redOnTurn({ value: -2 }, { '4': empowerment }));
    refused(state, special({ kind: 'modifier-card', value: 2, ability: 'move-grande' }), 'power-shift/not-played');
  });

  it('offers no modifier in a game without Power Shift, and refuses one', () => {
    let state = newGame({ edition: '2023' });
    state = run(state, revealCommand(state, { '4': empowerment }));
    state = run(state, play(['red', 9]), play(['blue', 8]), play(['yellow', 5]), play(['green', 4]));
    state = withCard(state);
    expect(actionGuide(state)?.kinds).toEqual(['power-card']);
    refused(state, special({ kind: 'modifier-card', value: -2 }), 'power-shift/not-in-game');
  });
});

describe('Power Shift: the start marker after a power card taken back', () => {
  const empowerment = cardWith('2023', 'power-card-return').id;

  /** Red's 3 −2 = 1 is the lowest total; Red, last on turn, takes Empowerment and takes the 3 back. */
  function roundWithReturn(keepsStart: boolean): GameState {
    const hands = run(
      newGame({ edition: '2023', modules: [...SHIFT], options: { returnedLowestCardKeepsStart: keepsStart } }),
      ...Object.keys(HANDS).map((p) => hand(p)),
    );
    let state = run(hands, revealCommand(hands, { '4': empowerment }));
    state = run(state, play(['red', 3, { value: -2 }]), play(['blue', 8]), play(['yellow', 5]));
    state = untilTurnOf(run(state, play(['green', 4, { value: 2 }])), 'red');
    const slot = state.offer.find((s) => s.card === empowerment)?.slot ?? '4';
    state = run(
      state,
      { type: 'take-card', player: 'red', slot },
      { type: 'special', player: 'red', action: { kind: 'power-card', value: 3 } },
      { type: 'end-turn', player: 'red' },
    );
    expect(state.round).toBe(2);
    return state;
  }

  it('stays with the lowest total where the edition keeps it, and goes to the next lowest total otherwise', () => {
    expect(roundWithReturn(true).startPlayer).toBe('red');
    // Yellow's plain 5 is below Green's 4 +2 = 6.
    expect(roundWithReturn(false).startPlayer).toBe('yellow');
  });
});

describe('Power Shift in the history', () => {
  it('names the modifier and the total, keeps a hand secret, and says what an ability did', () => {
    const state = powerPhase();
    expect(say(describeCommand(state, play(['blue', 9, { value: 1 }])))).toBe(
      'Blue played power card 9 with modifier +1: total 10',
    );
    expect(say(describeCommand(state, hand('red')))).toBe('Red entered their modifier cards');
    const turn = redOnTurn({ value: 2, ability: 'move-grande' });
    expect(
      say(
        describeCommand(turn, {
          type: 'modifier-ability',
          player: 'red',
          use: { kind: 'move-grande', grande: 'blue', to: 'valencia' },
        }),
      ),
    ).toBe("Red used their modifier's ability: moved Blue's Grande to Valencia");
    expect(
      say(describeCommand(turn, { type: 'modifier-ability', player: 'red', use: { kind: 'provinces-to-court' } })),
    ).toBe("Red used their modifier's ability: 1 caballero from the provinces into the court");
  });
});
