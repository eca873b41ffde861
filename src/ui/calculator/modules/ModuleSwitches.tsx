import { useState } from 'preact/hooks';
import type { Text } from '../../../rules';
import { Feedback } from '../../components/Feedback';
import type { CalculatorModel } from '../calculatorModel';
import type { ModuleChoice } from '../draftTable';

/**
 * The edition's variants and expansions, each switched on or off in one tap. One that cannot join those
 * already on is offered disabled, with the reason.
 */
export function ModuleSwitches({ model, choices }: { model: CalculatorModel; choices: readonly ModuleChoice[] }) {
  const [notice, setNotice] = useState<Text>();
  return (
    <>
      <div class="module-switches" role="group" aria-label="Variants and expansions played">
        {choices.map(({ module, on, refused }) => (
          <button
            key={module.id}
            type="button"
            class={on ? 'choice is-chosen' : 'choice'}
            role="switch"
            aria-checked={on}
            aria-label={refused ? `${module.name} (${refused})` : module.name}
            disabled={refused !== undefined}
            onClick={() => {
              const outcome = model.setModule(module.id, !on);
              setNotice(outcome.ok ? undefined : outcome.error.message);
            }}
          >
            {module.name}
            {refused && <span class="tag"> ({refused})</span>}
          </button>
        ))}
      </div>
      <Feedback ok={false} text={notice} />
      {choices
        .filter((c) => c.on)
        .map(({ module }) => (
          <p key={module.id} class="hint">
            <strong>{module.name}:</strong> {module.summary}
          </p>
        ))}
    </>
  );
}
