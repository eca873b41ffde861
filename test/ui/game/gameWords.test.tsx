import { renderToString } from 'preact-render-to-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needParts, speak } from '../../../src/i18n/speech';
import { done } from '../../../src/session/done';
import { GameStatus } from '../../../src/ui/game/GameStatus';
import { historyFocus } from '../../../src/ui/game/historyFocus';
import { PlayersPanel } from '../../../src/ui/game/PlayersPanel';
import { KingForm } from '../../../src/ui/game/special/KingForm';
import { TurnPanel } from '../../../src/ui/game/TurnPanel';
import { areaIn, nameIn } from '../../../src/ui/game/tableWords';
import { exampleSession } from '../../support/exampleSession';
import { english, german, spanish } from '../../support/speech';

const copied = async () => done();
const noop = () => undefined;

/** The text a screen shows, tags dropped: what a player reads. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the game screens in German and Spanish', () => {
  beforeAll(() => needParts('screens', 'engine'));
  afterAll(() => speak('en'));

  it('name the round, the phase and the players’ table in the language spoken', async () => {
    const { session } = await exampleSession();
    const state = session.state.value;
    if (!state) throw new Error('no table');
    const render = () =>
      textOf(
        renderToString(
          <>
            <GameStatus session={session} focus={historyFocus()} onCopyReadable={copied} />
            <PlayersPanel state={state} />
          </>,
        ),
      );
    await speak('en');
    const english = render();
    expect(english).toContain('Round 1 of 9 · Turning over the action cards');
    expect(english).toContain('Provinces');
    await speak('de');
    const deutsch = render();
    expect(deutsch).toContain('Runde 1 von 9 · Aktionskarten aufdecken');
    expect(deutsch).toContain('Provinzen');
    expect(deutsch).toContain('Machtkarte');
    expect(deutsch).not.toContain('Waiting');
    await speak('es');
    const espanol = render();
    expect(espanol).toContain('Ronda 1 de 9 · Destapar las cartas de acción');
    expect(espanol).toContain('Provincias');
    expect(espanol).not.toContain('{');
  });

  it('walk a turn step by step in the language spoken, English as it was', async () => {
    const { session } = await exampleSession(7);
    const view = session.view.value;
    if (!view) throw new Error('no table');
    const render = () => textOf(renderToString(<TurnPanel view={view} />));
    await speak('en');
    const english = render();
    expect(english).toContain("Red's turn · power card 13");
    expect(english).toMatch(/Place up to \d+ caballeros/);
    expect(english).toContain(
      'The King stands in Sevilla (Seville): place in the regions bordering it, or in the Castillo.',
    );
    expect(english).toContain('Special action first');
    expect(english).toContain("End Red's turn now (nothing more placed, special action skipped)");
    expect(english).toContain('Card: Veto (stack 2) · placement to do · special action to do');
    await speak('de');
    const deutsch = render();
    expect(deutsch).toContain('Zug von Red · Machtkarte 13');
    expect(deutsch).toMatch(/Bis zu \d+ Caballeros einsetzen/);
    expect(deutsch).toContain('Der König steht in Sevilla: Setze in die angrenzenden Regionen ein oder ins Castillo.');
    expect(deutsch).toContain('Zuerst die Sonderaktion');
    await speak('es');
    const espanol = render();
    expect(espanol).toContain('Turno de Red · carta de poder 13');
    expect(espanol).toMatch(/Colocar hasta \d+ caballeros/);
    expect(espanol).toContain('Acción especial primero');
    expect(espanol).not.toMatch(/[{}]/);
  });

  it('guide a special action in the language spoken', async () => {
    const { session } = await exampleSession();
    const state = session.state.value;
    if (!state) throw new Error('no table');
    const render = () =>
      textOf(
        renderToString(
          <KingForm
            guide={{ kind: 'king', available: true, now: 'castillo', targets: ['castillo', 'galicia'] }}
            state={state}
            player="red"
            nameOf={nameIn(state)}
            areaName={areaIn(state)}
            diskEntry="open"
            onAction={noop}
          />,
        ),
      );
    await speak('en');
    expect(render()).toContain('Move the King from beside the Castillo to');
    await speak('de');
    expect(render()).toContain('Den König bewegen von neben dem Castillo nach');
    await speak('es');
    expect(render()).toContain('Mover el Rey de junto al Castillo a');
  });
});

describe('the game screens’ catalogs', () => {
  it('count caballeros, points and entries in German and Spanish', () => {
    expect(german.message('game.replenish.bring', { count: 1 })).toBe('1 Caballero an den Hof holen');
    expect(german.message('game.replenish.bring', { count: 3 })).toBe('3 Caballeros an den Hof holen');
    expect(spanish.message('game.replenish.bring', { count: 1 })).toBe('Llevar 1 caballero a la corte');
    expect(spanish.message('game.replenish.bring', { count: 3 })).toBe('Llevar 3 caballeros a la corte');
    expect(german.message('game.over.standing', { name: 'Ana', points: 1 })).toBe('Ana: 1 Punkt');
    expect(spanish.message('game.over.standing', { name: 'Ana', points: 12 })).toBe('Ana: 12 puntos');
    expect(german.message('game.correct.saveTakingBack', { count: 2, round: 4 })).toBe(
      'Speichern und 2 Einträge ab Runde 4 zurücknehmen',
    );
    expect(spanish.message('game.undo.correction', { index: 5, takenBack: 0 })).toBe('la corrección de la anotación 5');
    expect(spanish.message('game.undo.correction', { index: 5, takenBack: 1 })).toBe(
      'la corrección de la anotación 5, que devuelve la 1 anotación que retiró',
    );
    expect(german.message('game.modules.markerHeld', { piece: 'church', holder: 'Ana' })).toBe(
      'Ana hält den Kirchen-Marker: Die schwarzen Caballeros der Kirche zählen für Ana',
    );
  });

  it('say the special actions’ forms in German and Spanish, one and many', () => {
    expect(german.message('special.picks.label', { name: 'Ana', count: 1 })).toBe('Ana verliert 1 Caballero aus');
    expect(german.message('special.moves.moved', { count: 2 })).toBe('2 Caballeros bewegt');
    expect(spanish.message('special.moves.moved', { count: 1 })).toBe('1 caballero movido');
    expect(spanish.message('special.king.entourage', { count: 2, area: 'Galicia', taken: 0 })).toBe(
      '2 caballeros de Galicia van con él (0 elegidos)',
    );
    for (const speaker of [german, spanish])
      for (const counts of ['own', 'others', 'plain'])
        expect(speaker.message('special.moves.owner', { name: 'Ana', left: 2, counts })).not.toMatch(/[{}]|as your/);
  });

  it('keep a straight apostrophe before a closing brace as it reads in English', () => {
    expect(english.message('special.moves.owner', { name: 'Ana', left: 2, counts: 'others' })).toBe(
      "Ana (2), as others'",
    );
  });
});
