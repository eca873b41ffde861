import { describe, expect, it } from 'vitest';
import { scoreArea } from '../../../src/rules/scoring/scoreArea';
import { scoreBoard } from '../../../src/rules/scoring/scoreBoard';
import { board, FOUR, rules } from '../../support/boards';
import { say } from '../../support/speech';

const classic = rules('classic');

describe("the King's bonus", () => {
  it('gives +2 to the sole first place whenever the King’s region is scored', () => {
    const b = board({ players: FOUR, king: 'aragon', pieces: { aragon: { red: 2, blue: 1 } } });
    const s = scoreArea(b, 'aragon', classic);
    expect(s.king).toEqual({ red: 2 });
    expect(s.points).toEqual({ red: 7, blue: 4 });
  });

  it('is not given in any other region', () => {
    const b = board({ players: FOUR, king: 'galicia', pieces: { aragon: { red: 2, blue: 1 } } });
    const s = scoreArea(b, 'aragon', classic);
    expect(s.king).toEqual({});
    expect(s.explanation.kingBonus).toEqual({ status: 'not-applicable' });
  });

  it('is blocked by a tie for first, and says so', () => {
    const b = board({ players: FOUR, king: 'aragon', pieces: { aragon: { red: 2, blue: 2, yellow: 1 } } });
    const s = scoreArea(b, 'aragon', classic);
    expect(s.king).toEqual({});
    expect(s.points).toEqual({ red: 4, blue: 4, yellow: 1 });
    expect(s.explanation.lines.map(say).join(' ')).toMatch(
      /King's bonus: not given, because red and blue tie for first/,
    );
  });

  it('goes to nobody in an empty King’s region', () => {
    const b = board({ players: FOUR, king: 'aragon' });
    expect(scoreArea(b, 'aragon', classic).explanation.kingBonus).toEqual({ status: 'nobody-here' });
  });

  it('still comes on top of a mobile scoreboard, and on top of a first value of 0-point ranks', () => {
    const b = board({
      players: FOUR,
      king: 'aragon',
      mobile: { '4-0-0': 'aragon' },
      pieces: { aragon: { red: 3, blue: 1 } },
    });
    expect(scoreArea(b, 'aragon', classic).points).toEqual({ red: 6 });
  });

  it('is paid with two players even though only rank 1 scores', () => {
    const b = board({ players: ['red', 'blue'], king: 'aragon', pieces: { aragon: { red: 3, blue: 1 } } });
    expect(scoreArea(b, 'aragon', classic).points).toEqual({ red: 7 });
  });
});

describe('the home bonus', () => {
  it('gives +2 to a player alone in first place where their Grande stands', () => {
    const b = board({ players: FOUR, grandes: { blue: 'valencia' }, pieces: { valencia: { blue: 3, red: 1 } } });
    const s = scoreArea(b, 'valencia', classic);
    expect(s.home).toEqual({ blue: 2 });
    expect(s.points).toEqual({ blue: 7, red: 3 });
  });

  it('goes to nobody when the first player’s Grande stands elsewhere', () => {
    const b = board({
      players: FOUR,
      grandes: { blue: 'valencia', red: 'galicia' },
      pieces: { valencia: { red: 3, blue: 1 } },
    });
    const s = scoreArea(b, 'valencia', classic);
    expect(s.home).toEqual({});
    expect(s.explanation.homeBonus).toEqual({ status: 'first-has-no-home-here', first: 'red' });
  });

  it('goes to the leader among several Grandes sharing a region', () => {
    const b = board({
      players: FOUR,
      grandes: { red: 'valencia', blue: 'valencia' },
      pieces: { valencia: { blue: 3, red: 2 } },
    });
    expect(scoreArea(b, 'valencia', classic).home).toEqual({ blue: 2 });
  });

  it('is blocked by a tie for first', () => {
    const b = board({ players: FOUR, grandes: { red: 'valencia' }, pieces: { valencia: { red: 2, blue: 2 } } });
    expect(scoreArea(b, 'valencia', classic).home).toEqual({});
  });

  it('does not count the Grande itself toward the majority', () => {
    const b = board({ players: FOUR, grandes: { red: 'valencia' }, pieces: { valencia: { blue: 1 } } });
    const s = scoreArea(b, 'valencia', classic);
    expect(s.points).toEqual({ blue: 5 });
    expect(s.ranks).toEqual({ blue: 1 });
  });

  it('stacks with the King’s bonus for +4 in all', () => {
    const b = board({
      players: FOUR,
      king: 'valencia',
      grandes: { red: 'valencia' },
      pieces: { valencia: { red: 2, blue: 1 } },
    });
    const s = scoreArea(b, 'valencia', classic);
    expect(s).toMatchObject({
      base: { red: 5, blue: 3 },
      king: { red: 2 },
      home: { red: 2 },
      points: { red: 9, blue: 3 },
    });
  });
});

describe('neutral pieces', () => {
  it('take a rank and its value is lost', () => {
    const b = board({ players: FOUR, neutral: ['dummy'], pieces: { valencia: { dummy: 3, red: 2, blue: 1 } } });
    const s = scoreArea(b, 'valencia', classic);
    expect(s.points).toEqual({ red: 3, blue: 2 });
    expect(s.ranks).toEqual({ dummy: 1, red: 2, blue: 3 });
    expect(s.explanation.lines.map(say)).toContain(
      'dummy (neutral) has 3 caballeros and takes rank 1: the 5 points are lost, because neutral pieces never score.',
    );
  });

  it('in sole first place block both bonuses', () => {
    const b = board({
      players: FOUR,
      neutral: ['dummy'],
      king: 'valencia',
      grandes: { red: 'valencia' },
      pieces: { valencia: { dummy: 3, red: 2 } },
    });
    const s = scoreArea(b, 'valencia', classic);
    expect(s.king).toEqual({});
    expect(s.home).toEqual({});
    expect(s.explanation.kingBonus).toEqual({ status: 'neutral-first', neutral: 'dummy' });
  });

  it('tied with players push everyone tied to the next rank, and lose their share', () => {
    const b = board({ players: FOUR, neutral: ['dummy'], pieces: { valencia: { dummy: 2, red: 2, blue: 1 } } });
    const s = scoreArea(b, 'valencia', classic);
    expect(s.points).toEqual({ red: 3, blue: 2 });
    expect(s.explanation.lines.map(say)).toContain(
      "red and dummy (neutral) tie with 2 caballeros each and take rank 2, the rank below the one they tied for: 3 points each for red; dummy's share is lost, because neutral pieces never score.",
    );
  });

  it('never appear in points or totals', () => {
    const b = board({ players: FOUR, neutral: ['dummy'], pieces: { valencia: { dummy: 3, red: 1 } } });
    const result = scoreBoard(b, { kind: 'area', area: 'valencia' }, classic);
    expect(result.areas[0]?.points).toEqual({ red: 3 });
    expect(result.totals).toEqual({ red: 3, blue: 0, yellow: 0, green: 0 });
  });
});
