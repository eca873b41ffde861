import { expect } from 'vitest';
import { type AreaExplanation, ruleRefWords } from '../../src/rules';
import { english, german, spanish } from './speech';

/**
 * Every line and rule of every explanation reads in English, German and Spanish: each language's
 * line is whole (no placeholder left) and in its own words (never the English line). A test file
 * collects the explanations its scorings gave (vi.mock of `explainArea`) and checks them after.
 */
export function checkEveryLanguage(heard: readonly AreaExplanation[]): void {
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
