import { useSignal } from '@preact/signals';
import type { RuleError } from '../../rules/errors';
import type { LastCorrection } from '../../rules/game/log';
import type { GameSession } from '../../session/gameSession';
import { Refusal } from './Refusal';

const entriesWord = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);

/** What undoing the last correction (or putting it back) does, in words. */
function undoWords({ kind, index, takenBack }: LastCorrection): string {
  if (kind === 'correct') return `Undo the correction of entry ${index}${takenBack ? ` and bring back the ${entriesWord(takenBack)} it took back` : ''}`;
  return `Put back the correction of entry ${index}${takenBack ? `, taking back ${entriesWord(takenBack)} again` : ''}`;
}

/**
 * The last correction — and every entry it took back with it — undone in one step, while nothing
 * else was entered since; and that undo put back the same way. Asks first, naming what it does.
 */
export function UndoCorrection({ session }: { session: GameSession }) {
  const asking = useSignal<LastCorrection | undefined>(undefined);
  const problem = useSignal<RuleError | undefined>(undefined);
  const last = session.lastCorrection.value;
  if (!last || session.readOnly.value) return problem.value ? <Refusal error={problem.value} /> : null;
  const busy = session.busy.value;
  const words = undoWords(last);
  return (
    <div class="field-row">
      {asking.value === last ? (
        <>
          <button
            type="button"
            class="danger"
            disabled={busy}
            onClick={async () => {
              const outcome = await session.undoCorrection();
              problem.value = outcome.ok ? undefined : outcome.error;
              asking.value = undefined;
            }}
          >
            Yes: {words.charAt(0).toLowerCase()}
            {words.slice(1)}
          </button>
          <button type="button" class="secondary" onClick={() => (asking.value = undefined)}>
            Keep it
          </button>
        </>
      ) : (
        <button type="button" class="secondary" disabled={busy} onClick={() => (asking.value = last)}>
          {words}
        </button>
      )}
      <Refusal error={problem.value} />
    </div>
  );
}
