import { describe, expect, it } from 'vitest';
import { listOf, words } from '../../src/rules';
import { english, german, spanish } from '../support/speech';

describe('speaking words', () => {
  it('fills a message in, with plurals in each language', () => {
    const one = words('castillo.toDisk', { who: 'Ana', count: 1, area: words('area.classic.galicia') });
    const two = words('castillo.toDisk', { who: 'Ana', count: 2, area: words('area.classic.galicia') });
    expect(english.say(one)).toBe("Ana's 1 Castillo caballero goes to Galicia.");
    expect(english.say(two)).toBe("Ana's 2 Castillo caballeros go to Galicia.");
    expect(german.say(one)).toBe('Von Ana geht 1 Castillo-Caballero nach Galicien.');
    expect(german.say(two)).toBe('Von Ana gehen 2 Castillo-Caballeros nach Galicien.');
    expect(spanish.say(two)).toBe('2 caballeros del Castillo de Ana van a Galicia.');
  });

  it('joins lists in the reader’s language', () => {
    const tied = words('explain.bonus.tieForFirst', { bonus: 'king', tied: listOf(['Ana', 'Ben', 'Cleo']) });
    expect(english.say(tied)).toBe("King's bonus: not given, because Ana, Ben and Cleo tie for first place.");
    expect(german.say(tied)).toContain('Ana, Ben und Cleo');
    expect(spanish.say(tied)).toContain('Ana, Ben y Cleo');
  });

  it("starts a sentence that opens on an area's or a piece's name with a capital, never a name as typed", () => {
    expect(english.say(words('grande.followsDisk', { who: words('piece.church'), area: 'x' }))).toMatch(/^The Church/);
    expect(german.say(words('count.granadaFallen', { area: words('area.ship') }))).toMatch(/^Das Schiff/);
    expect(english.say(words('grande.followsDisk', { who: 'ana', area: 'x' }))).toMatch(/^ana's Grande/);
  });

  it('shows a quoted escape in a value as it is, never as the character it names', () => {
    const quoted = '“\\u0007”';
    expect(english.say(words('import.notRecord', { reason: quoted }))).toContain(quoted);
  });

  it('refuses a key no catalog holds, and words turned into text without a language', () => {
    expect(() => english.say(words('no.such.key'))).toThrow(/no.such.key/);
    expect(() => `${words('area.ship')}`).toThrow(/without a language/);
  });
});

describe('words on screen', () => {
  it('fail when put on screen without a language, naming their key', async () => {
    const { renderToString } = await import('preact-render-to-string');
    const { h } = await import('preact');
    expect(() => renderToString(h('p', null, words('area.ship')))).toThrow(/“area.ship” were put on screen/);
    expect(renderToString(h('p', null, english.say(words('area.ship'))))).toBe('<p>the Ship</p>');
  });
});

describe('Spanish contractions', () => {
  it('joins “de el” and “a el” into “del” and “al” once a name fills a message, and nothing else', async () => {
    const ship = words('area.ship');
    expect(spanish.say(ship)).toBe('el Barco');
    expect(spanish.say(words('history.action.from', { area: ship }))).toBe('del Barco');
    expect(german.say(words('history.action.from', { area: ship }))).not.toContain('del');
    expect(spanish.say(words('history.action.from', { area: 'El Escorial' }))).toBe('de El Escorial');
    expect(spanish.say(words('history.action.from', { area: 'hacía el' }))).toBe('de hacía el');
  });
});

describe('names at a sentence start', () => {
  it('a mobile scoreboard that opens a label starts with a capital in German and Spanish', () => {
    const board = words('piece.scoreboard', { board: '8/4/0' });
    expect(german.message('special.board.on', { board, area: 'Aragón' })).toBe(
      'Die bewegliche Wertungstafel 8/4/0 (auf Aragón)',
    );
    expect(spanish.message('special.board.beside', { board })).toBe('El marcador móvil 8/4/0 (junto al tablero)');
    expect(german.message('special.board.put', { board })).toBe('Die bewegliche Wertungstafel 8/4/0 legen auf');
  });
});
