import { expect } from 'vitest';
import { ruleRefWords } from '../../../src/rules';
import { english, german, spanish } from '../../support/speech';
import { heard } from './heardExplanations';

/**
 * Every line and rule of every explanation heard reads in English, German and Spanish: each
 * language's line is whole (no placeholder left) and in its own words (never the English line).
 */
export function checkEveryLanguage(): void {
  expect(heard.length).toBeGreaterThan(0);
  for (const { lines, refs, areaName } of heard) {
    english.say(areaName);
    for (const line of [...lines, ...refs.map(ruleRefWords)]) {
      const inEnglish = english.say(line);
      for (const other of [german, spanish]) {
        const said = other.say(line);
        expect(said, inEnglish).not.toMatch(/[{}]/);
        expect(said, `${other.language}: ${inEnglish}`).not.toBe(inEnglish);
      }
    }
  }
}
