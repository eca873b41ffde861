import { message, say } from '../../i18n/speech';
import {
  type AreaScore,
  areaWords,
  type EditionId,
  entriesOf,
  listOf,
  ruleRefShortWords,
  type ScoringResult,
  type Words,
  words,
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
        <p class="rules">{message('details.rules', { rules })}</p>
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
  return (
    <div class="scoring-details">
      <table class="totals" aria-label={message('details.totalsLabel', { label })}>
        <thead>
          <tr>
            <th scope="col">{message('details.player')}</th>
            <th scope="col">{message('details.points')}</th>
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
          {message('details.backToCourt', {
            who: listOf(
              Object.entries(result.returnedToCourt).map(([id, n]) => `${nameOf(id)} ${n}`),
              'plain',
            ),
          })}
        </p>
      )}
      <ScoringOutcome result={result} edition={edition} nameOf={nameOf} label={label} />
      {result.notes.map(say).map((note) => (
        <p key={note} class="hint">
          {note}
        </p>
      ))}
      <ol class="area-results" aria-label={message('details.byAreaLabel', { label })}>
        {result.areas.map((area) => (
          <AreaResult
            key={area.area}
            summary={message('details.areaSummary', {
              area: areaWords(edition, area.area),
              doubled: area.multiplier === 2 ? 'yes' : 'no',
              points: Object.entries(area.points).length
                ? listOf(
                    Object.entries(area.points).map(([id, p]) => `${nameOf(id)} ${p}`),
                    'plain',
                  )
                : words('details.noPoints'),
            })}
            lines={[...extrasLines(area, nameOf), ...area.explanation.lines].map(say)}
            rules={area.explanation.refs.map((ref) => say(ruleRefShortWords(ref))).join('; ')}
          />
        ))}
      </ol>
    </div>
  );
}

/** Points a special space paid in an area, one line per space: "Ambassador: +2 to Ana". */
function extrasLines(area: AreaScore, nameOf: (id: string) => string): Words[] {
  return entriesOf(area.extras).flatMap(([role, paid]) =>
    Object.entries(paid ?? {}).map(([id, points]) =>
      words('details.extraPaid', { role: words(`role.${role}`), points, to: nameOf(id) }),
    ),
  );
}
