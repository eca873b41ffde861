import { useSignal } from '@preact/signals';
import { useId, useRef } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import { cardIn, cardWords, keptActionChoices } from '../../rules';
import type { GameView } from '../../session/gameView';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { Refusal } from './Refusal';
import { SpecialStep } from './special/SpecialStep';
import { useTableAction } from './useTableAction';

/**
 * Keeping the card taken face up, its action for a later turn, where the table described it as one whose
 * action may wait (the Colonies' stack 7, reading P26): one button beside the card's special action.
 */
export function KeepCardButton({ view, player }: { view: GameView; player: string }) {
  const state = view.state.value;
  const { send, refusal } = useTableAction(view);
  const id = state.turn?.card?.id;
  const card = id === undefined ? undefined : cardIn(state, id);
  if (!keptActionChoices(state).mayKeep || !card) return null;
  return (
    <div class="step-part">
      <button
        type="button"
        class="secondary"
        disabled={view.busy.value}
        onClick={() => send({ type: 'keep-action', player })}
      >
        {message('game.kept.keep', { card: cardWords(card) })}
      </button>
      <Refusal error={refusal.value} untilChanged />
    </div>
  );
}

/**
 * The actions of the cards the player kept face up on earlier turns, a free step of the turn: folded to
 * one line until the table opens it, then the chosen card's action as on the turn it was taken.
 */
export function KeptActionStep({ view }: { view: GameView }) {
  const uid = useId();
  const state = view.state.value;
  const folded = useRef<HTMLDetailsElement>(null);
  const { usable } = keptActionChoices(state);
  const picked = useSignal<string | undefined>(undefined);
  if (usable.length === 0) return null;
  const id = picked.value !== undefined && usable.includes(picked.value) ? picked.value : usable[0];
  const nameOf = (card: string) => {
    const type = cardIn(state, card);
    return type ? say(cardWords(type)) : card;
  };
  return (
    <details ref={folded} class="step-part free-step" aria-labelledby={`${uid}-kept`}>
      <summary id={`${uid}-kept`}>{message('game.kept.heading', { count: usable.length })}</summary>
      {usable.length > 1 && (
        <ChoiceGroup
          label={message('game.kept.which')}
          value={id}
          options={usable.map((card) => ({ id: card, label: nameOf(card) }))}
          onChange={(card) => (picked.value = card)}
        />
      )}
      {id !== undefined && (
        <SpecialStep
          key={id}
          view={view}
          kept={id}
          onDone={() => {
            if (folded.current) folded.current.open = false;
          }}
        />
      )}
    </details>
  );
}
