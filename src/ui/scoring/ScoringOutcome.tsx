import { message } from '../../i18n/speech';
import { areaWords, type EditionId, entriesOf, type ScoringResult } from '../../rules';

/**
 * What a scoring did besides the areas' points, as the variants and expansions report it: areas it
 * passed over and why, Grandes that moved, a Castillo that kept its caballeros, the Limit table after
 * the arrivals, Granada's state, and the Gold and Wares delivered. Nothing shows for a base-game scoring.
 */
export function ScoringOutcome({
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
  const moved = entriesOf(result.grandesMoved);
  const deliveries = entriesOf(result.deliveries ?? {});
  const onTable = result.limitTable
    ? Object.entries(result.limitTable.onTable)
        .filter(([, n]) => n > 0)
        .map(([id, n]) => message('map.count', { who: nameOf(id), count: n }))
        .join(', ')
    : '';
  return (
    <>
      {/* An area left unscored (a Muslim Granada) is said once, by the scoring's own notes below. */}
      {moved.length > 0 && (
        <p>
          {message('outcome.grandesMoved', {
            moves: moved
              .map(([id, to]) =>
                to
                  ? message('outcome.grandeTo', { who: nameOf(id), area: areaWords(edition, to) })
                  : message('outcome.grandeLeft', { who: nameOf(id) }),
              )
              .join('; '),
          })}
        </p>
      )}
      {result.castilloKept && <p>{message('outcome.castilloKept')}</p>}
      {result.limitTable && (
        <p>
          {message('outcome.limitTable', {
            area: areaWords(edition, result.limitTable.area),
            onTable: onTable || message('outcome.nobody'),
          })}
        </p>
      )}
      {/* Granada's state, unless the notes already say it was left unscored as still Muslim. */}
      {result.granada && (result.granadaConquestPending || !result.skipped.some((s) => s.area === 'granada')) && (
        <p>
          {message('outcome.granada', {
            state: result.granada,
            pending: result.granadaConquestPending ? 'yes' : 'no',
          })}
        </p>
      )}
      {deliveries.length > 0 && (
        <table class="totals" aria-label={message('outcome.deliveriesLabel', { label })}>
          <thead>
            <tr>
              <th scope="col">{message('details.player')}</th>
              <th scope="col">{message('outcome.gold')}</th>
              <th scope="col">{message('outcome.wares')}</th>
              <th scope="col">{message('details.points')}</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map(([id, d]) => (
              <tr key={id}>
                <th scope="row">{nameOf(id)}</th>
                <td>{d?.gold}</td>
                <td>{d?.wares}</td>
                <td>{d?.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
