/** The modules' words: the English catalog says what the module data says, and German and Spanish translate it. */
import { describe, expect, it } from 'vitest';
import {
  apartWords,
  areaRefusal,
  keysOf,
  MODULE_IDS,
  MODULE_LIST,
  MODULE_OPTIONS,
  type ModuleOptionId,
  moduleSummaryWords,
  moduleTable,
  moduleWords,
  REFUSED_COMBINATIONS,
  REFUSED_IN_PLAY,
  readingChoiceWords,
  readingExplanationWords,
  readingWords,
  refusedWith,
} from '../../../src/rules';
import { german, say, spanish } from '../../support/speech';

describe('the modules’ words in English are the module data’s, word for word', () => {
  it('names and summaries', () => {
    for (const m of MODULE_LIST) {
      expect(say(moduleWords(m.id))).toBe(m.name);
      expect(say(moduleSummaryWords(m.id))).toBe(m.summary);
    }
  });

  it('readings, their explanations and every choice', () => {
    const check = <K extends ModuleOptionId>(id: K) => {
      const option = MODULE_OPTIONS[id];
      expect(say(readingWords(id))).toBe(option.label);
      expect(say(readingExplanationWords(id))).toBe(option.explanation);
      for (const choice of option.choices) expect(say(readingChoiceWords(id, choice.value))).toBe(choice.label);
    };
    for (const id of keysOf(MODULE_OPTIONS)) check(id);
  });

  it('why two modules are kept apart, either way round', () => {
    for (const { pair, why } of REFUSED_COMBINATIONS) {
      expect(say(apartWords(pair[0], pair[1]))).toBe(why);
      expect(say(apartWords(pair[1], pair[0]))).toBe(why);
      expect(say(refusedWith(pair[1], [pair[0]])?.whyWords ?? '')).toBe(why);
    }
  });

  it('why two modules are kept apart in a game though a board may hold both', () => {
    for (const { pair, why } of REFUSED_IN_PLAY) {
      expect(say(apartWords(pair[0], pair[1]))).toBe(why);
      expect(say(refusedWith(pair[1], [pair[0]], 'game')?.whyWords ?? '')).toBe(why);
      expect(refusedWith(pair[1], [pair[0]])).toBeUndefined();
    }
  });

  it('why an area refuses the King, a Grande, a disk…, on every table of one module', () => {
    for (const id of [undefined, ...MODULE_IDS]) {
      for (const area of moduleTable(id ? [id] : []).areas) {
        for (const what of keysOf(area.refusals)) expect(say(areaRefusal(area, what) ?? '')).toBe(area.refusals[what]);
        expect(areaRefusal(area, 'room') === undefined).toBe(area.refusals.room === undefined);
      }
    }
  });
});

describe('the modules’ words in German and Spanish', () => {
  it('names every module in its own words', () => {
    expect(german.say(moduleWords('church'))).toBe('Die Kirche (Variante 1995)');
    expect(spanish.say(moduleWords('church'))).toBe('La Iglesia (variante de 1995)');
    expect(german.say(moduleWords('grand-inquisitor-colonies'))).toBe('Großinquisitor & Kolonien');
    expect(spanish.say(moduleWords('granada-1995'))).toBe('Granada musulmana (variante de 1995)');
  });

  it('says readings and choices, never in English', () => {
    for (const speaker of [german, spanish]) {
      for (const id of keysOf(MODULE_OPTIONS)) {
        const text = speaker.say(readingExplanationWords(id));
        expect(text).not.toBe(MODULE_OPTIONS[id].explanation);
        expect(text).not.toMatch(/[{}]/);
      }
    }
    expect(german.say(readingChoiceWords('homeAdvantage', 'first-place'))).toBe('Nur um Platz 1 zu entscheiden');
    expect(spanish.say(readingChoiceWords('granadaConquest', 'immediately'))).toBe('Cae enseguida y se puntúa doble');
  });

  it('says why an area refuses, with the citation in the reader’s words', () => {
    const france = moduleTable(['france-1995']).area('france');
    expect(france && german.say(areaRefusal(france, 'disk') ?? '')).toBe(
      'keine Geheimscheibe nennt Frankreich (Regeln von 1995, „Variantenregeln: Frankreich“)',
    );
    expect(france && spanish.say(areaRefusal(france, 'room') ?? '')).toBe(
      'Francia solo tiene 3 casillas (Reglas de 1995, «Reglas de variantes: Francia»)',
    );
  });
});
