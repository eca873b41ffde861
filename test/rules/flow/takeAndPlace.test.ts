/**
 * A turn: taking one face-up action card, placing caballeros from the court next to the King or in
 * the Castillo, and ending the turn. Rules: 002 "Player turns" 2.–5. and "The King and the King's
 * region" a), b); 003 "3.2 Use an Action Card" and "The King's region"; 004 "2-player game" (the
 * dummy takes the remaining card with the most caballeros).
 */
import { describe, expect, it } from 'vitest';
import { type Command, type GameState, legalPlacements } from '../../../src/rules';
import { AREAS } from '../../../src/rules/board/areas';
import { type AreaId, CASTILLO } from '../../../src/rules/state/areaIds';
import { refused, run, turnWith } from '../../support/scenario';
import { cardWith, DUMMY, dummyRegionsCommand, newGame, revealCommand, startRound } from './_tables';

const place = (areas: Partial<Record<string, number>>, player = 'red'): Command => ({
  type: 'place',
  player,
  areas: areas as Partial<Record<AreaId, number>>,
});
const take = (player: string, slot: string): Command => ({ type: 'take-card', player, slot: slot as '1' });
const endTurn = (player: string): Command => ({ type: 'end-turn', player });

/** Four players, red (13), blue (12), yellow (11), green (10); the King in Castilla la Nueva; red on turn, nothing done yet. */
const redToMove = (): GameState => startRound(newGame(), { red: 13, blue: 12, yellow: 11, green: 10 });

/** Red on turn with a stack-4 card (the court), the King in Castilla la Nueva, 7 in red's court. */
const redWithStack4 = (court?: number): GameState =>
  turnWith({ card: cardWith('classic', 'court').id, ...(court === undefined ? {} : { court: { red: court } }) });

describe('take-card: one card, on one’s own turn', () => {
  it('the player on turn takes a face-up card; it is theirs and no longer in the offer', () => {
    const state = run(redToMove(), take('red', '3'));
    expect(state.turn?.card).toEqual({ id: redToMove().offer.find((s) => s.slot === '3')!.card, slot: '3', stack: 3 });
    expect(state.offer.find((s) => s.slot === '3')?.card).toBeNull();
  });

  it('taking a card on another player’s turn is refused', () => {
    refused(redToMove(), take('blue', '3'), 'turn/not-your-turn');
  });

  it('taking a card while the power cards are being played is refused', () => {
    const state = run(newGame(), revealCommand(newGame()));
    refused(state, take('red', '3'), 'flow/not-now');
  });

  it('a second card in the same turn is refused', () => {
    refused(run(redToMove(), take('red', '3')), take('red', '4'), 'turn/card-taken');
  });

  it('a card taken is gone for the players after: taking it again is refused', () => {
    const state = run(redToMove(), take('red', '3'), endTurn('red'));
    expect(state.turn?.player).toBe('blue');
    refused(state, take('blue', '3'), 'offer/card-gone');
    expect(run(state, take('blue', '4')).turn?.card?.slot).toBe('4');
  });

  it('the King’s card taken by the first player is gone for the rest of the round', () => {
    const state = run(redToMove(), take('red', '5'), endTurn('red'));
    refused(state, take('blue', '5'), 'offer/card-gone');
  });

  it.each(['6', '0', '2+3'])('taking from stack %s at a five-stack table is refused', (slot) => {
    refused(redToMove(), take('red', slot), 'offer/unknown-stack');
  });
});

