/**
 * The history, the table's queries and the game's refusals in German and Spanish: the engine's words
 * read in the table's language, counts in the singular and the plural, nothing left in English.
 */
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../../src/rules/game/applyCommand';
import { describeCommand } from '../../../src/rules/game/describeCommand';
import { setupGame } from '../../../src/rules/game/setupGame';
import type { Text } from '../../../src/rules/state/words';
import { words } from '../../../src/rules/state/words';
import { german, say, spanish } from '../../support/speech';
import { setupCommand } from '../flow/_tables';

/** The text in German and Spanish, each checked to be read in full and not to be the English one. */
function translated(text: Text): [string, string] {
  const [de, es] = [german.say(text), spanish.say(text)];
  for (const line of [de, es]) {
    expect(line).not.toMatch(/[{}]/);
    expect(line).not.toBe(say(text));
  }
  return [de, es];
}

const refusedMessage = (result: ReturnType<typeof applyCommand>) => {
  if (result.ok) throw new Error('expected a refusal');
  return result.error.message;
};

describe('the game in German and Spanish', () => {
  it('tells the history: one caballero and several, one option changed and several players', () => {
    expect(translated(describeCommand(undefined, { type: 'replenish', player: 'red', provinces: 1 }))).toEqual([
      'red brachte 1 Caballero an den Hof aus der Provinz',
      'red llevó 1 caballero a la corte desde las provincias',
    ]);
    expect(translated(describeCommand(undefined, { type: 'replenish', player: 'red', provinces: 3 }))).toEqual([
      'red brachte 3 Caballeros an den Hof aus der Provinz',
      'red llevó 3 caballeros a la corte desde las provincias',
    ]);
    const setup = { ...setupCommand(), options: { tie: 'shift-by-tied' } } as const;
    expect(translated(describeCommand(undefined, setup))).toEqual([
      'Spiel aufgebaut: 4 Spieler, klassische Regeln, 1 Option geändert',
      'Partida preparada: 4 jugadores, reglas clásicas, 1 opción cambiada',
    ]);
  });

  it('names the place a Castillo placement goes, and a card taken, in the reader’s words', () => {
    const state = setupGame(setupCommand());
    if (!state.ok) throw new Error(say(state.error.message));
    const placed = describeCommand(state.value, { type: 'place', player: 'red', areas: { castillo: 1, galicia: 2 } });
    expect(say(placed)).toBe('Red placed 1 in the Castillo and 2 in Galicia');
    expect(translated(placed)).toEqual([
      'Red setzte 1 ins Castillo und 2 in Galicien',
      'Red colocó 1 en el Castillo y 2 en Galicia',
    ]);
  });

  it('says how France stands for one caballero and several, and why a power card is not open', () => {
    const one = words('game.france.status', {
      caballeros: 1,
      room: 3,
      spaces: words('spaces.free', { space: 'x' }),
      lies: words('game.france.specialOnly'),
    });
    const [de, es] = translated(one);
    expect(de).toMatch(/^Frankreich hat 1 Caballero auf seinen 3 Feldern/);
    expect(es).toMatch(/^Francia tiene 1 caballero en sus 3 casillas/);
    const two = words('game.france.status', { caballeros: 2, room: 3, spaces: '', lies: '' });
    expect(translated(two).map((line) => line.split(' ').slice(0, 4).join(' '))).toEqual([
      'Frankreich hat 2 Caballeros',
      'Francia tiene 2 caballeros',
    ]);
    expect(translated(words('game.power.spent'))).toEqual([
      'schon in einer früheren Runde ausgespielt',
      'ya gastada en una ronda anterior',
    ]);
  });

  it('refuses a setup and a command out of turn in the reader’s language', () => {
    const few = setupGame({ ...setupCommand(), players: setupCommand().players.slice(0, 1) });
    expect(translated(refusedMessage(few))).toEqual([
      'El Grande spielt man zu 2 bis 5 Spielern',
      'El Grande se juega de 2 a 5 jugadores',
    ]);
    expect(translated(refusedMessage(applyCommand(undefined, { type: 'end-turn', player: 'red' })))).toEqual([
      'Baue zuerst das Spiel auf: Spieler, König und Heimatregionen',
      'Prepara primero la partida: jugadores, el Rey y las regiones de origen',
    ]);
  });
});
