import { message, say } from '../../i18n/speech';
import { blackPieceHolders, franceStatus, type GameState, granadaStatus, listOf, ruleRefShortWords } from '../../rules';
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
  // Who a fallen Granada paid, in the order the engine keeps: "Ana 4 points, Ben 2 points".
  const scoresOf = (totals: Readonly<Record<string, number>>) => {
    const paid = Object.entries(totals).filter(([, n]) => n > 0);
    return paid.length === 0
      ? message('game.modules.nobodyScored')
      : listOf(
          paid.map(([id, n]) => `${nameOf(id)} ${points(n)}`),
          'plain',
        );
  };
  return (
    <section class="panel module-status" aria-label={message('game.modules.atThisTable')}>
      <div role="status">
        <ul>
          {holders.map(({ id, holder }) => (
            <li key={id} data-holder={holder ?? ''}>
              <span class={`swatch swatch-${id}`} aria-hidden="true" />{' '}
              {holder === null
                ? message('game.modules.markerFree', { piece: id })
                : message('game.modules.markerHeld', { piece: id, holder: nameOf(holder) })}
            </li>
          ))}
          {granada && (
            <li class={granada.fallsAtTurnEnd ? 'is-warning' : undefined}>
              {say(granada.words)}
              {fell && message('game.modules.granadaScored', { scores: scoresOf(fell.totals) })}.{' '}
              <span class="rules">{message('game.rule', { rule: ruleRefShortWords(granada.ref) })}.</span>
            </li>
          )}
          {france && (
            <li class="france-status">
              {say(france.words)}.{' '}
              <span class="rules">{message('game.rule', { rule: ruleRefShortWords(france.ref) })}.</span>
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}
