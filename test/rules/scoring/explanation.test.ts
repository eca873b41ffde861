import { describe, expect, it } from 'vitest';
import { formatRuleRef } from '../../../src/rules';
import { scoreArea } from '../../../src/rules/scoring/scoreArea';
import { scoreBoard } from '../../../src/rules/scoring/scoreBoard';
import { board, FOUR, rules } from '../../support/boards';
import { say } from '../../support/speech';

describe('explanations a player can check at the table', () => {
  const disputed = board({
    players: FOUR,
    king: 'aragon',
    grandes: { green: 'aragon' },
    mobile: { '8-4-0': 'aragon' },
    pieces: { aragon: { red: 3, blue: 3, green: 2, yellow: 1 } },
  });

  it('says which values were in force, which ranks pay, who got what and why, bonuses included', () => {
    const s = scoreArea(disputed, 'aragon', rules('bigbox'));
    expect(s.explanation.lines.map(say)).toEqual([
      'Aragón scores 8/4/0: the 8-4-0 mobile scoreboard lies here and replaces the printed values.',
      'With 4 scoring players, ranks 1 to 3 score.',
      'red and blue tie with 3 caballeros each and take rank 2, the rank below the one they tied for: 4 points each.',
      'After a tie the next in line continues at rank 3, the rank after the one the tied group received.',
      'green has 2 caballeros and takes rank 3: rank 3 is worth 0 here.',
      'yellow has 1 caballero and takes rank 4: no board pays a rank that low.',
      "King's bonus: not given, because red and blue tie for first place.",
      'Home bonus: not given, because red and blue tie for first place.',
    ]);
    expect(s.points).toEqual({ red: 4, blue: 4 });
  });

  it('cites the edition’s own sections for each rule used', () => {
    const cited = scoreArea(disputed, 'aragon', rules('bigbox')).explanation.refs.map(formatRuleRef);
    expect(cited).toEqual([
      'Big Box rules, “Score the regions sequentially”',
      'Big Box rules, “Score the regions sequentially, examples”',
      'Big Box rules, “Mobile scoreboards”',
      'Big Box rules, “King’s bonus”',
      'Big Box rules, “Home region bonus”',
    ]);
    const cited2023 = scoreArea(disputed, 'aragon', rules('2023')).explanation.refs.map((r) => r.source);
    expect(new Set(cited2023)).toEqual(new Set(['004']));
  });

  it('cites the fan translation when a table picks its tie reading', () => {
    const refs = scoreArea(disputed, 'aragon', rules('bigbox', { tie: 'shift-by-tied' })).explanation.refs;
    expect(refs).toContainEqual({ source: '000', section: 'Scoring based on number of Caballeros, example 1' });
    const lines = scoreArea(disputed, 'aragon', rules('bigbox', { tie: 'shift-by-tied' })).explanation.lines.map(say);
    expect(lines).toContain('After a tie of 2 the next in line skips one rank per tied colour, to rank 3.');
  });

  it('explains ranks that do not pay with fewer players', () => {
    const two = board({ players: ['red', 'blue'], pieces: { valencia: { red: 2, blue: 1 } } });
    expect(scoreArea(two, 'valencia', rules('classic')).explanation.lines.map(say)).toContain(
      'blue has 1 caballero and takes rank 2: rank 2 does not score with this many players.',
    );
  });

  it('explains a first-place-only scoring and an empty region', () => {
    const b = board({ players: FOUR, king: 'sevilla', pieces: { valencia: { red: 2, blue: 1 } } });
    const result = scoreBoard(b, { kind: 'first-place-only' }, rules('classic'));
    const valencia = result.areas.find((a) => a.area === 'valencia')?.explanation.lines.map(say) ?? [];
    expect(valencia).toContain('blue has 1 caballero and takes rank 2: only a sole first place scores here.');
    expect(result.areas[0]?.explanation.lines.map(say)).toContain('Nobody has caballeros here, so nobody scores.');
  });

  it('names regions the way the edition’s board prints them', () => {
    const b = board({ players: FOUR, king: 'galicia', pieces: { 'castilla-la-nueva': { red: 1 } } });
    expect(scoreArea(b, 'castilla-la-nueva', rules('2023')).explanation.lines.map(say)[0]).toBe(
      'Toledo scores 7/4/2 (its printed values).',
    );
    expect(scoreArea(b, 'castilla-la-nueva', rules('classic')).explanation.lines.map(say)[0]).toMatch(
      /^Castilla la Nueva \(New Castile\)/,
    );
  });
});
