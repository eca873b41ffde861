import { EDITIONS, formatRuleRef } from '../../rules/editions';
import type { CalculatorModel } from './calculatorModel';

/** Points per player and, per area, the explanation a table can check: counts, ranks, ties, values, bonuses, rules. */
export function ResultPanel({ model }: { model: CalculatorModel }) {
  const result = model.result.value;
  const { snapshot, names } = model.draft.value;
  if (!result) {
    return (
      <section class="panel result" aria-labelledby="result-heading">
        <h3 id="result-heading">Result</h3>
        <p role="status" class="notice">
          Not ready to score: {model.problem.value}
        </p>
      </section>
    );
  }
  const edition = EDITIONS[snapshot.edition];
  return (
    <section class="panel result" aria-labelledby="result-heading">
      <h3 id="result-heading">Result</h3>
      <table class="totals" aria-label="Points per player">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(result.totals).map(([id, points]) => (
            <tr key={id}>
              <th scope="row">
                <span class={`swatch swatch-${id}`} aria-hidden="true" /> {names[id] || id}
              </th>
              <td data-player={id}>{points}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {Object.keys(result.returnedToCourt).length > 0 && (
        <p>
          Back to court: {Object.entries(result.returnedToCourt).map(([id, n]) => `${names[id] || id} ${n}`).join(', ')}
        </p>
      )}
      {result.notes.map((note) => (
        <p key={note} class="hint">
          {note}
        </p>
      ))}
      <ol class="area-results" aria-label="Scoring by area">
        {result.areas.map((area) => (
          <li key={area.area}>
            <details>
              <summary>
                {edition.areaName(area.area)}:{' '}
                {Object.entries(area.points).map(([id, p]) => `${names[id] || id} ${p}`).join(', ') || 'no points'}
              </summary>
              <ul>
                {area.explanation.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p class="rules">Rules: {area.explanation.refs.map(formatRuleRef).join('; ')}</p>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
