import { say } from '../../i18n/speech';
import { blackPieceHolders, describeRuleRef, franceStatus, type GameState, granadaStatus } from '../../rules';
import { nameIn, points } from './tableWords';

/**
 * What the modules in play hold at this table, as the engine keeps it: who holds the Church marker,
 * and Granada's state under the Muslim Granada variant (how near it is to falling, and once fallen,
 * when and what it scored), and France under the 1995 variant (its caballeros, who holds its bonus spaces, where it
 * lies). A live region, so the moment Granada falls is read out. A base game shows nothing.
 */
export function ModuleStatus({ state }: { state: GameState }) {
  const nameOf = nameIn(state);
  const holders = blackPieceHolders(state);
  const granada = granadaStatus(state);
  const france = franceStatus(state);
  if (holders.length === 0 && !granada && !france) return null;
  const fell = granada?.fell;
  return (
    <section class="panel module-status" aria-label="Variants at this table">
      <div role="status">
        <ul>
          {holders.map(({ id, holder }) => (
            <li key={id} data-holder={holder ?? ''}>
              <span class={`swatch swatch-${id}`} aria-hidden="true" />{' '}
              {holder === null
                ? `Nobody holds the ${nameOf(id).replace(/^the /, '')} marker yet`
                : `${nameOf(holder)} holds the ${nameOf(id).replace(/^the /, '')} marker: ${nameOf(id)}'s black caballeros count for ${nameOf(holder)}`}
            </li>
          ))}
          {granada && (
            <li class={granada.fallsAtTurnEnd ? 'is-warning' : undefined}>
              {say(granada.words)}
              {fell &&
                `; it scored ${
                  Object.entries(fell.totals)
                    .filter(([, n]) => n > 0)
                    .map(([id, n]) => `${nameOf(id)} ${points(n)}`)
                    .join(', ') || 'nobody any points'
                }`}
              . <span class="rules">Rule: {describeRuleRef(granada.ref)}.</span>
            </li>
          )}
          {france && (
            <li class="france-status">
              {say(france.words)}. <span class="rules">Rule: {describeRuleRef(france.ref)}.</span>
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}
