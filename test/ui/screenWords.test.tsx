import { renderToString } from 'preact-render-to-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needParts, speak } from '../../src/i18n/speech';
import { words } from '../../src/rules';
import { done } from '../../src/session/done';
import { NewGameForm } from '../../src/ui/games/NewGameForm';
import { GuideScreen } from '../../src/ui/screens/GuideScreen';
import { RulesScreen } from '../../src/ui/screens/RulesScreen';
import { english, german, spanish } from '../support/speech';

const start = async () => done();

/** Nothing English left over, and no placeholder unfilled. */
const translated = (text: string, english: string) => {
  expect(text).not.toBe(english);
  expect(text).not.toMatch(/[{}]/);
};

describe('the screens’ own words', () => {
  beforeAll(async () => {
    await speak('en');
    await needParts('screens', 'engine');
  });
  afterAll(async () => {
    await speak('en');
  });

  it('games: a game list, a deleted game, a count of games put back, in German and Spanish', () => {
    const round = words('games.round', { round: 3 });
    expect(german.say(round)).toBe('Runde 3');
    expect(spanish.say(round)).toBe('ronda 3');
    const one = words('games.discarded.restored', { count: 1 });
    const many = words('games.discarded.restored', { count: 4 });
    expect(german.say(one)).toContain('1 Partie aus');
    expect(german.say(many)).toContain('4 Partien aus');
    expect(spanish.say(one)).toContain('recuperado 1 partida de');
    expect(spanish.say(many)).toContain('recuperado 4 partidas de');
    const deleted = words('games.deleted', { title: 'Sonntag' });
    translated(german.say(deleted), english.say(deleted));
    expect(german.say(deleted)).toContain('„Sonntag“ gelöscht');
    expect(spanish.say(words('players.removeLabel', { colour: words('colour.red') }))).toBe('Quitar al jugador Rojo');
  });

  it('calculator: a count of caballeros to take off, one and several', () => {
    expect(english.say(words('calc.confirmClear', { count: 5 }))).toBe('Yes, take all 5 caballeros off');
    expect(german.say(words('calc.confirmClear', { count: 1 }))).toBe('Ja, den 1 Caballero entfernen');
    expect(german.say(words('calc.confirmClear', { count: 5 }))).toBe('Ja, alle 5 Caballeros entfernen');
    expect(spanish.say(words('calc.confirmClear', { count: 1 }))).toBe('Sí, quitar el 1 caballero');
    expect(spanish.say(words('calc.confirmClear', { count: 5 }))).toBe('Sí, quitar los 5 caballeros');
  });

  it('guide: a module’s cards and a stack', () => {
    expect(german.say(words('guide.stack', { stack: 2 }))).toBe('Stapel 2');
    expect(spanish.say(words('guide.moduleCards', { module: 'Intrigue' }))).toBe('Cartas de Intrigue');
    translated(german.say(words('rules.heading')), english.say(words('rules.heading')));
  });

  it('the new-game form speaks German', async () => {
    await speak('de');
    const html = renderToString(<NewGameForm onStart={start} />);
    expect(html).toContain('Neue Partie');
    expect(html).toContain('Name (Rot)');
    expect(html).toContain('Heimatregion (Blau)');
    expect(html).toContain('Partie beginnen');
    expect(html).toContain('Varianten und Erweiterungen');
    expect(html).not.toContain('Start the game');
    // An untitled game is named by its edition and today's date in German, shown in the title field.
    const today = new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(Date.now());
    expect(html).toContain(`placeholder="Klassisch (Regeln von 1995), ${today}"`);
  });

  it('the guide and the rules options speak Spanish', async () => {
    await speak('es');
    const guide = renderToString(<GuideScreen />);
    expect(guide).toContain('Vuestra primera partida con la aplicación');
    expect(guide).toContain('Qué hace cada carta de acción');
    expect(guide).toContain('Regla: ');
    const rules = renderToString(<RulesScreen />);
    expect(rules).toContain('Dónde difieren los reglamentos');
    expect(rules).toContain('Esta mesa juega');
    expect(rules).not.toContain('As the ');
  });

  it('the new-game form still reads in English as the browser tests find it', async () => {
    await speak('en');
    const html = renderToString(<NewGameForm onStart={start} />);
    for (const name of ["Red player's name", "Blue player's home region", 'Remove the Yellow player', 'Start the game'])
      expect(html).toContain(name);
  });
});
