/**
 * Every worked scoring example in the five rulebook texts (000–004, listed in src/rules/editions/sources.ts), rebuilt as a board
 * and scored by the engine. Each test names the seed file and the example it reproduces.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkEveryLanguage } from './everyLanguage';

// Every explanation the examples' scorings give is read afterwards in English, German and Spanish.
vi.mock('../../../src/rules/scoring/explainArea', async (original) =>
  (await import('./heardExplanations')).listening(await original()),
);
afterAll(checkEveryLanguage);

import { scoringContext } from '../../../src/rules/scoring/context';
import { scoreArea } from '../../../src/rules/scoring/scoreArea';
import { scoreBoard } from '../../../src/rules/scoring/scoreBoard';
import { selectTopValueRegions } from '../../../src/rules/scoring/select/selectTopValueRegions';
import { board, FIVE, FOUR, rules } from '../../support/boards';

describe('000 (1995 rules, fan translation): Scoring based on number of Caballeros', () => {
  const three4s = { red: 4, blue: 4, yellow: 4, green: 3 };

  it('example 1 as printed there: three tied at 4 get rank 2 (3 points); green drops to rank 4 and scores nothing', () => {
    const b = board({ players: FOUR, pieces: { 'pais-vasco': three4s } }); // a 5/3/1 region
    const s = scoreArea(b, 'pais-vasco', rules('classic', { tie: 'shift-by-tied' }));
    expect(s.points).toEqual({ red: 3, blue: 3, yellow: 3 });
    expect(s.ranks).toEqual({ red: 2, blue: 2, yellow: 2, green: 4 });
  });

  it('example 2: red 4 → 6, blue 3 → 4, yellow and green tie at 2 and slide to rank 4 (both tie rules)', () => {
    const b = board({ players: FOUR, pieces: { 'castilla-la-vieja': { red: 4, blue: 3, yellow: 2, green: 2 } } }); // 6/4/2
    for (const tie of ['official', 'shift-by-tied'] as const) {
      const s = scoreArea(b, 'castilla-la-vieja', rules('classic', { tie }));
      expect(s.points).toEqual({ red: 6, blue: 4 });
      expect(s.ranks).toEqual({ red: 1, blue: 2, yellow: 4, green: 4 });
    }
  });

  it('Special Scoring: all “4” regions, examples 1 and 2: 8/4/0 takes Galicia out, 4/0/0 brings Granada in', () => {
    // "Special Scoring: all '4' regions": 8/4/0 on Galicia takes it out; 4/0/0 on Granada brings it in.
    const b = board({ players: FOUR, mobile: { '8-4-0': 'galicia', '4-0-0': 'granada' } });
    expect(selectTopValueRegions(scoringContext(rules('classic')), b, [4])).toEqual(['cataluna', 'sevilla', 'granada']);
  });

  it('two players: only the first value scores', () => {
    const b = board({ players: ['red', 'blue'], pieces: { aragon: { red: 3, blue: 2 } } });
    expect(scoreArea(b, 'aragon', rules('classic')).points).toEqual({ red: 5 });
  });

  it('three players: only the first two values score', () => {
    const b = board({ players: ['red', 'blue', 'yellow'], pieces: { aragon: { red: 3, blue: 2, yellow: 1 } } });
    expect(scoreArea(b, 'aragon', rules('classic')).points).toEqual({ red: 5, blue: 4 });
  });
});

describe('001 (one-page summary): footnotes on ties and bonuses', () => {
  it('footnote ***: two tied for first both get rank 2; the next player gets rank 3; the fourth nothing', () => {
    const b = board({ players: FOUR, pieces: { valencia: { red: 3, blue: 3, yellow: 2, green: 1 } } }); // 5/3/2
    const s = scoreArea(b, 'valencia', rules('classic'));
    expect(s.points).toEqual({ red: 3, blue: 3, yellow: 2 });
    expect(s.ranks).toEqual({ red: 2, blue: 2, yellow: 3, green: 4 });
  });

  it('footnote ****: bonuses stack, but a tie for first gives neither', () => {
    const stacked = board({
      players: FOUR,
      king: 'granada',
      grandes: { red: 'granada' },
      pieces: { granada: { red: 3, blue: 1 } },
    });
    expect(scoreArea(stacked, 'granada', rules('classic')).points).toEqual({ red: 10, blue: 3 });
    const tied = board({ ...stacked, pieces: { granada: { red: 3, blue: 3 } } });
    const s = scoreArea(tied, 'granada', rules('classic'));
    expect(s.points).toEqual({ red: 3, blue: 3 });
    expect(s.king).toEqual({});
    expect(s.home).toEqual({});
  });
});

describe('002 (Decennial rulebook)', () => {
  it('Score the Regions, example 1: three tied at 4 get 3 each; green takes rank 3 and scores 1', () => {
    const b = board({ players: FOUR, pieces: { 'pais-vasco': { red: 4, blue: 4, yellow: 4, green: 3 } } });
    const s = scoreArea(b, 'pais-vasco', rules('classic'));
    expect(s.points).toEqual({ red: 3, blue: 3, yellow: 3, green: 1 });
    expect(s.ranks).toEqual({ red: 2, blue: 2, yellow: 2, green: 3 });
  });

  it('Score the Regions, example 2: 6/4/2 with red 4, blue 3, yellow and green 2 → 6, 4, 0, 0', () => {
    const b = board({ players: FOUR, pieces: { 'castilla-la-vieja': { red: 4, blue: 3, yellow: 2, green: 2 } } });
    expect(scoreArea(b, 'castilla-la-vieja', rules('classic')).points).toEqual({ red: 6, blue: 4 });
  });

  it('3 stack, all 4 regions: 8/4/0 in Galicia removes it, 4/0/0 in Granada adds it', () => {
    const b = board({
      players: FOUR,
      mobile: { '8-4-0': 'galicia', '4-0-0': 'granada' },
      pieces: { granada: { red: 2, blue: 1 }, galicia: { blue: 5 } },
    });
    const result = scoreBoard(b, { kind: 'top-value', values: [4] }, rules('classic'));
    expect(result.areas.map((a) => a.area)).toEqual(['cataluna', 'sevilla', 'granada']);
    expect(result.totals).toEqual({ red: 4, blue: 0, yellow: 0, green: 0 });
  });

  it('3 stack, first position only: a tie for first scores nothing', () => {
    const b = board({
      players: FOUR,
      pieces: { aragon: { red: 2, blue: 2, yellow: 1 }, valencia: { red: 3, blue: 1 } },
    });
    const result = scoreBoard(b, { kind: 'first-place-only' }, rules('classic'));
    expect(result.totals).toEqual({ red: 5, blue: 0, yellow: 0, green: 0 });
  });

  it('Grand Inquisitor: Valencia, 5 players, red 3, black caballeros 2, green 1 → red 5, green 2; second place is lost', () => {
    const b = board({
      players: FIVE,
      neutral: ['inquisitor'],
      pieces: { valencia: { red: 3, inquisitor: 2, green: 1 } },
    });
    const s = scoreArea(b, 'valencia', rules('classic'));
    expect(s.points).toEqual({ red: 5, green: 2 });
    expect(s.ranks).toEqual({ red: 1, inquisitor: 2, green: 3 });
  });
});

describe('003 (Big Box rulebook): General scoring examples', () => {
  const players = ['ramon', 'benita', 'gabriel', 'ricarda'];

  it('Score the Castillo: Ramon and Benita tie at 2 → 3 each; Gabriel third → 1', () => {
    const b = board({ players, pieces: { castillo: { ramon: 2, benita: 2, gabriel: 1 } } });
    expect(scoreArea(b, 'castillo', rules('bigbox')).points).toEqual({ ramon: 3, benita: 3, gabriel: 1 });
  });

  it('Galicia: Gabriel 3 → 4, Benita 2 → 2, Ramon third with 1 → Galicia pays 0 for third', () => {
    const b = board({ players, king: 'sevilla', pieces: { galicia: { gabriel: 3, benita: 2, ramon: 1 } } });
    const s = scoreArea(b, 'galicia', rules('bigbox'));
    expect(s.points).toEqual({ gabriel: 4, benita: 2 });
    expect(s.ranks).toEqual({ gabriel: 1, benita: 2, ramon: 3 });
  });

  it('País Vasco: three tied at 3 → 3 each; Gabriel with 2 → 1 for third', () => {
    const b = board({ players, pieces: { 'pais-vasco': { benita: 3, ramon: 3, ricarda: 3, gabriel: 2 } } });
    expect(scoreArea(b, 'pais-vasco', rules('bigbox')).points).toEqual({ benita: 3, ramon: 3, ricarda: 3, gabriel: 1 });
  });

  it('Aragón: two tied for first → 4 each; two tied for third → nothing (there is no fourth value)', () => {
    const b = board({ players, pieces: { aragon: { gabriel: 3, ricarda: 3, benita: 2, ramon: 2 } } });
    const s = scoreArea(b, 'aragon', rules('bigbox'));
    expect(s.points).toEqual({ gabriel: 4, ricarda: 4 });
    expect(s.ranks).toEqual({ gabriel: 2, ricarda: 2, benita: 4, ramon: 4 });
  });

  it('King’s bonus: Cataluña is the King’s region; Gabriel 2 → 4 + 2, Ramon 1 → 2', () => {
    const b = board({ players, king: 'cataluna', pieces: { cataluna: { gabriel: 2, ramon: 1 } } });
    const s = scoreArea(b, 'cataluna', rules('bigbox'));
    expect(s.points).toEqual({ gabriel: 6, ramon: 2 });
    expect(s.king).toEqual({ gabriel: 2 });
  });

  it('Home region bonus: Ramon’s Grande in Granada, 4 caballeros → 6 + 2; Gabriel and Ricarda tied at 1 → 1 each', () => {
    const b = board({
      players,
      grandes: { ramon: 'granada' },
      pieces: { granada: { ramon: 4, gabriel: 1, ricarda: 1 } },
    });
    const s = scoreArea(b, 'granada', rules('bigbox'));
    expect(s.points).toEqual({ ramon: 8, gabriel: 1, ricarda: 1 });
    expect(s.home).toEqual({ ramon: 2 });
  });

  it('3 stack, “4” regions: the 4/0/0 board on the Castillo never makes it scored', () => {
    const b = board({ players, mobile: { '4-0-0': 'castillo' }, pieces: { castillo: { ramon: 3 } } });
    const result = scoreBoard(b, { kind: 'top-value', values: [4] }, rules('bigbox'));
    expect(result.areas.map((a) => a.area)).toEqual(['galicia', 'cataluna', 'sevilla']);
    expect(result.totals.ramon).toBe(0);
  });

  it('2 players: only the sole majority scores the first value', () => {
    const b = board({ players: ['ramon', 'benita'], pieces: { castillo: { ramon: 2, benita: 1 } } });
    expect(scoreArea(b, 'castillo', rules('bigbox')).points).toEqual({ ramon: 5 });
  });
});

describe('004 (2023 rulebook): General scoring examples', () => {
  const players = ['you', 'blue', 'orange', 'green'];

  it('Castillo: you 3 → 5, Blue 2 → 3, Orange 1 → 1, Green none → nothing', () => {
    const b = board({ players, pieces: { castillo: { you: 3, blue: 2, orange: 1 } } });
    const s = scoreArea(b, 'castillo', rules('2023'));
    expect(s.points).toEqual({ you: 5, blue: 3, orange: 1 });
    expect(s.ranks).not.toHaveProperty('green');
  });

  it('Galicia: Orange 4 → 4, Blue 3 → 2, you third with 2 → 0, Green fourth → 0', () => {
    const b = board({ players, king: 'granada', pieces: { galicia: { orange: 4, blue: 3, you: 2, green: 1 } } });
    expect(scoreArea(b, 'galicia', rules('2023')).points).toEqual({ orange: 4, blue: 2 });
  });

  it('Resolving ties, Navarra: three tied at 2 → 3 each (Green’s Grande there counts for nothing); Orange 1 → 1', () => {
    const b = board({
      players,
      king: 'granada',
      grandes: { green: 'pais-vasco' },
      pieces: { 'pais-vasco': { you: 2, blue: 2, green: 2, orange: 1 } },
    });
    const s = scoreArea(b, 'pais-vasco', rules('2023'));
    expect(s.points).toEqual({ you: 3, blue: 3, green: 3, orange: 1 });
    expect(s.explanation.homeBonus).toEqual({ status: 'tie-for-first', tied: ['you', 'blue', 'green'] });
  });

  it('Sevilla: Blue (Grande there) and Green tie at 2 → 3 each, no Grande’s bonus; you 1 → 1', () => {
    const b = board({
      players,
      king: 'granada',
      grandes: { blue: 'sevilla' },
      pieces: { sevilla: { blue: 2, green: 2, you: 1 } },
    });
    const s = scoreArea(b, 'sevilla', rules('2023'));
    expect(s.points).toEqual({ blue: 3, green: 3, you: 1 });
    expect(s.home).toEqual({});
  });

  it('Granada, the King’s region and your home: you 3 → 6 + 2 + 2 = 10; Orange and Green tie for second → 1 each', () => {
    const b = board({
      players,
      king: 'granada',
      grandes: { you: 'granada' },
      pieces: { granada: { you: 3, orange: 1, green: 1 } },
    });
    const s = scoreArea(b, 'granada', rules('2023'));
    expect(s.points).toEqual({ you: 10, orange: 1, green: 1 });
    expect(s.king).toEqual({ you: 2 });
    expect(s.home).toEqual({ you: 2 });
  });

  it('2-player game: the dummy takes ranks but never scores; ranks 1 and 2 count', () => {
    const b = board({
      players: ['you', 'blue'],
      neutral: ['dummy'],
      pieces: { aragon: { dummy: 4, you: 3, blue: 1 } },
    });
    const s = scoreArea(b, 'aragon', rules('2023'));
    expect(s.points).toEqual({ you: 4 });
    expect(s.ranks).toEqual({ dummy: 1, you: 2, blue: 3 });
  });

  it('3-player game: only the first two values count', () => {
    const b = board({ players: ['you', 'blue', 'green'], pieces: { aragon: { you: 3, blue: 2, green: 1 } } });
    expect(scoreArea(b, 'aragon', rules('2023')).points).toEqual({ you: 5, blue: 4 });
  });
});
