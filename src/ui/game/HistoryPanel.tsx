import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import { type Command, describeCommand, type RuleError } from '../../rules';
import type { Done } from '../../session/done';

import type { GameSession } from '../../session/gameSession';
import { correctionUndoWords } from './correctionWords';
import { HistoryScorings } from './HistoryScorings';
import type { HistoryFocus } from './historyFocus';
import { Refusal } from './Refusal';

/**
 * The game so far in words. Undo names what it removes and asks first; redo brings back what was
 * undone while nothing else was entered; any entry can be corrected with the panel that entered it.
 */
export function HistoryPanel({ session, focus }: { session: GameSession; focus: HistoryFocus }) {
  const uid = useId();
  const { open, correcting } = focus;
  /**
   * While asking: the last entry in words, worked out once when Undo is tapped (it replays the log),
   * with the entry it names; anything entered or corrected meanwhile ends the question.
   */
  const asking = useSignal<
    { readonly words: string; readonly length: number; readonly last: Command | undefined } | undefined
  >(undefined);
  const problem = useSignal<RuleError | undefined>(undefined);
  const log = session.log.value;
  const last = log.at(-1);
  const redo = session.redoable.value.at(-1);
  const busy = session.busy.value || session.readOnly.value;
  const confirming = asking.value?.length === log.length && asking.value.last === last ? asking.value.words : undefined;
  const correction = session.lastCorrection.value;
  // The last entry is a correction (or its taking back) while one is set: undone whole, and said so.
  const lastWords = () =>
    correction ? correctionUndoWords(correction) : say(session.history.value.at(-1)?.words ?? '');
  // The session works the history out once per change of the log, and only once it is read here.
  const history = open.value ? session.history.value : undefined;
  const act = async (run: () => Promise<Done>) => {
    const outcome = await run();
    problem.value = outcome.ok ? undefined : outcome.error;
    asking.value = undefined;
  };
  return (
    <section class="panel history" aria-labelledby={`${uid}-history`}>
      <h3 id={`${uid}-history`}>{message('game.history.heading')}</h3>
      <div class="field-row">
        {confirming !== undefined ? (
          <>
            <button type="button" class="danger" disabled={busy} onClick={() => act(() => session.undo())}>
              {message('game.history.confirmUndo', { what: confirming })}
            </button>
            <button type="button" class="secondary" onClick={() => (asking.value = undefined)}>
              {message('game.history.keep')}
            </button>
          </>
        ) : (
          <button
            type="button"
            class="secondary"
            disabled={busy || (log.length <= 1 && !correction)}
            onClick={() => (asking.value = { words: lastWords(), length: log.length, last })}
          >
            {message('game.history.undo')}
          </button>
        )}
        {redo && !session.stopped.value && (
          <button type="button" class="secondary" disabled={busy} onClick={() => act(() => session.redo())}>
            {message('game.history.redo', { what: describeCommand(session.state.value, redo) })}
          </button>
        )}
      </div>
      <Refusal error={problem.value} />
      <details open={open.value} onToggle={(e) => (open.value = e.currentTarget.open)}>
        <summary>{message('game.history.every', { count: log.length })}</summary>
        {history && (
          <ol class="history-list" start={0} aria-label={message('game.history.entries')}>
            {history.map(({ index: i, words, before, scorings }) => (
              <li key={i} value={i} class={correcting.value === i ? 'is-corrected' : undefined}>
                <span class="grow">{say(words)}</span>
                {!session.readOnly.value && (
                  <button
                    type="button"
                    class="secondary"
                    aria-label={message('game.history.correctEntry', { index: i, words })}
                    onClick={() => (correcting.value = correcting.value === i ? undefined : i)}
                  >
                    {message('game.history.correct')}
                  </button>
                )}
                {before && scorings.length > 0 && <HistoryScorings before={before} scorings={scorings} />}
              </li>
            ))}
          </ol>
        )}
      </details>
    </section>
  );
}
