/**
 * A tap on France while a Grande, the King or the Church's black caballeros are moved says why France
 * takes none, in the module table's own words, in each language; other taps keep their words.
 */
import { describe, expect, it } from 'vitest';
import {
  type GameState,
  mapIdleRefusal,
  nextToPlayPower,
  type OfferSlotId,
  type PowerCardValue,
} from '../../../src/rules';
import { run } from '../../support/scenario';
import { german, say, spanish } from '../../support/speech';
import { newGame, revealCommand, type Table } from '../flow/_tables';

const POWERS: Readonly<Record<string, PowerCardValue>> = { red: 11, blue: 10, yellow: 9, green: 8 };

/** Red, first on turn, has taken the card on this stack; its special action is still open. */
function taking(slot: OfferSlotId, table: Table): GameState {
  let state = newGame(table);
  state = run(state, revealCommand(state, { '4': 'classic/grande' }));
  for (let player = nextToPlayPower(state); player !== undefined; player = nextToPlayPower(state))
    state = run(state, { type: 'play-power', player, value: POWERS[player] as PowerCardValue });
  return run(state, { type: 'take-card', player: 'red', slot });
}

const FRANCE_REF = { source: '000', section: 'Variant Rules: France' };

describe('a tap on France while a piece France never takes is moved', () => {
  it('moving a Grande: France takes no Grande, in English, German and Spanish', () => {
    const state = taking('4', { modules: ['france-1995'] });
    expect(state.turn?.special).toBe('open');
    const refusal = mapIdleRefusal(state, 'france');
    expect(refusal.code).toBe('map/closed-to-piece');
    expect(refusal.ruleRef).toEqual(FRANCE_REF);
    expect(say(refusal.message)).toBe(
      'Not there: a Grande may not stand in France with the 1995 France variant (1995 rules, “Variant Rules: France”). Choose where the Grande goes in the panel',
    );
    expect(german.say(refusal.message)).toMatch(/^Nicht dorthin: ein Grande darf .* nicht in Frankreich stehen/);
    expect(spanish.say(refusal.message)).toMatch(/^Ahí no: un Grande no puede estar en Francia/);
  });

  it('the King’s card: France takes no King', () => {
    const refusal = mapIdleRefusal(taking('5', { modules: ['france-1995'] }), 'france');
    expect(refusal.code).toBe('map/closed-to-piece');
    expect(say(refusal.message)).toMatch(/^Not there: the King may not stand in France/);
  });

  it('the Church card: France takes no black caballero', () => {
    const refusal = mapIdleRefusal(taking('6', { modules: ['france-1995', 'church'] }), 'france');
    // The Church's own refusal of the area, as a move there is refused.
    expect(refusal.code).toBe('church/closed-area');
    expect(refusal.details).toEqual({ area: 'france' });
    expect(say(refusal.message)).toMatch(/France/);
    expect(spanish.say(refusal.message)).toMatch(/Francia/);
  });

  it('another area, another card, or a game without France keeps the step’s own words', () => {
    const grande = taking('4', { modules: ['france-1995'] });
    expect(mapIdleRefusal(grande, 'galicia').code).toBe('map/nothing-to-enter');
    expect(mapIdleRefusal(grande).code).toBe('map/nothing-to-enter');
    expect(mapIdleRefusal(taking('1', { modules: ['france-1995'] }), 'france').code).toBe('map/nothing-to-enter');
    expect(mapIdleRefusal(taking('4', {}), 'france').code).toBe('map/nothing-to-enter');
  });
});
