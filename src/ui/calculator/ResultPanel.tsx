import type { CalculatorModel } from '../../calculator/calculatorModel';
import { message } from '../../i18n/speech';
import { ScoringDetails } from '../scoring/ScoringDetails';

/** Points per player and, per area, the explanation a table can check: counts, ranks, ties, values, bonuses, rules. */
export function ResultPanel({ model }: { model: CalculatorModel }) {
  const result = model.result.value;
  const edition = model.scoredEdition.value;
  if (!result) {
    return (
      <section class="panel result" aria-labelledby="result-heading">
        <h2 id="result-heading">{message('calc.result')}</h2>
        <p role="status" class="notice">
          {message('calc.notReady', { problem: model.problem.value ?? '' })}
        </p>
        {model.castilloSoFar.value && (
          <>
            <h3>{message('calc.castilloSoFar.heading')}</h3>
            <ScoringDetails
              result={model.castilloSoFar.value}
              edition={edition}
              nameOf={model.nameOf}
              label={message('calc.castilloSoFar')}
            />
          </>
        )}
      </section>
    );
  }
  return (
    <section class="panel result" aria-labelledby="result-heading">
      <h2 id="result-heading">{message('calc.result')}</h2>
      <ScoringDetails result={result} edition={edition} nameOf={model.nameOf} label={message('calc.result')} />
      {model.boardAfter.value && (
        <div class="field-row">
          <label class="check">
            <input
              type="checkbox"
              checked={model.showingAfter.value}
              onChange={(e) => (model.showingAfter.value = e.currentTarget.checked)}
            />
            {message('calc.showAfter')}
          </label>
          <button type="button" class="secondary" onClick={() => model.useBoardAfter()}>
            {message('calc.useAfter')}
          </button>
        </div>
      )}
    </section>
  );
}
