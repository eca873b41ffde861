import { useId } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import {
  apartWords,
  MODULES,
  type ModuleId,
  type ModuleOptionId,
  moduleSummaryWords,
  moduleWords,
  readingExplanationWords,
  readingWords,
  type SetupModuleChoice,
  type SetupModuleChoices,
  type SetupReading,
  type Text,
  words,
} from '../../rules';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { moduleCitations, readingChoices } from '../moduleTexts';

/**
 * The edition's variants and expansions, each a checkbox named by the module, and the readings the
 * chosen ones leave open. What may be chosen and why not comes from the engine (`setupModuleChoices`);
 * a module that may not be chosen is offered disabled, its reason shown and read with it.
 */
export function SetupModules({
  choices,
  onModule,
  onReading,
}: {
  choices: SetupModuleChoices;
  onModule: (id: ModuleId, on: boolean) => void;
  onReading: (id: ModuleOptionId, value: string) => void;
}) {
  const chosen = choices.chosen.modules.length;
  const readingsHeading = useId();
  return (
    <details class="options setup-modules">
      <summary>{message('modules.summary', { count: chosen })}</summary>
      <div role="group" aria-label={message('modules.label')}>
        {choices.modules.map((m) => (
          <ModuleBox key={m.id} module={m} onModule={onModule} />
        ))}
      </div>
      {choices.readings.length > 0 && (
        <div role="group" aria-labelledby={readingsHeading}>
          <h4 id={readingsHeading}>{message('modules.readings')}</h4>
          {choices.readings.map((r) => (
            <Reading key={r.id} reading={r} onReading={onReading} />
          ))}
        </div>
      )}
    </details>
  );
}

function ModuleBox({ module, onModule }: { module: SetupModuleChoice; onModule: (id: ModuleId, on: boolean) => void }) {
  const about = useId();
  const { state } = module;
  const reason: Text | undefined =
    state.kind === 'kept-apart'
      ? words('moduleChoice.keptApart', { other: moduleWords(state.other), why: apartWords(module.id, state.other) })
      : state.kind === 'not-playable'
        ? words('moduleChoice.notPlayable', { calculator: MODULES[module.id].playOnly ? 'no' : 'yes' })
        : undefined;
  const citation = moduleCitations(module.id)[0];
  return (
    <div class={reason ? 'module-choice is-unavailable' : 'module-choice'}>
      <label class="toggle">
        <input
          type="checkbox"
          checked={state.kind === 'chosen'}
          disabled={reason !== undefined}
          aria-describedby={about}
          onChange={(e) => onModule(module.id, e.currentTarget.checked)}
        />
        <span>{say(moduleWords(module.id))}</span>
      </label>
      <p id={about} class="hint">
        {reason ? message('setup.sentence', { text: reason }) : say(moduleSummaryWords(module.id))}{' '}
        {citation && <span class="rules">{message('setup.rule', { rule: citation })}</span>}
      </p>
    </div>
  );
}

function Reading({
  reading,
  onReading,
}: {
  reading: SetupReading;
  onReading: (id: ModuleOptionId, value: string) => void;
}) {
  const choices = readingChoices(reading.id);
  const inForce = choices.find((c) => c.value === reading.value);
  const byDefault = choices.find((c) => c.value === reading.defaultValue);
  return (
    <div class="reading">
      <ChoiceGroup
        label={say(readingWords(reading.id))}
        value={reading.value}
        options={choices.map((c) => ({ id: c.value, label: say(c.words) }))}
        onChange={(v) => onReading(reading.id, v)}
      />
      <p class="hint">
        {say(readingExplanationWords(reading.id))}
        {byDefault && ` ${message('modules.byDefault', { choice: lowerFirst(say(byDefault.words)) })}`}
        {inForce && <span class="rules"> {message('setup.rule', { rule: inForce.citation })}</span>}
      </p>
    </div>
  );
}

/** A label set inside a sentence: "Keep them" → "…: keep them." */
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);
