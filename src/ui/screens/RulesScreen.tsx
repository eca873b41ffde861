import { EDITIONS, EDITION_IDS, RULE_OPTIONS, formatRuleRef, type RuleOptionId } from '../../rules/editions';

const show = (value: unknown) => (typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value));

/** Where the rulebooks disagree: every named option, each reading with its source, and each edition's default. */
export function RulesScreen() {
  return (
    <section class="panel" aria-labelledby="rules-heading">
      <h2 id="rules-heading">Where the rulebooks differ</h2>
      <p class="hint">Each edition is a preset of these options. A game or a calculator board may switch any of them.</p>
      {(Object.keys(RULE_OPTIONS) as RuleOptionId[]).map((id) => {
        const option = RULE_OPTIONS[id];
        return (
          <article key={id} class="rule-option">
            <h3>{option.label}</h3>
            <p>{option.explanation}</p>
            <ul>
              {option.choices.map((choice) => (
                <li key={String(choice.value)}>
                  <strong>{choice.label}</strong> — {formatRuleRef(choice.ref)}
                  {EDITION_IDS.filter((e) => EDITIONS[e].defaults[id] === choice.value).length > 0 && (
                    <span class="hint"> · default in {EDITION_IDS.filter((e) => EDITIONS[e].defaults[id] === choice.value).map((e) => EDITIONS[e].name).join(', ')}</span>
                  )}
                </li>
              ))}
            </ul>
            <p class="hint">Values: {option.choices.map((c) => show(c.value)).join(' / ')}</p>
          </article>
        );
      })}
    </section>
  );
}
