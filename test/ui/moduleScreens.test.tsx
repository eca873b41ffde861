import { renderToString } from 'preact-render-to-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCalculatorModel } from '../../src/calculator/calculatorModel';
import { needParts, speak } from '../../src/i18n/speech';
import { type PlacementChoice, placementChoice, setupModuleChoices, words } from '../../src/rules';
import { openGameSession } from '../../src/session/gameSession';
import { createNewGame } from '../../src/session/newGames';
import { ModulesPanel } from '../../src/ui/calculator/modules/ModulesPanel';
import { GeneralChoices } from '../../src/ui/calculator/scoring/GeneralChoices';
import { UndoReplaced } from '../../src/ui/calculator/UndoReplaced';
import { PlacementStep } from '../../src/ui/game/PlacementStep';
import { SetupModules } from '../../src/ui/games/SetupModules';
import { exampleLog } from '../support/exampleSession';
import { memoryStorage } from '../support/memoryStorage';
import { english, german, say, spanish } from '../support/speech';

const noop = () => undefined;

/** The text a screen shows, tags dropped: what a player reads. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** Nothing English left over, and no placeholder unfilled. */
const translated = (text: string, inEnglish: string) => {
  expect(text).not.toBe(inEnglish);
  expect(text).not.toMatch(/[{}]/);
};

describe('the modules on the screens, in the language spoken', () => {
  beforeAll(() => needParts('screens', 'engine'));
  afterAll(() => speak('en'));

  it('the new-game form names each module, its summary, why it is kept apart and its readings', async () => {
    const choices = setupModuleChoices('classic', ['france-1995', 'church'], {});
    const render = () => textOf(renderToString(<SetupModules choices={choices} onModule={noop} onReading={noop} />));
    await speak('en');
    const inEnglish = render();
    expect(inEnglish).toContain('France (1995 variant)');
    expect(inEnglish).toContain('Cannot join France (1995 variant): the 1995 France and the expansion’s France');
    expect(inEnglish).toContain('Church caballeros nobody holds');
    expect(inEnglish).toContain('Rule: 1995 rules, “The Church”.');
    await speak('de');
    const deutsch = render();
    expect(deutsch).toContain('Frankreich (Variante 1995)');
    expect(deutsch).toContain('Nicht zusammen mit Frankreich (Variante 1995): das Frankreich von 1995');
    expect(deutsch).toContain('Regel: Regeln von 1995, „Die Kirche“.');
    expect(deutsch).not.toContain('Church caballeros nobody holds');
    expect(deutsch).not.toContain('Cannot join');
    await speak('es');
    const espanol = render();
    expect(espanol).toContain('Francia (variante de 1995)');
    expect(espanol).toContain('No se combina con Francia (variante de 1995)');
    expect(espanol).not.toContain('Church caballeros nobody holds');
    expect(espanol).not.toMatch(/[{}]/);
  });

  it('the calculator’s modules panel, general scoring and undo speak German and Spanish, English as it was', async () => {
    await speak('en');
    const model = createCalculatorModel(Promise.resolve(undefined));
    expect(model.setModule('grand-inquisitor-colonies', true).ok).toBe(true);
    model.setScoreKind('general');
    model.setCounts('valencia', [2, 1, 0, 0]);
    model.clearBoard();
    const snapshot = model.draft.value.snapshot;
    // The markup, so the names screen readers read are checked too.
    const render = () =>
      renderToString(
        <>
          <ModulesPanel model={model} />
          <GeneralChoices model={model} snapshot={snapshot} table={model.table.value} />
          <UndoReplaced model={model} />
        </>,
      );
    const inEnglish = render();
    expect(inEnglish).toContain('Variants and expansions played');
    expect(inEnglish).toContain('Grand Inquisitor &amp; the Colonies:');
    expect(inEnglish).toContain('Values printed on the pieces (typed once, kept)');
    expect(inEnglish).toContain('The Grand Inquisitor is held by');
    expect(inEnglish).toContain('Castillo caballeros go to (secret disks)');
    expect(inEnglish).toContain('Every caballero was taken off the board.');
    await speak('de');
    const deutsch = render();
    expect(deutsch).toContain('Gespielte Varianten und Erweiterungen');
    expect(deutsch).toContain('Großinquisitor &amp; Kolonien:');
    expect(deutsch).toContain('Inhaber des Großinquisitors');
    expect(deutsch).toContain('Die Caballeros des Castillo ziehen nach (Geheimscheiben)');
    expect(deutsch).toContain('Alle Caballeros wurden vom Spielplan genommen.');
    expect(deutsch).not.toContain('Values printed');
    await speak('es');
    const espanol = render();
    expect(espanol).toContain('Variantes y expansiones en juego');
    expect(espanol).toContain('Tiene el Gran Inquisidor');
    expect(espanol).toContain('Se han quitado todos los caballeros del tablero.');
    expect(espanol).not.toContain('Undo');
    expect(textOf(espanol)).not.toMatch(/[{}]/);
    model.dispose();
  });

  it('the calculator’s refusals count caballeros in German and Spanish, one and several', () => {
    const full = (room: number) => words('refusal.calculator/area-full', { area: words('area.france'), room, most: 0 });
    expect(english.say(full(3))).toBe('France has room for 3 caballeros in all: type counts that add up to at most 0');
    expect(german.say(full(1))).toContain('1 Caballero:');
    expect(german.say(full(3))).toContain('3 Caballeros:');
    expect(spanish.say(full(1))).toContain('1 caballero en total');
    expect(spanish.say(full(3))).toContain('3 caballeros en total');
    const over = (elsewhere: number) =>
      words('refusal.calculator/too-many-caballeros', { who: 'Ana', supply: 30, elsewhere, most: 30 - elsewhere });
    expect(english.say(over(1))).toBe('Ana has 30 caballeros and 1 stand elsewhere: type at most 29 here');
    expect(german.say(over(1))).toContain('steht 1 woanders');
    expect(german.say(over(4))).toContain('stehen 4 woanders');
    expect(spanish.say(over(1))).toContain('1 está en otro sitio');
    expect(spanish.say(over(4))).toContain('4 están en otro sitio');
  });

  it('the modules topic: a module kept apart from another', () => {
    const apart = words('moduleChoice.keptApart', {
      other: words('module.grandissimo'),
      why: words('modules.apart.grand-inquisitor-colonies+grandissimo'),
    });
    translated(german.say(apart), english.say(apart));
    translated(spanish.say(apart), english.say(apart));
    expect(german.say(apart)).toMatch(/^Nicht zusammen mit Grandissimo: die beiden Erweiterungen/);
    expect(spanish.say(apart)).toMatch(/^No se combina con Grandissimo: /);
    const waiting = words('moduleChoice.notPlayable', { calculator: 'yes' });
    expect(english.say(waiting)).toBe('Not yet playable turn by turn: its boards can be scored in the calculator');
    translated(german.say(waiting), english.say(waiting));
    expect(spanish.say(words('moduleChoice.notPlayable', { calculator: 'no' }))).toBe(
      'Aún no se puede jugar turno a turno',
    );
  });
});

