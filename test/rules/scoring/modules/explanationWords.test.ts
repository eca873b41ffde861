/**
 * The words a table reads for the variants' and expansions' points: a fallen Granada's values shown
 * as printed and doubled, black caballeros named as the Church or the Grand Inquisitor wherever they
 * move, and counts that agree with their verbs.
 */
import { describe, expect, it } from 'vitest';
import { scoreArea } from '../../../../src/rules/scoring/scoreArea';
import { scoreBoard } from '../../../../src/rules/scoring/scoreBoard';
import { board, FOUR, moduleRules } from '../../../support/boards';
import { say } from '../../../support/speech';

describe('explanation words for the modules', () => {
  it('a fallen Granada shows its printed values and their double', () => {
    const b = board({ players: FOUR, pieces: { granada: { red: 7, blue: 5 } }, modules: { granada: 'muslim' } });
    const s = scoreBoard(b, { kind: 'granada-conquest' }, moduleRules('classic', ['granada-1995']));
    const [first] = s.areas[0]?.explanation.lines.map(say) ?? [];
    expect(first).toBe('Granada scores 12/6/2: its printed values 6/3/1, doubled.');
  });

  it('held black caballeros leaving the Castillo are named and follow their holder’s disk', () => {
    const b = board({
      players: FOUR,
      king: 'aragon',
      pieces: { castillo: { inquisitor: 2 } },
      modules: { holders: { inquisitor: 'red' } },
    });
    const s = scoreBoard(
      b,
      { kind: 'general', castilloDestinations: { red: 'galicia' } },
      moduleRules('classic', ['grand-inquisitor-colonies'], {}),
    );
    expect(s.notes.map(say)).toContain(
      "The Grand Inquisitor's 2 Castillo caballeros go, following red's disk, to Galicia.",
    );
  });

  it('one caballero off the Limit table stands off it; two stand off it', () => {
    const rules = moduleRules('classic', ['grand-inquisitor-colonies']);
    const one = board({
      players: FOUR,
      pieces: { aragon: { red: 3 } },
      modules: { limitTable: { area: 'aragon', onTable: { red: 2 } } },
    });
    expect(scoreArea(one, 'aragon', rules).explanation.lines.map(say)).toContain(
      '1 caballero of red stands off the Limit table and does not count.',
    );
    const two = { ...one, modules: { limitTable: { area: 'aragon' as const, onTable: { red: 1 } } } };
    expect(scoreArea(two, 'aragon', rules).explanation.lines.map(say)).toContain(
      '2 caballeros of red stand off the Limit table and do not count.',
    );
  });

  it('an unheld Grand Inquisitor first in a region blocks the bonuses, named as himself', () => {
    const b = board({ players: FOUR, king: 'aragon', pieces: { aragon: { inquisitor: 3, red: 1 } } });
    const lines = scoreArea(b, 'aragon', moduleRules('classic', ['grand-inquisitor-colonies'])).explanation.lines.map(
      say,
    );
    expect(lines).toContain("King's bonus: not given, because the Grand Inquisitor, neutral here, holds first place.");
  });

  it('black caballeros nobody holds are named as the invisible player whose share is lost', () => {
    const b = board({ players: FOUR, pieces: { valencia: { red: 3, inquisitor: 2, green: 1 } } });
    const lines = scoreArea(b, 'valencia', moduleRules('classic', ['grand-inquisitor-colonies'])).explanation.lines.map(
      say,
    );
    expect(lines).toContain(
      'The Grand Inquisitor (an invisible player) has 2 caballeros and takes rank 2: the 3 points are lost, because an invisible player never scores.',
    );
  });
});
