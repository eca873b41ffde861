import { EDITIONS, type EditionId, entriesOf, type ScoringResult } from '../../rules';

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
  const areaName = EDITIONS[edition].areaName;
  const moved = entriesOf(result.grandesMoved);
  const deliveries = entriesOf(result.deliveries ?? {});
  const onTable = result.limitTable
    ? Object.entries(result.limitTable.onTable)
        .filter(([, n]) => n > 0)
        .map(([id, n]) => `${nameOf(id)} ${n}`)
        .join(', ')
    : '';
  return (
    <>
      {result.skipped.map(({ area, reason }) => (
        <p key={area}>
          Not scored: {areaName(area)}
          {reason === 'muslim' ? ', still Muslim (a Muslim Granada is never scored).' : '.'}
        </p>
      ))}
      {moved.length > 0 && (
        <p>
          Grandes moved:{' '}
          {moved
            .map(([id, to]) => (to ? `${nameOf(id)}’s to ${areaName(to)}` : `${nameOf(id)}’s left the board`))
            .join('; ')}
          .
        </p>
      )}
      {result.castilloKept && <p>The Castillo keeps its caballeros: the King stands beside it.</p>}
      {result.limitTable && (
        <p>
          Limit table in {areaName(result.limitTable.area)} after the scoring: {onTable || 'nobody'} on it.
        </p>
      )}
      {result.granada && (
        <p>
          Granada is {result.granada === 'muslim' ? 'still Muslim' : 'conquered'}
          {result.granadaConquestPending ? ': it holds 12 or more and falls at the end of the next turn.' : '.'}
        </p>
      )}
      {deliveries.length > 0 && (
        <table class="totals" aria-label={`${label}: Gold and Wares delivered`}>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Gold</th>
              <th scope="col">Wares</th>
              <th scope="col">Points</th>
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
