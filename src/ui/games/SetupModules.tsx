import { useId } from 'preact/hooks';
import { say } from '../../i18n/speech';
import type { ModuleId, ModuleOptionId, SetupModuleChoice, SetupModuleChoices, SetupReading } from '../../rules';
import { ChoiceGroup } from '../components/ChoiceGroup';

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
      <summary>Variants and expansions{chosen > 0 ? ` (${chosen} chosen)` : ''}</summary>
      <div role="group" aria-label="Variants and expansions">
        {choices.modules.map((m) => (
          <ModuleBox key={m.id} module={m} onModule={onModule} />
        ))}
      </div>
      {choices.readings.length > 0 && (
        <div role="group" aria-labelledby={readingsHeading}>
          <h4 id={readingsHeading}>Readings of the chosen variants and expansions</h4>
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
  const reason = state.kind === 'kept-apart' || state.kind === 'not-playable' ? state.why : undefined;
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
        <span>{module.name}</span>
      </label>
      <p id={about} class="hint">
        {reason ? `${say(reason)}.` : module.summary} <span class="rules">Rule: {module.citation}.</span>
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
  const inForce = reading.choices.find((c) => c.value === reading.value);
  const byDefault = reading.choices.find((c) => c.value === reading.defaultValue);
  return (
    <div class="reading">
      <ChoiceGroup
        label={reading.label}
        value={reading.value}
        options={reading.choices.map((c) => ({ id: c.value, label: c.label }))}
        onChange={(v) => onReading(reading.id, v)}
      />
      <p class="hint">
        {reading.explanation}
        {byDefault && ` Unless chosen otherwise: ${byDefault.label.toLowerCase()}.`}
        {inForce && <span class="rules"> Rule: {inForce.citation}.</span>}
      </p>
    </div>
  );
}
