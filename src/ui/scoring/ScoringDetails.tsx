import {
  type AreaScore,
  describeRuleRef,
  EDITIONS,
  type EditionId,
  entriesOf,
  ROLE_NAMES,
  type ScoringResult,
} from '../../rules';
import { memoBy } from '../components/memoBy';
import { ScoringOutcome } from './ScoringOutcome';

interface AreaResultProps {
  readonly summary: string;
  readonly lines: readonly string[];
  readonly rules: string;
}

const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, i) => line === b[i]);

/**
 * One area's points and reasons; redrawn only when its words changed (a tap elsewhere leaves most areas as
 * they were).
 */
const AreaResult = memoBy<AreaResultProps>(
  ({ summary, lines, rules }) => (
    <li>
      <details>
        <summary>{summary}</summary>
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p class="rules">Rules: {rules}</p>
      </details>
    </li>
  ),
  (a, b) => a.summary === b.summary && a.rules === b.rules && sameLines(a.lines, b.lines),
);

/**
 * A scoring's reasons, as a table checks them: points per player, caballeros sent back to court,
 * notes, and per area the counts, ranks, ties, values and bonuses with the rules behind them.
 */
export function ScoringDetails({
  result,
  edition,
  nameOf,
  label,
}: {
  result: ScoringResult;
  edition: EditionId;
  nameOf: (id: string) => string;
  label: string;
}) {
  const names = EDITIONS[edition];
  return (
    <div class="scoring-details">
      <table class="totals" aria-label={`${label}: points per player`}>
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
                <span class={`swatch swatch-${id}`} aria-hidden="true" /> {nameOf(id)}
              </th>
              <td data-player={id}>{points}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {Object.keys(result.returnedToCourt).length > 0 && (
        <p>
          Back to court:{' '}
          {Object.entries(result.returnedToCourt)
            .map(([id, n]) => `${nameOf(id)} ${n}`)
            .join(', ')}
        </p>
      )}
      <ScoringOutcome result={result} edition={edition} nameOf={nameOf} label={label} />
      {result.notes.map((note) => (
        <p key={note} class="hint">
          {note}
        </p>
      ))}
      <ol class="area-results" aria-label={`${label}: by area`}>
        {result.areas.map((area) => (
          <AreaResult
            key={area.area}
            summary={`${names.areaName(area.area)}${area.multiplier === 2 ? ' (values doubled)' : ''}: ${
              Object.entries(area.points)
                .map(([id, p]) => `${nameOf(id)} ${p}`)
                .join(', ') || 'no points'
            }`}
            lines={[...extrasLines(area, nameOf), ...area.explanation.lines]}
            rules={area.explanation.refs.map(describeRuleRef).join('; ')}
          />
        ))}
      </ol>
    </div>
  );
}

/** Points a special space paid in an area, one line per space: "Ambassador: +2 to Ana". */
function extrasLines(area: AreaScore, nameOf: (id: string) => string): string[] {
  return entriesOf(area.extras).flatMap(([role, paid]) =>
    Object.entries(paid ?? {}).map(([id, points]) => `${ROLE_NAMES[role]}: +${points} to ${nameOf(id)}.`),
  );
}
