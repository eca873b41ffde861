import { describe, expect, it } from 'vitest';
import { message, needParts, speak } from '../../src/i18n/speech';

describe('the page’s language', () => {
  it('switches with every part a screen asked for, even one asked for while the switch loads', async () => {
    await speak('en');
    const switching = speak('de');
    // A screen opens during the switch and asks for its parts in the language spoken until now.
    await needParts('screens', 'engine');
    await switching;
    expect(message('details.player')).toBe('Spieler');
    expect(message('explain.nobodyHere')).toBe('Niemand hat hier Caballeros, also wertet niemand.');
  });

  it('speaks the last language asked for when two switches overlap', async () => {
    await Promise.all([speak('es'), speak('en')]);
    expect(message('details.player')).toBe('Player');
    await speak('es');
    expect(message('details.player')).toBe('Jugador');
  });
});
