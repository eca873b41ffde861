import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import type { GameState, Phase, PlayerId } from '../../rules';
import { HandOver } from './HandOver';
import { nameIn, phaseWords } from './tableWords';

/**
 * Hands entered before round 1 by passing the tablet round (Power Shift's modifiers, Intrigue & the King's
 * cards): the entry of the next player due stays hidden until that player opens it, and once sent the next
 * one's starts hidden again, so nobody sees another's hand.
 */
export function HandsRound({
  state,
  phase,
  due,
  words,
  entry,
}: {
  state: GameState;
  phase: Phase;
  /** The players whose hands are still to enter, in seating order. */
  due: readonly PlayerId[];
  /** The hand-over's words for this player, given whether an earlier hand was entered. */
  words: (name: string, hidden: boolean) => { readonly label: string; readonly note: string; readonly open: string };
  /** The entry of one player's hand; `onSent` hides it again. */
  entry: (player: PlayerId, name: string, onSent: () => void) => ComponentChildren;
}) {
  const uid = useId();
  const opened = useSignal<string | undefined>(undefined);
  const player = due[0];
  if (player === undefined) return null;
  const name = nameIn(state)(player);
  const said = words(name, state.setup.players.length > due.length);
  return (
    <section class="panel step" aria-labelledby={`${uid}-hands`}>
      <h3 id={`${uid}-hands`}>{phaseWords(phase)}</h3>
      <HandOver
        label={said.label}
        note={said.note}
        openLabel={said.open}
        open={opened.value === player}
        onOpen={() => (opened.value = player)}
      >
        {entry(player, name, () => (opened.value = undefined))}
      </HandOver>
    </section>
  );
}