describe('a placement under a variant, in the language spoken', () => {
  beforeAll(() => needParts('screens', 'engine'));
  afterAll(() => speak('en'));

  it('says why a placement may hold more caballeros where a Grande stands', async () => {
    const [setup, ...rest] = exampleLog();
    if (setup?.type !== 'setup') throw new Error('no setup');
    const storage = memoryStorage();
    const created = await createNewGame(storage, { ...setup, modules: ['home-advantage'] }, 'Variant');
    if (!created.ok) throw new Error(say(created.error.message));
    const session = await openGameSession(storage, created.value.id);
    if (!session) throw new Error('not opened');
    let choice: PlacementChoice | undefined;
    for (const command of rest) {
      if (!(await session.apply(command)).ok) break;
      const state = session.state.value;
      choice = state && placementChoice(state);
      if (choice && choice.extra.length > 0) break;
    }
    const view = session.view.value;
    if (!choice || choice.extra.length === 0 || !view) throw new Error('no placement with more caballeros');
    const placement = choice;
    const render = () => textOf(renderToString(<PlacementStep view={view} choice={placement} />));
    await speak('en');
    expect(render()).toMatch(/more than the card's number, as every one goes to .+, where .+'s Grande stands/);
    await speak('de');
    const deutsch = render();
    expect(deutsch).toMatch(/mehr als die Zahl der Karte, da jeder nach .+ geht, wo der Grande von .+ steht/);
    expect(deutsch).not.toContain('more than the card');
    await speak('es');
    const espanol = render();
    expect(espanol).toMatch(/más que el número de la carta, porque todos van a .+, donde está el Grande de/);
    expect(espanol).not.toMatch(/[{}]/);
  });
});
