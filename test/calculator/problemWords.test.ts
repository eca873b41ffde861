import { beforeAll, describe, expect, it } from 'vitest';
import { nameAtTable } from '../../src/calculator/draft';
import { problemWords } from '../../src/calculator/problemWords';
import { needParts, speak } from '../../src/i18n/speech';
import { areaWords, MODULE_OPTIONS, words as rulesWords, type Text } from '../../src/rules';
import { german, say, spanish } from '../support/speech';

const problem = (field: string, reason: Text = 'is wrong') =>
  problemWords(
    { field, reason },
    (id) => nameAtTable({ red: 'Ana' }, id),
    (area) => areaWords('classic', area),
  );
const words = (field: string, reason = 'is wrong') => say(problem(field, reason));

beforeAll(async () => {
  await speak('en');
  await needParts('screens', 'engine');
});

describe('what a board still lacks, in the table’s words', () => {
  it('names the format-2 parts of the board the way the screen shows them', () => {
    expect(words('printedValues.america', 'missing')).toBe('The values on America: missing');
    expect(words('roles.viceroy')).toBe('The Viceroy: is wrong');
    expect(words('inquisitor.holder')).toBe('The Grand Inquisitor’s holder: is wrong');
    expect(words('limitTable.onTable.red')).toBe('Ana on the Limit table: is wrong');
    expect(words('pieces.ship.inquisitor')).toBe('Grand Inquisitor in the Ship: is wrong');
    expect(words('castilloDestinations.inquisitor')).toBe("Grand Inquisitor's secret disk for the Castillo: is wrong");
    expect(words('score.limitTableArrivals')).toBe('Who goes onto the Limit table: is wrong');
    expect(words('score.interludeMoves.0.count')).toBe('Free choice move 1: is wrong');
    expect(words('score.deliveries.red.gold')).toBe("Ana's discs delivered: is wrong");
    expect(words('rules.limitOverflow')).toBe(`The reading “${MODULE_OPTIONS.limitOverflow.label}”: is wrong`);
  });

  it('names a colour by its name in the reason too, and goes on from a missing part with no second colon', () => {
    const missing = rulesWords('snapshot.disk.missing', {
      why: rulesWords('snapshot.disk.why.castillo', { id: 'blue' }),
    });
    expect(say(problem('castilloDestinations.blue', missing))).toBe(
      "Blue's secret disk for the Castillo is missing: Blue has caballeros in the Castillo, and a general scoring needs the region on their secret disk",
    );
    expect(german.say(problem('castilloDestinations.red', missing))).toMatch(
      /^Geheimscheibe von Ana für das Castillo fehlt: Blue hat Caballeros im Castillo/,
    );
    expect(words('castilloDestinations.red', 'is wrong')).toBe("Ana's secret disk for the Castillo: is wrong");
  });

  it('keeps the words it had for format 1', () => {
    expect(words('castilloDestinations.red', 'is missing')).toBe("Ana's secret disk for the Castillo: is missing");
    expect(words('pieces.toledo.red')).toBe('Ana in Castilla la Nueva (New Castile): is wrong');
  });

  it('speaks German and Spanish', () => {
    expect(german.say(problem('castilloDestinations.red', 'fehlt'))).toBe(
      'Geheimscheibe von Ana für das Castillo: fehlt',
    );
    expect(spanish.say(problem('score.interludeMoves.1.count', 'falta'))).toBe('Movimiento libre 2: falta');
    expect(german.say(problem('roles.viceroy', 'fehlt'))).toBe('Der Vizekönig: fehlt');
  });
});