describe('place: where and how many', () => {
  it('a stack-4 card places up to 4 from the court, next to the King and in the Castillo', () => {
    const state = run(redWithStack4(), place({ aragon: 2, castillo: 2 }));
    expect(state.areas.aragon.red).toBe(2);
    expect(state.areas.castillo.red).toBe(2);
    expect(state.court.red).toBe(3);
    expect(state.turn?.placed).toBe(true);
  });

  it('every region bordering the King’s region, and the Castillo, accepts caballeros', () => {
    const allowed: AreaId[] = [...AREAS['castilla-la-nueva'].neighbours, CASTILLO];
    expect([...legalPlacements(redWithStack4())].sort()).toEqual([...allowed].sort());
    for (const area of allowed) {
      expect(run(redWithStack4(), place({ [area]: 1 })).areas[area]?.red ?? 0).toBeGreaterThan(0);
    }
  });

  it.each(['galicia', 'cataluna', 'pais-vasco'])(
    'placing in %s, which does not border the King’s region, is refused',
    (area) => {
      refused(redWithStack4(), place({ [area]: 1 }), 'placement/not-next-to-king');
    },
  );

  it('placing in the King’s region itself is refused', () => {
    refused(redWithStack4(), place({ 'castilla-la-nueva': 1 }), 'king/region-taboo');
  });

  it('a refused area spoils the whole placement: nothing of it is placed', () => {
    refused(redWithStack4(), place({ aragon: 1, galicia: 1 }), 'placement/not-next-to-king');
  });

  it('placing more than the card’s number is refused, in one area or spread over several', () => {
    refused(redWithStack4(), place({ aragon: 5 }), 'placement/too-many');
    refused(redWithStack4(), place({ aragon: 3, castillo: 2 }), 'placement/too-many');
  });

  it('a stack-1 card places one caballero at most', () => {
    const state = turnWith({ card: cardWith('classic', 'move-4-any').id });
    expect(run(state, place({ granada: 1 })).areas.granada.red).toBe(1);
    refused(state, place({ granada: 2 }), 'placement/too-many');
  });

  it('the King’s card places up to five', () => {
    const state = run(redToMove(), take('red', '5'));
    expect(run(state, place({ sevilla: 3, castillo: 2 })).court.red).toBe(2);
    refused(state, place({ sevilla: 3, castillo: 3 }), 'placement/too-many');
  });

  it('placing more than the court holds is refused', () => {
    const state = redWithStack4(1);
    expect(state.court.red).toBe(1);
    refused(state, place({ aragon: 2 }), 'court/not-enough');
    expect(run(state, place({ aragon: 1 })).court.red).toBe(0);
  });

  it('placing a second time in the same turn is refused: the placement is done in one go', () => {
    refused(run(redWithStack4(), place({ aragon: 1 })), place({ sevilla: 1 }), 'turn/placed');
  });

  it('placing before taking a card is refused', () => {
    refused(redToMove(), place({ aragon: 1 }), 'turn/no-card');
  });

  it('placing on another player’s turn is refused', () => {
    refused(redWithStack4(), place({ aragon: 1 }, 'blue'), 'turn/not-your-turn');
  });

  it.each([
    ['an unknown area', { atlantis: 1 }, 'input/unknown-area'],
    ['a module’s area this game does not have', { portugal: 1 }, 'input/area-not-in-play'],
    ['a negative count', { aragon: -1 }, 'input/bad-count'],
    ['a fractional count', { aragon: 0.5 }, 'input/bad-count'],
  ] as const)('a placement with %s is refused', (_, areas, code) => {
    refused(redWithStack4(), place(areas), code);
  });

  it('the 2023 region names are accepted for a placement', () => {
    const state = turnWith({ edition: '2023', card: cardWith('2023', 'court').id });
    const after = run(state, place({ castilla: 1, toledo: 0 }));
    expect(after.areas['castilla-la-vieja'].red).toBe(1);
  });

  it('after the King’s card moved the King, placement follows the King’s new region', () => {
    let state = run(redToMove(), take('red', '5'), {
      type: 'special',
      player: 'red',
      action: { kind: 'king', to: 'galicia' },
    });
    expect(state.king).toBe('galicia');
    refused(state, place({ aragon: 1 }), 'placement/not-next-to-king');
    refused(state, place({ galicia: 1 }), 'king/region-taboo');
    state = run(state, place({ 'pais-vasco': 2, 'castilla-la-vieja': 2, castillo: 1 }));
    expect(state.areas['pais-vasco'].red).toBe(2);
  });

  it('the placement may come before the special action, which stays open', () => {
    const state = run(redWithStack4(), place({ aragon: 1 }));
    expect(state.turn?.special).toBe('open');
  });
});

