import type { AreaExplanation } from '../../../src/rules';
import type * as ExplainArea from '../../../src/rules/scoring/explainArea';

/**
 * The explanations a test file's scorings gave (each test file has its own copy of this module). It
 * imports nothing of the engine, so the mock of `explainArea` that loads it cannot load itself.
 */
export const heard: AreaExplanation[] = [];

/**
 * The engine's `explainArea`, keeping each explanation it gives, for `checkEveryLanguage`:
 * a `vi.mock` of explainArea whose factory imports this file and returns `listening(await original())`.
 */
export function listening(actual: typeof ExplainArea): typeof ExplainArea {
  return {
    ...actual,
    explainArea: (input) => {
      const explanation = actual.explainArea(input);
      heard.push(explanation);
      return explanation;
    },
  };
}
