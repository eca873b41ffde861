import { signal } from '@preact/signals';
import { message } from '../../../i18n/speech';
import {
  CABALLERO_CARDS,
  caballeroCardsFor,
  MODULES,
  ok,
  type Result,
  ruleRefShortWords,
  type SetupCommand,
} from '../../../rules';
import type { SetupContext, SetupPart } from '../types';

const MODULE = MODULES['intrigue-king'];

/**
 * Intrigue & the King on the new-game screen: the Caballero cards laid out for this many players (the app
 * proposes the highest, as the texts lost the overview card's list; the table sets what its own card shows),
 * and whether the hands are chosen from the 18 tens, as for a first game.
 */
export function intrigueSetupPart(): SetupPart {
  // Undefined: the cards the app proposes for the number of players, however it changes.
  const cards = signal<readonly number[] | undefined>(undefined);
  const tens = signal(false);
  const chosenFor = (players: number): readonly number[] => cards.value ?? caballeroCardsFor(players);
  function Control({ context }: { readonly context: SetupContext }) {
    const players = context.homes.length;
    const now = chosenFor(players);
    const ref = MODULE.refs[0];
    return (
      <>
        <div class="power-grid" role="group" aria-label={message('intrigue.setup.caballeroCards', { count: players })}>
          {CABALLERO_CARDS.map((n) => {
            const on = now.includes(n);
            return (
              <button
                key={n}
                type="button"
                aria-pressed={on}
                aria-label={message('intrigue.setup.caballeroCard', { number: n })}
                onClick={() => (cards.value = on ? now.filter((c) => c !== n) : [...now, n])}
              >
                {n}
              </button>
            );
          })}
        </div>
        <p class="hint">
          {message('intrigue.setup.caballeroHint', { count: players })}
          {ref && ` ${message('setup.rule', { rule: ruleRefShortWords(ref) })}`}
        </p>
        <label class="check">
          <input type="checkbox" checked={tens.value} onChange={(e) => (tens.value = e.currentTarget.checked)} />
          {message('intrigue.setup.tens')}
        </label>
      </>
    );
  }
  // Whether the cards fit the players is the engine's to say when the game starts.
  const read = (context: SetupContext): Result<Partial<SetupCommand>> =>
    ok({
      caballeroCards: [...chosenFor(context.homes.length)].sort((a, b) => b - a),
      ...(tens.value ? { intrigueTens: true } : {}),
    });
  return { module: MODULE.id, Control, read };
}