describe('end-turn', () => {
  it('ending a turn without taking a card is refused', () => {
    refused(redToMove(), endTurn('red'), 'turn/no-card');
  });

  it('ending another player’s turn is refused', () => {
    refused(run(redToMove(), take('red', '1')), endTurn('blue'), 'turn/not-your-turn');
  });

  it('ending a turn outside the turns is refused', () => {
    refused(newGame(), endTurn('red'), 'flow/not-now');
  });

  it('a turn may end without placing: the caballeros stay in court, and the next player is on turn', () => {
    const state = run(redToMove(), take('red', '4'), endTurn('red'));
    expect(state.court.red).toBe(7);
    expect(state.turn).toEqual({ player: 'blue', replenished: false, card: undefined, placed: false, special: 'open' });
  });

  it('the last turn of the round ends the round: the offer is cleared and the next round waits for its cards', () => {
    let state = redToMove();
    for (const [player, slot] of [
      ['red', '1'],
      ['blue', '2'],
      ['yellow', '3'],
      ['green', '4'],
    ] as const)
      state = run(state, take(player, slot), endTurn(player));
    expect(state.round).toBe(2);
    expect(state.phase).toBe('reveal');
    expect(state.offer).toEqual([]);
    expect(state.turn).toBeUndefined();
  });
});

describe('the 2023 dummy takes a card on its turn by itself', () => {
  /** 2023, red and blue with the dummy; the cards turned over and the dummy's regions drawn. */
  function dummyTable(values: { dummy: number; red: number; blue: number }): GameState {
    let state = newGame({ edition: '2023', players: ['red', 'blue'] });
    state = run(state, revealCommand(state));
    state = run(state, dummyRegionsCommand(state));
    return run(
      state,
      { type: 'play-power', player: DUMMY, value: values.dummy as 1 },
      { type: 'play-power', player: 'red', value: values.red as 1 },
      { type: 'play-power', player: 'blue', value: values.blue as 1 },
    );
  }

  it('with the highest power card the dummy takes the King’s card (5 caballeros) and its turn passes at once', () => {
    const state = dummyTable({ dummy: 13, red: 12, blue: 11 });
    expect(state.turnOrder).toEqual([DUMMY, 'red', 'blue']);
    expect(state.turn?.player).toBe('red');
    expect(state.offer.find((s) => s.slot === '5')?.card).toBeNull();
    refused(state, take('red', '5'), 'offer/card-gone');
  });

  it('when the King’s card is gone the dummy takes the stack-4 card, the most caballeros left', () => {
    let state = dummyTable({ dummy: 7, red: 13, blue: 1 });
    state = run(state, take('red', '5'), endTurn('red'));
    expect(state.turn?.player).toBe('blue');
    expect(state.offer.map((s) => [s.slot, s.card !== null])).toEqual([
      ['1', true],
      ['2+3', true],
      ['4', false],
      ['5', false],
    ]);
    refused(state, take('blue', '4'), 'offer/card-gone');
  });

  it('when stack 4 was taken before it, the dummy takes the King’s card', () => {
    let state = dummyTable({ dummy: 7, red: 13, blue: 1 });
    state = run(state, take('red', '4'), endTurn('red'));
    expect(state.offer.find((s) => s.slot === '5')?.card).toBeNull();
    expect(state.offer.find((s) => s.slot === '2+3')?.card).not.toBeNull();
  });

  it('the dummy never has a turn of its own to play', () => {
    const state = dummyTable({ dummy: 13, red: 12, blue: 11 });
    refused(state, take(DUMMY, '1'), 'turn/not-your-turn');
  });
});
