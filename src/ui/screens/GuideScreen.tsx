import '../screens.css';
import { useState } from 'preact/hooks';
import { message, say } from '../../i18n/speech';

import {
  type CardType,
  cardCatalog,
  cardRuleRef,
  cardWords,
  EDITION_IDS,
  type EditionId,
  EFFECT_WORDS,
  FIRST_GAME_STEPS,
  MOVE_LIMITS_WORDS,
  moduleCardList,
  moduleWords,
  ruleRefShortWords,
  type StackNumber,
  stackWords,
  words,
} from '../../rules';
import { Select } from '../components/Select';

const STACKS: readonly StackNumber[] = [1, 2, 3, 4, 5];

/**
 * A table's first game in a few steps, and every action card of an edition with what its special
 * action does and where its rule is written: one tap from the game screen, Back returns to it.
 */
export function GuideScreen({ edition: initial = 'classic' }: { edition?: EditionId }) {
  const [edition, setEdition] = useState<EditionId>(initial);
  const cards = cardCatalog(edition);
  const moduleCards = moduleCardList(edition);
  return (
    <div class="guide">
      <section class="panel" aria-labelledby="first-game-heading">
        <h2 id="first-game-heading">{message('guide.firstGame')}</h2>
        <ol>
          {FIRST_GAME_STEPS.map((step) => (
            <li key={say(step)}>{say(step)}</li>
          ))}
        </ol>
      </section>
      <section class="panel" aria-labelledby="cards-heading">
        <h2 id="cards-heading">{message('guide.cards')}</h2>
        <Select
          label={message('guide.cardsOf')}
          value={edition}
          options={EDITION_IDS.map((id) => ({ id, label: say(words(`edition.${id}`)) }))}
          onChange={(id) => id && setEdition(id)}
        />
        {STACKS.map((stack) => {
          const inStack = cards.filter((c) => c.stack === stack);
          if (inStack.length === 0) return null;
          return (
            <article key={stack} aria-labelledby={`stack-${stack}`}>
              <h3 id={`stack-${stack}`}>{say(stackWords(stack))}</h3>
              {stack === 1 && <p class="hint">{say(MOVE_LIMITS_WORDS)}</p>}
              <dl class="card-guide">
                {inStack.map((card) => (
                  <CardEntry key={card.id} edition={edition} card={card} />
                ))}
              </dl>
            </article>
          );
        })}
        {moduleCards.map(({ module, cards: brought }) => (
          <article key={module} aria-labelledby={`module-cards-${module}`}>
            <h3 id={`module-cards-${module}`}>{message('guide.moduleCards', { module: moduleWords(module) })}</h3>
            <p class="hint">{message('guide.moduleOnly', { module: moduleWords(module) })}</p>
            <dl class="card-guide">
              {brought.map((card) => (
                <CardEntry key={card.id} edition={edition} card={card} withStack />
              ))}
            </dl>
          </article>
        ))}
      </section>
    </div>
  );
}

/** One card in the guide: its name (and stack, for a module's card), what it does and where its rule is written. */
function CardEntry({ edition, card, withStack }: { edition: EditionId; card: CardType; withStack?: boolean }) {
  return (
    <div>
      <dt>
        {say(cardWords(card))}
        {withStack && <span class="tag"> {message('guide.stack', { stack: card.stack })}</span>}
      </dt>
      <dd>
        {say(EFFECT_WORDS[card.effect])}{' '}
        <span class="hint">{message('guide.rule', { rule: ruleRefShortWords(cardRuleRef(edition, card)) })}</span>
      </dd>
    </div>
  );
}
