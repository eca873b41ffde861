import { ScoringDetails } from '../scoring/ScoringDetails';
import type { CalculatorModel } from './calculatorModel';

/** Points per player and, per area, the explanation a table can check: counts, ranks, ties, values, bonuses, rules. */
export function ResultPanel({ model }: { model: CalculatorModel }) {
  const result = model.result.value;
  const edition = model.scoredEdition.value;
  if (!result) {
    return (
      <section class="panel result" aria-labelledby="result-heading">
        <h2 id="result-heading">Result</h2>
        <p role="status" class="notice">
          Not ready to score: {model.problem.value}
        </p>
        {model.castilloSoFar.value && (
          <>
            <h3>The Castillo can already be scored</h3>
            <ScoringDetails
              result={model.castilloSoFar.value}
              edition={edition}
              nameOf={model.nameOf}
              label="The Castillo so far"
            />
          </>
        )}
      </section>
    );
  }
  return (
    <section class="panel result" aria-labelledby="result-heading">
      <h2 id="result-heading">Result</h2>
      <ScoringDetails result={result} edition={edition} nameOf={model.nameOf} label="Result" />
      {model.boardAfter.value && (
        <div class="field-row">
          <label class="check">
            <input
              type="checkbox"
              checked={model.showingAfter.value}
              onChange={(e) => (model.showingAfter.value = e.currentTarget.checked)}
            />
            Show the board after the Castillo's caballeros moved
          </label>
          <button type="button" class="secondary" onClick={() => model.useBoardAfter()}>
            Use this board for the next scoring
          </button>
        </div>
      )}
    </section>
  );
}
