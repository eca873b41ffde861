import { useState } from 'preact/hooks';

import { say } from '../../i18n/speech';
import { EDITION_IDS, EDITIONS, type EditionId, keysOf, RULE_OPTIONS, SOURCES } from '../../rules';
import { Select } from '../components/Select';

/**
 * Where the rulebooks disagree, in the players' words: each topic, what each rulebook says, and the
 * reading a table playing a given edition uses (a game may still switch any of them at setup).
 */
export function RulesScreen() {
  const [edition, setEdition] = useState<EditionId>('classic');
  const preset = EDITIONS[edition];
  return (
    <section class="panel" aria-labelledby="rules-heading">
      <h2 id="rules-heading">Where the rulebooks differ</h2>
      <p class="hint">Each edition plays one reading of each topic below; a new game may switch any of them.</p>
      <Select
        label="This table plays"
        value={edition}
        options={EDITION_IDS.map((id) => ({ id, label: EDITIONS[id].name }))}
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
                const inForce = preset.defaults[id] === choice.value;
                return (
                  <li key={String(choice.value)} class={inForce ? 'in-force' : undefined}>
                    <strong>{say(choice.label)}</strong>
                    {inForce && <span class="tag"> · this table ({preset.name})</span>}
                    <br />
                    <span class="hint">
                      As the {SOURCES[choice.ref.source].title} has it, under “{choice.ref.section}”.
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
