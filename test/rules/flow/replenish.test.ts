/**
 * The start of a turn: caballeros from the provinces into the court, up to the power card's number.
 * Rules: 002 "Player turns", 1. (at most the number; from the board when the provinces run short);
 * 003 "3.1 Move Caballeros from the provinces to the court" (fewer allowed; never from the Castillo);
 * the King's region is taboo (002 "The King and the King's region" b).
 */
import { describe, expect, it } from 'vitest';
import type { Command, GameState } from '../../../src/rules';
import { POWER_CARD_CABALLEROS, POWER_CARD_VALUES, type PowerCardValue } from '../../../src/rules/state/powerCards';
import { refused, run } from '../../support/scenario';
import { newGame, revealCommand, startRound, untilTurnOf } from './_tables';

/** Red and blue, the King in Castilla la Nueva, red at home in Galicia; red on turn with `value`, before anything else. */
function redOnTurn(
  value: PowerCardValue,
  correction?: Omit<Extract<Command, { type: 'table-correction' }>, 'type' | 'note'>,
): GameState {
  let state = newGame({ players: ['red', 'blue'] });
  if (correction) state = run(state, { type: 'table-correction', note: 'the scenario', ...correction });
  state = startRound(state, { red: value, blue: value === 13 ? 12 : 13 });
  return untilTurnOf(state, 'red');
}

const replenish = (provinces: number, regions?: Record<string, number>): Command => ({
  type: 'replenish',
  player: 'red',
  provinces,
  ...(regions ? { regions } : {}),
});

describe('replenish: how many', () => {
  it.each(POWER_CARD_VALUES.map((v) => [v, POWER_CARD_CABALLEROS[v]] as const))(
    'with the power card %i a player takes up to %i caballeros from the provinces into the court',
    (value, allowance) => {
      const state = redOnTurn(value);
      const after = run(state, replenish(allowance));
      expect(after.court.red).toBe(7 + allowance);
      expect(after.provinces.red).toBe(21 - allowance);
      expect(after.turn?.replenished).toBe(true);
      refused(state, replenish(allowance + 1), 'replenish/too-many');
    },
  );

  it('the number on each power card is 1→6, 2 and 3→5, 4 and 5→4, 6 and 7→3, 8 and 9→2, 10 and 11→1, 12 and 13→0', () => {
    expect(POWER_CARD_VALUES.map((v) => POWER_CARD_CABALLEROS[v])).toEqual([6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1, 0, 0]);
  });

  it('a player may take fewer than the number, or none at all', () => {
    expect(run(redOnTurn(1), replenish(2)).court.red).toBe(9);
    const none = run(redOnTurn(1), replenish(0));
    expect(none.court.red).toBe(7);
    expect(none.provinces.red).toBe(21);
  });

  it('taking more than the provinces hold is refused', () => {
    // 25 in court, 2 at home: 3 left in the provinces.
    const state = redOnTurn(1, { court: { red: 25 } });
    expect(state.provinces.red).toBe(3);
    refused(state, replenish(4), 'provinces/not-enough');
  });

  it.each([-1, 1.5, Number.NaN])('a count of %j is refused', (count) => {
    refused(redOnTurn(1), replenish(count), 'input/bad-count');
  });
});

describe('replenish: from the regions when the provinces run short', () => {
  // Red: 20 in court, 2 in Galicia (home), 3 in Cataluña, 1 in the Castillo, 2 in the King's region: 2 left in the provinces.
  const short = {
    court: { red: 20 },
    areas: { cataluna: { red: 3 }, castillo: { red: 1 }, 'castilla-la-nueva': { red: 2 } },
  };

  it('with 2 in the provinces and the power card 1 (6), a player takes the 2 and 4 more from regions', () => {
    const state = redOnTurn(1, short);
    expect(state.provinces.red).toBe(2);
    const after = run(state, replenish(2, { cataluna: 3, galicia: 1 }));
    expect(after.court.red).toBe(26);
    expect(after.provinces.red).toBe(0);
    expect(after.areas.cataluna.red).toBe(0);
    expect(after.areas.galicia.red).toBe(1);
  });

  it('taking from regions while caballeros are still in the provinces is refused', () => {
    refused(redOnTurn(1, short), replenish(1, { cataluna: 1 }), 'replenish/provinces-first');
  });

  it('taking from regions with plenty in the provinces is refused', () => {
    refused(redOnTurn(1), replenish(0, { galicia: 1 }), 'replenish/provinces-first');
  });

  it('taking from the King’s region is refused: nothing leaves it', () => {
    refused(redOnTurn(1, short), replenish(2, { 'castilla-la-nueva': 1 }), 'king/region-taboo');
  });

  it('taking from the Castillo is refused: nothing leaves it before a general scoring', () => {
    refused(redOnTurn(1, short), replenish(2, { castillo: 1 }), 'castillo/no-leaving');
  });

  it('taking more from a region than the player has there is refused', () => {
    refused(redOnTurn(1, short), replenish(2, { cataluna: 4 }), 'pieces/not-enough');
  });

  it('taking another colour’s caballeros is not possible: only the player’s own count', () => {
    // Blue's home Aragón holds 2 blue, no red.
    refused(redOnTurn(1, short), replenish(2, { aragon: 1 }), 'pieces/not-enough');
  });

  it('provinces and regions together may not exceed the power card’s number', () => {
    refused(redOnTurn(3, short), replenish(2, { cataluna: 3, galicia: 1 }), 'replenish/too-many');
  });

  it('an unknown region is refused', () => {
    refused(redOnTurn(1, short), replenish(2, { atlantis: 1 }), 'input/unknown-region');
    refused(redOnTurn(1, short), replenish(2, { portugal: 1 }), 'input/area-not-in-play');
  });
});

describe('replenish: only at the start of one’s own turn', () => {
  it('replenishing twice in a turn is refused', () => {
    refused(run(redOnTurn(1), replenish(3)), replenish(3), 'turn/replenish-done');
  });

  it('replenishing after taking an action card is refused', () => {
    const state = run(redOnTurn(1), { type: 'take-card', player: 'red', slot: '5' });
    refused(state, replenish(1), 'turn/replenish-done');
  });

  it('replenishing on another player’s turn is refused', () => {
    const state = startRound(newGame({ players: ['red', 'blue'] }), { red: 13, blue: 1 });
    expect(state.turn?.player).toBe('red');
    refused(state, { type: 'replenish', player: 'blue', provinces: 6 }, 'turn/not-your-turn');
  });

  it('replenishing while the power cards are being played is refused', () => {
    const state = run(newGame({ players: ['red', 'blue'] }), revealCommand(newGame({ players: ['red', 'blue'] })), {
      type: 'play-power',
      player: 'red',
      value: 1,
    });
    expect(state.phase).toBe('power');
    refused(state, replenish(0), 'flow/not-now');
  });

  it('a player who did not replenish may still take a card: the court keeps what it had', () => {
    const state = run(redOnTurn(1), { type: 'take-card', player: 'red', slot: '5' });
    expect(state.court.red).toBe(7);
    expect(state.provinces.red).toBe(21);
  });
});
