import { useSignal } from '@preact/signals';
import { message, say } from '../../i18n/speech';
import { type RuleError, ruleRefShortWords } from '../../rules';

import type { CorrectionPlan, GameSession } from '../../session/gameSession';
import { Refusal } from './Refusal';

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
      <p>{message('game.correct.reads', { index, words: plan.words.now })}</p>
      <p>
        <strong>{message('game.correct.corrected')}</strong> {say(plan.words.corrected)}
      </p>
      {!takesBack && <p class="hint">{message('game.correct.laterHold')}</p>}
      {takesBack && laterStop && (
        <div class="notice" role="alert">
          <p>
            {message('game.correct.laterStops', {
              index: laterStop.index,
              reason: say(laterStop.error.message).replace(/\.$/, ''),
            })}
          </p>
          {laterStop.error.ruleRef && (
            <p class="rules">{message('game.rule', { rule: ruleRefShortWords(laterStop.error.ruleRef) })}</p>
          )}
          <p>
            {message('game.correct.takesBack', {
              count: takesBack.count,
              from: takesBack.from,
              last,
              round: takesBack.round,
            })}
          </p>
        </div>
      )}
      <div class="field-row">
        {takesBack ? (
          <>
            <button type="button" class="danger" disabled={busy} onClick={save}>
              {message('game.correct.saveTakingBack', { count: takesBack.count, round: takesBack.round })}
            </button>
            <button type="button" class="secondary" onClick={onTableCorrection}>
              {message('game.correct.keepEvery')}
            </button>
          </>
        ) : (
          <button type="button" disabled={busy} onClick={save}>
            {message('game.correct.save', { index })}
          </button>
        )}
        <button type="button" class="secondary" onClick={onChange}>
          {message('game.correct.change')}
        </button>
        <button type="button" class="secondary" onClick={onClose}>
          {message('game.correct.leave', { index })}
        </button>
      </div>
      <Refusal error={problem.value} />
    </div>
  );
}
