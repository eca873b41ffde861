import { say } from '../../i18n/speech';
import { EDITIONS, type EditionId, keysOf, RULE_OPTIONS, type RuleOptions } from '../../rules';
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
      <summary>Rules options ({EDITIONS[edition].name} preset)</summary>
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
