/** The table summary `npm run replay` and `npm run drive` print: variants and expansions only when a game has them. */
import { describe, expect, it } from 'vitest';
import { summarizeGame } from '../../src/record/summarizeGame';
import type { GameState } from '../../src/rules';
import { newGame } from '../rules/flow/_tables';

/** The same table with other modules and readings named at setup, as a game that has them would hold. */
const withModules = (state: GameState, setup: Pick<GameState['setup'], 'modules' | 'moduleOptions'>): GameState => ({
  ...state,
  setup: { ...state.setup, ...setup },
});

describe('the table summary', () => {
  it('names no modules nor readings for a base game, its keys as before modules existed', () => {
    const summary = summarizeGame(newGame());
    expect(Object.keys(summary)).toEqual([
      'edition',
      'round',
      'phase',
      'scores',
      'king',
      'grandes',
      'mobileScoreboards',
      'areas',
      'courts',
      'provinces',
      'hands',
      'startPlayer',
      'turn',
      'vetoes',
      'scorings',
      'winners',
    ]);
  });

  it('lists the modules after the edition, and the readings given at setup when there are any', () => {
    const base = newGame();
    const summary = summarizeGame(
      withModules(base, { modules: ['home-advantage', 'church'], moduleOptions: { churchUnheld: 'neutral' } }),
    );
    expect(Object.keys(summary).slice(0, 4)).toEqual(['edition', 'modules', 'moduleOptions', 'round']);
    expect(summary).toMatchObject({
      modules: ['home-advantage', 'church'],
      moduleOptions: { churchUnheld: 'neutral' },
    });
  });

  it('leaves the readings out when the modules in play take them all at their defaults', () => {
    const summary = summarizeGame(withModules(newGame(), { modules: ['church'], moduleOptions: {} }));
    expect(summary).toMatchObject({ modules: ['church'] });
    expect('moduleOptions' in summary).toBe(false);
  });
});
