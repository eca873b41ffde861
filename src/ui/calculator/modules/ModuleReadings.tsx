import type { CalculatorModel } from '../../../calculator/calculatorModel';
import type { DraftRules } from '../../../calculator/draft';
import { message, say } from '../../../i18n/speech';
import {
  defaultOption,
  type ModuleId,
  type ModuleOptionId,
  type ModuleOptions,
  readingExplanationWords,
  readingWords,
} from '../../../rules';
import { Select } from '../../components/Select';
import { readingChoices } from '../../moduleTexts';

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
      <summary>{message('calc.readings', { count: optionIds.length })}</summary>
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
  const choices = readingChoices(id);
  const fallback = defaultOption(id, modules);
  const value = given ?? fallback;
  const chosen = choices.find((c) => c.value === value);
  return (
    <div class="reading">
      <Select<ModuleOptions[K] & string>
        label={say(readingWords(id))}
        value={value}
        options={choices.map((c) => ({
          id: c.value,
          label: c.value === fallback ? message('calc.readings.default', { choice: c.words }) : say(c.words),
        }))}
        onChange={(v) => v !== undefined && model.setOption(id, v)}
      />
      <p class="hint">
        {say(readingExplanationWords(id))}
        {chosen && ` ${message('setup.rule', { rule: chosen.citation })}`}
      </p>
    </div>
  );
}
