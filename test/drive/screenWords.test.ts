/**
 * The drive finds controls by the names the screens give them in the language they speak: each
 * name is the catalog's own message, as a pattern where a part of it is not known beforehand.
 */
import { describe, expect, it } from 'vitest';
import { areaCounts } from '../../scripts/drive/areaCounts';
import { anyCount, anyOf, messagePattern } from '../../scripts/drive/speech';
import { words } from '../../src/rules';
import { english, german, spanish } from '../support/speech';

describe('names of the screens as patterns, in each language', () => {
  it('matches a message whole, with the parts given as patterns free and every other part exact', () => {
    const turn = (speaker: typeof german) =>
      messagePattern(speaker, 'game.turn.heading', { player: 'Ana (x)*', card: /\d+/ });
    expect(turn(english).test("Ana (x)*'s turn · power card 7")).toBe(true);
    expect(turn(german).test('Zug von Ana (x)* · Machtkarte 13')).toBe(true);
    expect(turn(spanish).test('Turno de Ana (x)* · carta de poder 1')).toBe(true);
    // Another name, another language or a longer text is another heading.
    expect(turn(german).test('Zug von Ana · Machtkarte 13')).toBe(false);
    expect(turn(german).test("Ana (x)*'s turn · power card 7")).toBe(false);
    expect(turn(spanish).test('Turno de Ana (x)* · carta de poder 1 más')).toBe(false);
  });

  it('leaves the end free when asked, and joins patterns as alternatives', () => {
    const map = messagePattern(german, 'map.label', { purpose: /.*/ }, { open: true });
    expect(map.test('Spielplan: der Tisch, wie er steht')).toBe(true);
    expect(map.test('Board map: the table as it stands')).toBe(false);
    const either = anyOf(messagePattern(spanish, 'game.placement.none'), messagePattern(spanish, 'special.skip'));
    expect(either.test(spanish.message('game.placement.none'))).toBe(true);
    expect(either.test(spanish.message('special.skip'))).toBe(true);
    expect(either.test(english.message('special.skip'))).toBe(false);
  });

  it('matches a plural message for any count, one and many alike', () => {
    const loses = anyCount(german, 'special.picks.label', { name: 'José' });
    expect(loses.test(german.message('special.picks.label', { name: 'José', count: 1 }))).toBe(true);
    expect(loses.test(german.message('special.picks.label', { name: 'José', count: 2 }))).toBe(true);
    expect(loses.test(german.message('special.picks.label', { name: 'Ana', count: 2 }))).toBe(false);
    const summary = anyCount(spanish, 'modules.summary', {}, { least: 0, most: 5 });
    expect(summary.test(spanish.message('modules.summary', { count: 0 }))).toBe(true);
    expect(summary.test(spanish.message('modules.summary', { count: 3 }))).toBe(true);
  });
});

describe('the map’s counts, read in each language', () => {
  const colours = [
    { id: 'red', name: 'José' },
    { id: 'blue', name: 'Ana!' },
    { id: 'church', name: german.say(words('piece.church')) },
  ];

  it('reads the counts of a German label, the King’s region and an empty area too', () => {
    const label = [
      'Aragón',
      german.message('map.kingsRegion'),
      `${german.message('map.count', { who: 'José', count: 3 })}, ${german.message('map.count', { who: 'die Kirche', count: 2 })}`,
      german.message('map.worth', { values: '5, 4, 1' }),
    ].join('; ');
    expect(areaCounts(label, 'Aragón', colours, german)).toEqual({ red: 3, church: 2 });
    expect(areaCounts(`Galicien; ${german.message('map.empty')}`, 'Galicien', colours, german)).toEqual({});
    // An English label is not a German one.
    expect(areaCounts("Aragón; the King's region; José 3", 'Aragón', colours, german)).toBeUndefined();
  });

  it('reads the counts of a Spanish label, the closed Castillo too', () => {
    const label = `Sevilla; ${spanish.message('map.nextToKing')}; Ana! 1, José 12`;
    expect(areaCounts(label, 'Sevilla', colours, spanish)).toEqual({ blue: 1, red: 12 });
    expect(areaCounts(`Castillo; ${spanish.message('map.hidden')}`, 'Castillo', colours, spanish)).toEqual({});
  });
});
