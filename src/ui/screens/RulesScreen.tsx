import '../screens.css';
import { useState } from 'preact/hooks';

import { message, say } from '../../i18n/speech';
import { EDITION_IDS, EDITIONS, type EditionId, keysOf, RULE_OPTIONS, sectionKey, words } from '../../rules';
import { Select } from '../components/Select';

/**
 * Where the rulebooks disagree, in the players' words: each topic, what each rulebook says, and the
 * reading a table playing a given edition uses (a game may still switch any of them at setup).
 */
export function RulesScreen() {
  const [edition, setEdition] = useState<EditionId>('classic');
  const { defaults } = EDITIONS[edition];
  return (
    <section class="panel" aria-labelledby="rules-heading">
      <h2 id="rules-heading">{message('rules.heading')}</h2>
      <p class="hint">{message('rules.hint')}</p>
      <Select
        label={message('rules.tablePlays')}
        value={edition}
        options={EDITION_IDS.map((id) => ({ id, label: say(words(`edition.${id}`)) }))}
        onChange={(id) => id && setEdition(id)}
      />
      {keysOf(RULE_OPTIONS).map((id) => {
        const option = RULE_OPTIONS[id];
        return (
          <article key={id} class="rule-option" aria-labelledby={`rule-${id}`}>
            <h3 id={`rule-${id}`}>{say(option.label)}</h3>
            <p>{say(option.explanation)}</p>
            <ul>
              {option.choices.map((choice) => {
                const inForce = defaults[id] === choice.value;
                return (
                  <li key={String(choice.value)} class={inForce ? 'in-force' : undefined}>
                    <strong>{say(choice.label)}</strong>
                    {inForce && (
                      <span class="tag"> {message('rules.thisTable', { edition: words(`edition.${edition}`) })}</span>
                    )}
                    <br />
                    <span class="hint">
                      {message('rules.source', {
                        title: words(`source.${choice.ref.source}`),
                        section: words(sectionKey(choice.ref.section)),
                      })}
                    </span>
                  </li>
                );
              })}
            </ul>
          </article>
        );
      })}
    </section>
  );
}
