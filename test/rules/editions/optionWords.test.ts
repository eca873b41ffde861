/** The rule options, their readings and the presets' names read in German and Spanish. */
import { describe, expect, it } from 'vitest';
import { editionWords, keysOf, RULE_OPTIONS, words } from '../../../src/rules';
import { german, say, spanish } from '../../support/speech';

describe('the rule options in other languages', () => {
  it('name every option and explain it in the reader’s language', () => {
    for (const id of keysOf(RULE_OPTIONS)) {
      const { label, explanation, choices } = RULE_OPTIONS[id];
      for (const speaker of [german, spanish]) {
        for (const text of [label, explanation]) {
          expect(speaker.say(text), id).not.toBe(say(text));
          expect(speaker.say(text), id).not.toMatch(/[{}]/);
        }
        for (const choice of choices) expect(speaker.say(choice.label), id).not.toMatch(/[{}]/);
      }
    }
  });

  it('keep the English wording, and say the readings as a player at the table would', () => {
    expect(say(RULE_OPTIONS.tie.label)).toBe('Players below a tie');
    expect(RULE_OPTIONS.threePlayerFourStacks.choices.map((c) => german.say(c.label))).toEqual([
      'Vier Stapel',
      'Fünf Stapel',
    ]);
    expect(spanish.say(RULE_OPTIONS.veto.label)).toBe('Qué detiene un veto');
    expect(german.say(editionWords('2023'))).toBe('Ausgabe 2023');
    expect(spanish.say(editionWords('classic'))).toBe('Clásica (reglas de 1995)');
  });

  it('refuse a value that is none of an option’s readings in the reader’s language', () => {
    const refusal = words('refusal.setup/bad-option', { option: RULE_OPTIONS.veto.label, value: '“sometimes”' });
    expect(say(refusal)).toBe('What a Veto stops: “sometimes” is not one of its readings');
    expect(german.say(refusal)).toBe('Was ein Veto stoppt: “sometimes” ist keine ihrer Lesarten');
    expect(spanish.say(refusal)).toBe('Qué detiene un veto: “sometimes” no es una de sus lecturas');
  });
});
