import { message, say } from '../../i18n/speech';
import {
  blackPieceHolders,
  type GameState,
  listOf,
  moduleStatus,
  ruleRefShortWords,
  type WordValue,
} from '../../rules';
import { nameIn, points } from './tableWords';

/**
 * What the modules in play hold at this table, as the engine keeps it: who holds each black piece's
 * marker, then each module's own line (Granada's state and what its fall scored, France's caballeros
 * and spaces). A live region, so the moment Granada falls is read out. A base game shows nothing.
 */
export function ModuleStatus({ state }: { state: GameState }) {
  const nameOf = nameIn(state);
  const holders = blackPieceHolders(state);
  const lines = moduleStatus(state);
  if (holders.length === 0 && lines.length === 0) return null;
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
          {lines.map((line, i) => (
            <li key={i} class={line.dueAtTurnEnd ? 'is-warning' : undefined}>
              {say(line.words)}
              {line.scored && message('game.modules.scored', { scores: scoresIn(state, line.scored) })}.{' '}
              <span class="rules">{message('game.rule', { rule: ruleRefShortWords(line.ref) })}.</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Who a module's scoring paid, in the order the engine keeps: "Ana 4 points, Ben 2 points". */
export function scoresIn(state: GameState, totals: Readonly<Record<string, number>>): WordValue {
  const nameOf = nameIn(state);
  const paid = Object.entries(totals).filter(([, n]) => n > 0);
  return paid.length === 0
    ? message('game.modules.nobodyScored')
    : listOf(
        paid.map(([id, n]) => `${nameOf(id)} ${points(n)}`),
        'plain',
      );
}
