import { message, say } from '../../i18n/speech';
import { type EditionId, keysOf, RULE_OPTIONS, type RuleOptions, words } from '../../rules';
import { Select } from '../components/Select';

/** Every named rule option, shown at the value in force (the preset's unless the table switched it). */
export function SetupRuleOptions({
  edition,
  inForce,
  onSwitch,
}: {
  edition: EditionId;
  inForce: RuleOptions;
  onSwitch: (changes: Partial<RuleOptions>) => void;
}) {
  return (
    <details class="options">
      <summary>{message('ruleOptions.summary', { edition: words(`edition.${edition}`) })}</summary>
      {keysOf(RULE_OPTIONS).map((id) => {
        const option = RULE_OPTIONS[id];
        return (
          <Select
            key={id}
            label={say(option.label)}
            value={String(inForce[id])}
            options={option.choices.map((c) => ({ id: String(c.value), label: say(c.label) }))}
            onChange={(v) => {
              const choice = option.choices.find((c) => String(c.value) === v);
              if (choice) onSwitch({ [id]: choice.value });
            }}
          />
        );
      })}
    </details>
  );
}
