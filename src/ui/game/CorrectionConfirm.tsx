import { useSignal } from '@preact/signals';
import { say } from '../../i18n/speech';
import { describeRuleRef, type RuleError } from '../../rules';

import type { CorrectionPlan, GameSession } from '../../session/gameSession';
import { Refusal } from './Refusal';

const entriesWord = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);

/**
 * What a correction comes to, before it is saved: the entry as it reads now and as corrected. When a
 * later entry would no longer hold, saving it takes back every entry from there (named by number
 * and round, and undone in one step), or the table keeps every entry and records a table
 * correction of the counts instead.
 */
export function CorrectionConfirm({
  session,
  plan,
  onClose,
  onChange,
  onTableCorrection,
}: {
  session: GameSession;
  plan: CorrectionPlan;
  /** Closes the editor: the correction was saved, or the entry is left as it is. */
  onClose: () => void;
  onChange: () => void;
  onTableCorrection: () => void;
}) {
  const problem = useSignal<RuleError | undefined>(undefined);
  const { index, laterStop, takesBack } = plan;
  const busy = session.busy.value || session.readOnly.value;
  const save = async () => {
    const outcome = await session.correct(
      index,
      plan.command,
      takesBack ? { takeBack: { from: takesBack.from, count: takesBack.count } } : {},
    );
    problem.value = outcome.ok ? undefined : outcome.error;
    if (outcome.ok) onClose();
  };
  const last = takesBack ? takesBack.from + takesBack.count - 1 : 0;
  return (
    <div class="correction-confirm">
      <p>
        Entry {index} reads: {say(plan.words.now)}
      </p>
      <p>
        <strong>Corrected:</strong> {say(plan.words.corrected)}
      </p>
      {!takesBack && (
        <p class="hint">
          Every later entry still holds with it. Once saved, “Undo the last entry” takes the correction back in one
          step.
        </p>
      )}
      {takesBack && laterStop && (
        <div class="notice" role="alert">
          <p>
            With it, entry {laterStop.index} no longer holds: {say(laterStop.error.message).replace(/\.$/, '')}.
          </p>
          {laterStop.error.ruleRef && <p class="rules">Rule: {describeRuleRef(laterStop.error.ruleRef)}</p>}
          <p>
            Saving it takes back {entriesWord(takesBack.count)}:{' '}
            {takesBack.count === 1 ? `entry ${takesBack.from}` : `entries ${takesBack.from} to ${last}`}, from round{' '}
            {takesBack.round} on. “Undo the last entry” brings {takesBack.count === 1 ? 'it' : 'them all'} back in one
            step. Or keep every entry, and set the counts to what the table shows now with a table correction.
          </p>
        </div>
      )}
      <div class="field-row">
        {takesBack ? (
          <>
            <button type="button" class="danger" disabled={busy} onClick={save}>
              Save and take back {entriesWord(takesBack.count)} from round {takesBack.round}
            </button>
            <button type="button" class="secondary" onClick={onTableCorrection}>
              Keep every entry: record a table correction
            </button>
          </>
        ) : (
          <button type="button" disabled={busy} onClick={save}>
            Save the correction of entry {index}
          </button>
        )}
        <button type="button" class="secondary" onClick={onChange}>
          Change the correction
        </button>
        <button type="button" class="secondary" onClick={onClose}>
          Leave entry {index} as it is
        </button>
      </div>
      <Refusal error={problem.value} />
    </div>
  );
}
