import {
  defaultOption,
  describeRuleRef,
  MODULE_OPTIONS,
  type ModuleId,
  type ModuleOptionId,
  type ModuleOptions,
  type RuleRef,
} from '../../../rules';
import { Select } from '../../components/Select';
import type { CalculatorModel } from '../calculatorModel';
import type { DraftRules } from '../draft';

/**
 * The readings this table takes where the texts leave a scoring open: one per option of the modules on,
 * each choice with the rule it follows. An option left alone takes its default.
 */
export function ModuleReadings({
  model,
  modules,
  optionIds,
  rules,
}: {
  model: CalculatorModel;
  modules: readonly ModuleId[];
  optionIds: readonly ModuleOptionId[];
  rules: DraftRules;
}) {
  if (optionIds.length === 0) return null;
  return (
    <details class="options module-readings">
      <summary>Readings of the open points ({optionIds.length})</summary>
      {optionIds.map((id) => (
        <Reading key={id} id={id} model={model} modules={modules} given={rules[id]} />
      ))}
    </details>
  );
}

function Reading<K extends ModuleOptionId>({
  id,
  model,
  modules,
  given,
}: {
  id: K;
  model: CalculatorModel;
  modules: readonly ModuleId[];
  given: ModuleOptions[K] | undefined;
}) {
  const option = MODULE_OPTIONS[id];
  const choices: readonly { value: ModuleOptions[K]; label: string; ref: RuleRef }[] = option.choices;
  const fallback = defaultOption(id, modules);
  const value = given ?? fallback;
  const chosen = choices.find((c) => c.value === value);
  return (
    <div class="reading">
      <Select<ModuleOptions[K] & string>
        label={option.label}
        value={value}
        options={choices.map((c) => ({
          id: c.value,
          label: c.value === fallback ? `${c.label} (default)` : c.label,
        }))}
        onChange={(v) => v !== undefined && model.setOption(id, v)}
      />
      <p class="hint">
        {option.explanation}
        {chosen && <> Rule: {describeRuleRef(chosen.ref)}.</>}
      </p>
    </div>
  );
}
