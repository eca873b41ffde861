/**
 * What a tapped count redraws: the model keeps every value a count leaves alone as the very same value
 * (so what shows it is not drawn again), the scoring catches up with the board, and the map's areas
 * compare as drawn alike when nothing they show changed.
 */
import { effect } from '@preact/signals';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCalculatorModel } from '../../src/calculator/calculatorModel';
import { needParts, speak } from '../../src/i18n/speech';
import { drawingOf, type MapView, sameDrawing } from '../../src/ui/map/BoardMap';

beforeAll(async () => {
  await speak('en');
  await needParts('screens', 'engine');
});

/** How many times `read` ran: once at the start, once more for each change that reached it. */
function runs(read: () => unknown): { count: () => number; stop: () => void } {
  let count = 0;
  const stop = effect(() => {
    read();
    count += 1;
  });
  return { count: () => count, stop };
}

describe('a tapped count in the calculator', () => {
  it('leaves the names, the seats, the edition, the table and the disks asked as they were', () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    model.setCounts('castillo', [2, 1, 0, 0]);
    const before = {
      seated: model.seated.value,
      edition: model.edition.value,
      table: model.table.value,
      disks: model.disksAsked.value,
    };
    const names = runs(() => model.nameOf('red'));
    const seats = runs(() => model.seated.value);
    const disks = runs(() => model.disksAsked.value);
    model.changeCount('galicia', 'red', 1);
    model.changeCount('galicia', 'blue', 1);
    expect(model.countOf('galicia', 'red')).toBe(1);
    expect(names.count()).toBe(1);
    expect(seats.count()).toBe(1);
    expect(disks.count()).toBe(1);
    expect(model.seated.value).toBe(before.seated);
    expect(model.edition.value).toBe(before.edition);
    expect(model.table.value).toBe(before.table);
    expect(model.disksAsked.value).toBe(before.disks);
    expect(before.disks).toEqual(['red', 'blue']);
    // A colour put into the Castillo is asked for its disk: the list changes then.
    model.changeCount('castillo', 'yellow', 1);
    expect(model.disksAsked.value).toEqual(['red', 'blue', 'yellow']);
    // A name typed reaches what reads names.
    model.setName('red', 'Ana');
    expect(names.count()).toBe(2);
    expect(model.nameOf('red')).toBe('Ana');
    for (const watch of [names, seats, disks]) watch.stop();
    model.dispose();
  });

  it('scores the board after the tap once it has caught up (at once where nothing paints)', () => {
    const model = createCalculatorModel(Promise.resolve(undefined));
    model.setScore({ kind: 'area', area: 'galicia' });
    model.changeCount('galicia', 'red', 1);
    expect(model.result.value?.totals).toMatchObject({ red: 4 });
    model.changeCount('galicia', 'blue', 1);
    model.changeCount('galicia', 'blue', 1);
    expect(model.scoredCountOf('galicia', 'blue')).toBe(2);
    expect(model.result.value?.totals).toMatchObject({ blue: 4, red: 2 });
    model.dispose();
  });
});

describe('the map’s areas', () => {
  const view = (galicia: number): MapView => ({
    edition: 'classic',
    king: 'castilla-la-nueva',
    colours: ['red', 'blue'],
    nameOf: (id) => id,
    count: (area, id) => (area === 'galicia' && id === 'red' ? galicia : 1),
    grandes: {},
    mobileScoreboards: {},
    // Fresh marks every time, as a screen's redraw makes them.
    marksOf: (area) => (area === 'galicia' ? [{ id: 'blue', mark: '+2', words: 'Ambassador' }] : []),
  });
  const interaction = { purpose: 'choose', onSelect: () => undefined };

  it('are drawn alike when nothing they show changed, marks included', () => {
    expect(sameDrawing(drawingOf(view(1), interaction, 'galicia'), drawingOf(view(1), interaction, 'galicia'))).toBe(
      true,
    );
    expect(sameDrawing(drawingOf(view(1), interaction, 'aragon'), drawingOf(view(2), interaction, 'aragon'))).toBe(
      true,
    );
  });

  it('differ where a count or a mark changed', () => {
    expect(sameDrawing(drawingOf(view(1), interaction, 'galicia'), drawingOf(view(2), interaction, 'galicia'))).toBe(
      false,
    );
    const unmarked: MapView = { ...view(1), marksOf: () => [] };
    expect(sameDrawing(drawingOf(view(1), interaction, 'galicia'), drawingOf(unmarked, interaction, 'galicia'))).toBe(
      false,
    );
  });
});
