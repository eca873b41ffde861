import { signal } from '@preact/signals-core';
import { renderToString } from 'preact-render-to-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needParts, speak } from '../../src/i18n/speech';
import { explainScorings } from '../../src/rules';
import { historyOf } from '../../src/session/history';
import { HistoryScorings } from '../../src/ui/game/HistoryScorings';
import { exampleLog } from '../support/exampleSession';

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the history keeps every scoring of the game', () => {
  beforeAll(() => needParts('screens', 'engine'));
  afterAll(() => speak('en'));

  it('each entry carries the scorings it caused, the same ones and in the same order as the game’s', () => {
    const log = exampleLog();
    const entries = historyOf(signal(log)).value;
    const caused = entries.flatMap((e) => e.scorings.map((event) => ({ index: e.index, event })));
    const expected = explainScorings(log);
    expect(caused.length).toBeGreaterThan(5);
    expect(caused.map((c) => c.index)).toEqual(expected.map((e) => e.index));
    expect(caused.map((c) => c.event)).toEqual(expected.map((e) => e.event));
    // General scorings and cards' scorings alike.
    expect(new Set(caused.map((c) => c.event.cause))).toEqual(new Set(['general', 'special']));
    // Entries that scored nothing carry nothing.
    expect(entries.filter((e) => e.command.type === 'end-turn').every((e) => e.scorings.length === 0)).toBe(true);
  });

  it('a scoring in the history is named by its cause and round, and opens on its reasons', async () => {
    const entries = historyOf(signal(exampleLog())).value;
    const general = entries.find((e) => e.scorings[0]?.cause === 'general')!;
    const render = () =>
      textOf(renderToString(<HistoryScorings before={general.before!} scorings={general.scorings} />));
    await speak('en');
    expect(render()).toContain(`Why these points: the general scoring after round ${general.scorings[0]!.round}`);
    await speak('de');
    expect(render()).toContain(
      `Woher die Punkte kommen: die allgemeine Wertung nach Runde ${general.scorings[0]!.round}`,
    );
    await speak('es');
    expect(render()).toContain('Por qué estos puntos: la puntuación general tras la ronda');
  });
});
