/**
 * The snapshot catalogs read in every language: a few refusals of a board snapshot, with a singular
 * and a plural count, come out in German and Spanish rather than English, with nothing left unfilled.
 */
import { describe, expect, it } from 'vitest';
import { words } from '../../src/rules';
import { parseSnapshot } from '../../src/snapshot/parseSnapshot';
import { english, german, spanish } from '../support/speech';

const limitTable = (here: number) =>
  words('snapshot.limitTable.more', { count: 3, id: 'red', here, area: words('area.classic.galicia') });

describe('the snapshot catalogs', () => {
  it.each([
    [german, 1, '3 auf der Tafel, aber red hat 1 Caballero in Galicien'],
    [german, 2, '3 auf der Tafel, aber red hat 2 Caballeros in Galicien'],
    [spanish, 1, '3 en la mesa, pero red tiene 1 caballero en Galicia'],
    [spanish, 2, '3 en la mesa, pero red tiene 2 caballeros en Galicia'],
  ])('count a singular and a plural (%#)', (speaker, here, text) => {
    expect(speaker.say(limitTable(here))).toBe(text);
  });

  it('name a player count in each language', () => {
    const tooFew = (count: number) => words('snapshot.players.tooFew', { count, min: 2, max: 5 });
    expect(german.say(tooFew(1))).toBe('1 Spieler ist zu wenig: El Grande braucht 2 bis 5');
    expect(spanish.say(tooFew(0))).toBe('0 jugadores son demasiado pocos: El Grande necesita de 2 a 5');
  });

  it('refuse a snapshot in German and Spanish, naming the field', () => {
    const refused = parseSnapshot({ format: 'el-grande-snapshot/1', edition: 'classic', players: ['red'] });
    if (refused.ok) throw new Error('expected a refusal');
    const message = refused.error.message;
    expect(english.say(message)).toBe('players: 1 player is too few: El Grande needs 2 to 5');
    for (const speaker of [german, spanish]) {
      const text = speaker.say(message);
      expect(text).toMatch(/^players: 1 /);
      expect(text).not.toBe(english.say(message));
      expect(text).not.toMatch(/[{}]/);
    }
    expect(german.say(message)).toBe('players: 1 Spieler ist zu wenig: El Grande braucht 2 bis 5');
  });

  it('word the secret disk a Castillo caballero needs', () => {
    const missing = words('snapshot.disk.missing', { why: words('snapshot.disk.why.castillo', { id: 'blue' }) });
    expect(german.say(missing)).toBe(
      'fehlt: blue hat Caballeros im Castillo, und eine Wertung braucht die Region auf der Geheimscheibe',
    );
    expect(spanish.say(missing)).toBe(
      'falta: blue tiene caballeros en el Castillo, y una puntuación general necesita la región de su disco secreto',
    );
  });
});
