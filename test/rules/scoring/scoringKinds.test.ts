import { describe, expect, it } from 'vitest';
import { scoreBoard } from '../../../src/rules/scoring/scoreBoard';
import { REGION_IDS } from '../../../src/rules/state/areaIds';
import { board, FOUR, rules } from '../../support/boards';
import { say } from '../../support/speech';

const classic = rules('classic');
const areasOf = (r: ReturnType<typeof scoreBoard>) => r.areas.map((a) => a.area);

describe('general scoring', () => {
  const b = board({
    players: FOUR,
    king: 'castilla-la-nueva',
    grandes: { red: 'granada' },
    pieces: {
      castillo: { red: 2, yellow: 1, blue: 2 },
      granada: { green: 3 },
      valencia: { blue: 1 },
    },
  });
  const destinations = { red: 'granada', yellow: 'castilla-la-nueva', blue: 'valencia' } as const;
  const result = scoreBoard(b, { kind: 'general', castilloDestinations: destinations }, classic);

  it('scores the Castillo first, then every region in board order', () => {
    expect(areasOf(result)).toEqual(['castillo', ...REGION_IDS]);
  });

  it('scores the Castillo with its caballeros still inside', () => {
    expect(result.areas[0]).toMatchObject({ area: 'castillo', points: { red: 3, blue: 3, yellow: 1 } });
  });

  it('moves each player’s Castillo caballeros to their disk region before the regions are scored', () => {
    const granada = result.areas.find((a) => a.area === 'granada');
    // red's 2 join red's home region: 2 vs green's 3, so green keeps first place.
    expect(granada?.ranks).toEqual({ red: 2, green: 1 });
    expect(granada?.points).toEqual({ green: 6, red: 3 });
    expect(result.areas.find((a) => a.area === 'valencia')?.points).toEqual({ blue: 5 });
  });

  it('sends caballeros whose disk names the King’s region back to the court', () => {
    expect(result.returnedToCourt).toEqual({ yellow: 1 });
    expect(result.areas.find((a) => a.area === 'castilla-la-nueva')?.ranks).toEqual({});
    expect(result.notes.map(say).join(' ')).toMatch(/yellow's 1 Castillo caballero goes back to the court/);
  });

  it('totals every scoring player, zeros included', () => {
    expect(result.totals).toEqual({ red: 3 + 3, blue: 3 + 5, yellow: 1, green: 6 });
  });

  it('cites the general scoring rule', () => {
    expect(result.refs).toContainEqual({ source: '002', section: 'Scoring' });
  });
});

describe('one area', () => {
  it('scores only that area; the Castillo may be scored without emptying it', () => {
    const b = board({ players: FOUR, pieces: { castillo: { red: 1 }, galicia: { blue: 1 } } });
    const result = scoreBoard(b, { kind: 'area', area: 'castillo' }, classic);
    expect(areasOf(result)).toEqual(['castillo']);
    expect(result.totals).toEqual({ red: 5, blue: 0, yellow: 0, green: 0 });
    expect(result.returnedToCourt).toEqual({});
  });

  it('may score the King’s region, with its bonus', () => {
    const b = board({ players: FOUR, king: 'galicia', pieces: { galicia: { blue: 1 } } });
    expect(scoreBoard(b, { kind: 'area', area: 'galicia' }, classic).totals.blue).toBe(6);
  });
});

describe('top-value regions', () => {
  it.each([
    [[4], ['galicia', 'cataluna', 'sevilla']],
    [[5], ['pais-vasco', 'aragon', 'valencia']],
    [
      [6, 7],
      ['castilla-la-vieja', 'castilla-la-nueva', 'granada'],
    ],
  ])('first value %j scores %j on a bare board', (values, expected) => {
    expect(areasOf(scoreBoard(board({ players: FOUR }), { kind: 'top-value', values }, classic))).toEqual(expected);
  });

  it('follows mobile scoreboards: 8/4/0 makes an 8-region, 4/0/0 makes a 4-region', () => {
    const b = board({ players: FOUR, mobile: { '8-4-0': 'aragon', '4-0-0': 'castilla-la-nueva' } });
    expect(areasOf(scoreBoard(b, { kind: 'top-value', values: [5] }, classic))).toEqual(['pais-vasco', 'valencia']);
    expect(areasOf(scoreBoard(b, { kind: 'top-value', values: [4] }, classic))).toEqual([
      'galicia',
      'cataluna',
      'castilla-la-nueva',
      'sevilla',
    ]);
    expect(areasOf(scoreBoard(b, { kind: 'top-value', values: [8] }, classic))).toEqual(['aragon']);
  });

  it('scores with the mobile values', () => {
    const b = board({ players: FOUR, mobile: { '4-0-0': 'granada' }, pieces: { granada: { red: 2, blue: 1 } } });
    expect(scoreBoard(b, { kind: 'top-value', values: [4] }, classic).totals).toEqual({
      red: 4,
      blue: 0,
      yellow: 0,
      green: 0,
    });
  });
});

describe('first place only', () => {
  it('pays a sole first place its first value with bonuses, and nobody else', () => {
    const b = board({
      players: FOUR,
      king: 'valencia',
      grandes: { blue: 'galicia' },
      pieces: { valencia: { red: 3, blue: 2 }, galicia: { blue: 2, green: 1 }, aragon: { yellow: 1, green: 1 } },
    });
    const result = scoreBoard(b, { kind: 'first-place-only' }, classic);
    expect(areasOf(result)).toEqual(REGION_IDS);
    expect(result.totals).toEqual({ red: 5 + 2, blue: 4 + 2, yellow: 0, green: 0 });
  });

  it('never scores the Castillo', () => {
    const b = board({ players: FOUR, pieces: { castillo: { red: 5 } } });
    expect(scoreBoard(b, { kind: 'first-place-only' }, classic).totals.red).toBe(0);
  });

  it('pays the first value even with two players', () => {
    const b = board({ players: ['red', 'blue'], pieces: { aragon: { red: 2, blue: 1 } } });
    expect(scoreBoard(b, { kind: 'first-place-only' }, classic).totals).toEqual({ red: 5, blue: 0 });
  });
});

describe('most and fewest caballeros', () => {
  const b = board({
    players: FOUR,
    neutral: ['dummy'],
    pieces: {
      castillo: { red: 9 },
      galicia: { red: 2, blue: 2 },
      aragon: { yellow: 3, dummy: 1 },
      valencia: { green: 1 },
      sevilla: { red: 1 },
    },
  });

  it('most: every region tied for the most caballeros in all, neutral ones counted, the Castillo ignored', () => {
    expect(areasOf(scoreBoard(b, { kind: 'most' }, classic))).toEqual(['galicia', 'aragon']);
  });

  it('fewest: every region tied for the fewest, empty regions and the Castillo ignored', () => {
    expect(areasOf(scoreBoard(b, { kind: 'fewest' }, classic))).toEqual(['sevilla', 'valencia']);
  });

  it('an empty board has nothing to score either way', () => {
    const empty = board({ players: FOUR, pieces: { castillo: { red: 2 } } });
    expect(scoreBoard(empty, { kind: 'most' }, classic).areas).toEqual([]);
    expect(scoreBoard(empty, { kind: 'fewest' }, classic).areas).toEqual([]);
  });
});

describe('unique secret-disk choices', () => {
  it('scores every region chosen by exactly one player, in board order', () => {
    const b = board({
      players: FOUR,
      king: 'cataluna',
      pieces: { granada: { red: 1 }, aragon: { blue: 2 }, galicia: { yellow: 1 } },
    });
    const result = scoreBoard(
      b,
      { kind: 'unique-choices', choices: { red: 'granada', blue: 'aragon', yellow: 'aragon', green: 'galicia' } },
      classic,
    );
    expect(areasOf(result)).toEqual(['galicia', 'granada']);
    expect(result.totals).toEqual({ red: 6, blue: 0, yellow: 4, green: 0 });
  });

  it('a player who named no region changes nothing', () => {
    const b = board({ players: FOUR });
    const result = scoreBoard(b, { kind: 'unique-choices', choices: { red: 'sevilla' } }, classic);
    expect(areasOf(result)).toEqual(['sevilla']);
  });
});
