import { useSignal } from '@preact/signals';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import { type RuleError, ruleRefShortWords } from '../../rules';

/** What a player changes an entry with. */
const CONTROLS = 'button, input, select, textarea, [role="radio"]';

/**
 * Why the engine (or storage) said no: its message, and the rule behind it where there is one.
 * `untilChanged`: a refusal of an entry sent is withdrawn as soon as a control of its step (or panel) is used,
 * since it spoke of an entry the table is now changing (sent again, the new answer shows).
 */
export function Refusal({ error, untilChanged = false }: { error: RuleError | undefined; untilChanged?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const withdrawn = useSignal<RuleError | undefined>(undefined);
  // Listening from the moment the refusal is drawn, before the next paint: a control used at once still withdraws it.
  useLayoutEffect(() => {
    const step = untilChanged && error ? box.current?.closest('.step, .panel') : undefined;
    if (!step) return;
    const withdraw = (e: Event) => {
      if (e.target instanceof Element && e.target.closest(CONTROLS) && !box.current?.contains(e.target))
        withdrawn.value = error;
    };
    step.addEventListener('click', withdraw, true);
    step.addEventListener('input', withdraw, true);
    return () => {
      step.removeEventListener('click', withdraw, true);
      step.removeEventListener('input', withdraw, true);
    };
  }, [error, untilChanged]);
  if (!error || withdrawn.value === error) return null;
  return (
    <div ref={box} role="alert" class="notice refusal" data-code={error.code}>
      <p>{say(error.message)}</p>
      {error.ruleRef && <p class="rules">{message('game.rule', { rule: ruleRefShortWords(error.ruleRef) })}</p>}
    </div>
  );
}
