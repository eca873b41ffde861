import type { ComponentChildren } from 'preact';
import { useId, useState } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import {
  type CardType,
  cardRuleRef,
  cardWords,
  type EditionId,
  EFFECT_WORDS,
  MOVE_LIMITS_WORDS,
  ruleRefShortWords,
} from '../../rules';

/**
 * One face-up card in a list: what stands for it (its name, or the button that takes it) and, one
 * tap away, what its special action does in a player's words with where the rule is written. Shut
 * until asked for, so a list of cards stays short enough to keep the step's own buttons in view.
 */
export function CardWithEffect({
  card,
  edition,
  children,
}: {
  card: CardType;
  edition: EditionId;
  children: ComponentChildren;
}) {
  const uid = useId();
  const [open, setOpen] = useState(false);
  return (
    <li class="card-row">
      <div class="card-row-head">
        {children}
        {/* Every card has this button: its name, heard after the words shown, tells them apart. */}
        <button
          type="button"
          class="secondary card-effect-toggle"
          aria-label={message('game.card.whatItDoesOf', { card: cardWords(card), stack: card.stack })}
          aria-expanded={open}
          aria-controls={`${uid}-effect`}
          onClick={() => setOpen(!open)}
        >
          {message('game.card.whatItDoes')}
        </button>
      </div>
      <div id={`${uid}-effect`} class="card-effect" hidden={!open}>
        {/* A card the rulebooks do not print: its words as the table typed them, beside what the engine plays. */}
        {card.described && card.described.words !== '' && (
          <p>{message('game.card.typedWords', { words: card.described.words })}</p>
        )}
        <p>{say(EFFECT_WORDS[card.effect])}</p>
        {card.stack === 1 && <p>{say(MOVE_LIMITS_WORDS)}</p>}
        <p class="rules">{message('game.rule', { rule: ruleRefShortWords(cardRuleRef(edition, card)) })}</p>
      </div>
    </li>
  );
}
