import { message, say } from '../../i18n/speech';
import {
  type AreaScore,
  areaWords,
  type EditionId,
  fieldOf,
  listOf,
  ruleRefShortWords,
  type ScoringResult,
  words,
} from '../../rules';
import { memoBy } from '../components/memoBy';
import { ScoringOutcome } from './ScoringOutcome';

interface AreaResultProps {
  readonly area: AreaScore;
  readonly edition: EditionId;
  readonly nameOf: (id: string) => string;
}

/** Plain data compared value by value: numbers, strings, lists and records of them. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => sameData(fieldOf(a, key), fieldOf(b, key)));
}

/**
 * One area's points and reasons. Its words are worked out only when the area's scoring changed: a tap
 * in one region leaves the other areas' scores as they were, and their words are not written again.
 * (A name typed or a language chosen redraws it through what it reads.)
 */
const AreaResult = memoBy<AreaResultProps>(
  ({ area, edition, nameOf }) => (
    <li>
      <details>
        <summary>
          {message('details.areaSummary', {
            area: areaWords(edition, area.area),
            doubled: area.multiplier === 2 ? 'yes' : 'no',
            points: Object.entries(area.points).length
              ? listOf(
                  Object.entries(area.points).map(([id, p]) => `${nameOf(id)} ${p}`),
                  'plain',
                )
              : words('details.noPoints'),
          })}
        </summary>
        <ul>
          {/* The explanation names what each special space paid: said once, never again beside it. */}
          {area.explanation.lines.map(say).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p class="rules">
          {message('details.rules', {
            rules: area.explanation.refs.map((ref) => say(ruleRefShortWords(ref))).join('; '),
          })}
        </p>
      </details>
    </li>
  ),
  (a, b) => a.edition === b.edition && a.nameOf === b.nameOf && sameData(a.area, b.area),
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
  compact = false,
}: {
  result: ScoringResult;
  edition: EditionId;
  nameOf: (id: string) => string;
  label: string;
  /**
   * For a step to confirm: the points per player in one row, the notes and the areas' reasons one tap
   * away, so the whole step stays in view with its confirm button.
   */
  compact?: boolean;
}) {
  const reasons = (
    <>
      {compact && <ScoringOutcome result={result} edition={edition} nameOf={nameOf} label={label} />}
      {result.notes.map(say).map((note) => (
        <p key={note} class="hint">
          {note}
        </p>
      ))}
      <ol class="area-results" aria-label={message('details.byAreaLabel', { label })}>
        {result.areas.map((area) => (
          <AreaResult key={area.area} area={area} edition={edition} nameOf={nameOf} />
        ))}
      </ol>
    </>
  );
  return (
    <div class={compact ? 'scoring-details is-compact' : 'scoring-details'}>
      {compact ? (
        <table class="totals is-row" aria-label={message('details.totalsLabel', { label })}>
          <thead>
            <tr>
              <td />
              {Object.keys(result.totals).map((id) => (
                <th scope="col" key={id}>
                  <span class={`swatch swatch-${id}`} aria-hidden="true" /> {nameOf(id)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{message('details.points')}</th>
              {Object.entries(result.totals).map(([id, points]) => (
                <td key={id} data-player={id}>
                  {points}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      ) : (
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
      )}
      {!compact && Object.keys(result.returnedToCourt).length > 0 && (
        <p>
          {message('details.backToCourt', {
            who: listOf(
              Object.entries(result.returnedToCourt).map(([id, n]) => `${nameOf(id)} ${n}`),
              'plain',
            ),
          })}
        </p>
      )}
      {!compact && <ScoringOutcome result={result} edition={edition} nameOf={nameOf} label={label} />}
      {compact ? (
        <details class="scoring-reasons">
          <summary>{message('details.reasons', { count: result.areas.length })}</summary>
          {reasons}
        </details>
      ) : (
        reasons
      )}
    </div>
  );
}
