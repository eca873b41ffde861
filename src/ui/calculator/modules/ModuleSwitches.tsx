import { useState } from 'preact/hooks';
import type { CalculatorModel } from '../../../calculator/calculatorModel';
import type { ModuleChoice } from '../../../calculator/draftTable';
import { message, say } from '../../../i18n/speech';
import { moduleSummaryWords, moduleWords, type Text } from '../../../rules';
import { Feedback } from '../../components/Feedback';

/**
 * The edition's variants and expansions, each switched on or off in one tap. One that cannot join those
 * already on is offered disabled, with the reason.
 */
export function ModuleSwitches({ model, choices }: { model: CalculatorModel; choices: readonly ModuleChoice[] }) {
  const [notice, setNotice] = useState<Text>();
  return (
    <>
      <div class="module-switches" role="group" aria-label={message('calc.modules.played')}>
        {choices.map(({ module, id, on, refused }) => {
          const name = say(moduleWords(module.id));
          return (
            <button
              key={module.id}
              type="button"
              class={on ? 'choice is-chosen' : 'choice'}
              role="switch"
              aria-checked={on}
              aria-label={refused ? message('calc.modules.refusedLabel', { module: name, why: refused }) : name}
              disabled={refused !== undefined}
              onClick={() => {
                const outcome = model.setModule(id, !on);
                setNotice(outcome.ok ? undefined : outcome.error.message);
              }}
            >
              {name}
              {refused && <span class="tag"> ({say(refused)})</span>}
            </button>
          );
        })}
      </div>
      <Feedback ok={false} text={notice} />
      {choices
        .filter((c) => c.on)
        .map(({ module }) => (
          <p key={module.id} class="hint">
            <strong>{message('calc.modules.nameColon', { module: moduleWords(module.id) })}</strong>{' '}
            {say(moduleSummaryWords(module.id))}
          </p>
        ))}
    </>
  );
}
