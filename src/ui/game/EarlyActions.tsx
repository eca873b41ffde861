import { useSignal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import { cardIn, cardWords, earlyActionChoices } from '../../rules';
import type { GameView } from '../../session/gameView';
import { SpecialStep } from './special/SpecialStep';
import { nameIn } from './tableWords';

/**
 * The actions other players may do now, before their own turn (Intrigue & the King's card 40, reading P8):
 * each folded to one line until its player opens it, then the card's action as on their turn.
 */
export function EarlyActions({ view }: { view: GameView }) {
  const state = view.state.value;
  const choices = earlyActionChoices(state);
  if (choices.length === 0) return null;
  const name = nameIn(state);
  return (
    <>
      {choices.map(({ player, card }) => (
        <EarlyAction key={`${player}:${card}`} view={view} player={player} card={card} name={name(player)} />
      ))}
    </>
  );
}

function EarlyAction({ view, player, card, name }: { view: GameView; player: string; card: string; name: string }) {
  const folded = useRef<HTMLDetailsElement>(null);
  // The action's form is drawn only while unfolded: folded, it holds no second set of the turn's controls.
  const open = useSignal(false);
  const type = cardIn(view.state.value, card);
  return (
    <details ref={folded} class="step-part free-step" onToggle={(e) => (open.value = e.currentTarget.open)}>
      <summary>{message('game.early.heading', { name, card: type ? say(cardWords(type)) : card })}</summary>
      {open.value && (
        <SpecialStep
          view={view}
          kept={card}
          by={player}
          onDone={() => {
            open.value = false;
            if (folded.current) folded.current.open = false;
          }}
        />
      )}
    </details>
  );
}
