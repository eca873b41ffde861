/** Every card's special action has words for the table, and each edition's cards all find theirs. */
import { describe, expect, it } from 'vitest';
import { EDITION_IDS } from '../../../src/rules';
import { cardCatalog } from '../../../src/rules/cards/catalog';
import { EFFECT_IDS } from '../../../src/rules/cards/effectIds';
import { EFFECT_WORDS, FIRST_GAME_STEPS } from '../../../src/rules/cards/effectWords';
import { say } from '../../support/speech';

describe('card effects in players’ words', () => {
  it('every effect has one sentence or two, ending with a full stop', () => {
    for (const id of EFFECT_IDS) {
      expect(say(EFFECT_WORDS[id])).toMatch(/^[A-Z].{20,200}\.$/);
    }
  });
  it('every card of every edition has its effect explained', () => {
    for (const edition of EDITION_IDS)
      for (const card of cardCatalog(edition)) expect(EFFECT_WORDS[card.effect]).toBeDefined();
  });
  it('the first-game guide is a short list of steps', () => {
    expect(FIRST_GAME_STEPS.length).toBeGreaterThanOrEqual(4);
    expect(FIRST_GAME_STEPS.length).toBeLessThanOrEqual(8);
    for (const step of FIRST_GAME_STEPS) expect(say(step)).toMatch(/^[A-Z].{20,}\.$/);
  });
});
