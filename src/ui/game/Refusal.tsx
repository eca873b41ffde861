import { say } from '../../i18n/speech';
import { describeRuleRef, type RuleError } from '../../rules';

/** Why the engine (or storage) said no: its message, and the rule behind it where there is one. */
export function Refusal({ error }: { error: RuleError | undefined }) {
  if (!error) return null;
  return (
    <div role="alert" class="notice refusal" data-code={error.code}>
      <p>{say(error.message)}</p>
      {error.ruleRef && <p class="rules">Rule: {describeRuleRef(error.ruleRef)}</p>}
    </div>
  );
}
