import { useState } from 'preact/hooks';
import { say } from '../../i18n/speech';
import { describeRuleRef, nameOf, type RuleError, waitingFor } from '../../rules';
import type { Done } from '../../session/done';
import type { GameSession } from '../../session/gameSession';

import type { UnreadableEntry } from '../../session/gameStorage';
import { correctEntry, exportGame, type HistoryFocus } from './historyFocus';
import { Refusal } from './Refusal';
import { PHASE_WORDS, roundWords } from './tableWords';

/** Always in view: the round, the phase in words, what the table waits for, and anything amiss with this game. */
export function GameStatus({
  session,
  focus,
  onCopyReadable,
}: {
  session: GameSession;
  focus: HistoryFocus;
  onCopyReadable: () => Promise<Done>;
}) {
  const state = session.state.value;
  const stopped = session.stopped.value;
  const unreadable = session.unreadable && (
    <UnreadableNotice session={session} unreadable={session.unreadable} onCopy={onCopyReadable} />
  );
  if (!state && unreadable) return unreadable;
  if (!state) {
    return (
      <div role="alert" class="notice">
        <p>
          This game's setup no longer holds{stopped ? `: ${say(stopped.error.message).replace(/\.$/, '')}` : ''}.
          Correct it to go on, or export the game as it is.
        </p>
        <StopActions session={session} focus={focus} index={0} />
      </div>
    );
  }
  return (
    <div class="game-status">
      <h2 id="game-heading">
        {state.phase === 'over' ? 'Game over' : `${roundWords(state)} · ${PHASE_WORDS[state.phase]}`}
      </h2>
      <p class="waiting" aria-live="polite">
        {state.phase === 'over'
          ? 'The final scoring is done.'
          : state.turn
            ? `It is ${nameOf(state, state.turn.player)}'s turn.`
            : `Waiting for ${say(waitingFor(state))}.`}
      </p>
      {unreadable}
      {session.readOnly.value && !session.unreadable && (
        <p role="status" class="notice">
          This game is open in another tab or window; here you can only follow it.
        </p>
      )}
      {stopped && (
        <div role="alert" class="notice">
          <p>
            Entry {stopped.index} of this game's history no longer holds:{' '}
            {say(stopped.error.message).replace(/\.$/, '')}. You are following the game read-only, as it stood before
            that entry. Correct the entry to go on, or export the game as it is.
          </p>
          {stopped.error.ruleRef && <p class="rules">Rule: {describeRuleRef(stopped.error.ruleRef)}</p>}
          <StopActions session={session} focus={focus} index={stopped.index} />
        </div>
      )}
    </div>
  );
}

/**
 * What can be done about an entry that no longer holds: correct it (not from a tab that only follows), or
 * export the game.
 */
function StopActions({ session, focus, index }: { session: GameSession; focus: HistoryFocus; index: number }) {
  return (
    <div class="field-row">
      {!session.readOnly.value && (
        <button type="button" onClick={() => correctEntry(focus, index)}>
          Correct entry {index}
        </button>
      )}
      <button type="button" class="secondary" onClick={() => exportGame(session)}>
        Export the game as it is
      </button>
    </div>
  );
}

/**
 * A row of the stored history cannot be read: the game is followed up to it, and can go on in a copy or be
 * exported.
 */
function UnreadableNotice({
  session,
  unreadable,
  onCopy,
}: {
  session: GameSession;
  unreadable: UnreadableEntry;
  onCopy: () => Promise<Done>;
}) {
  const [problem, setProblem] = useState<RuleError>();
  const { entry, message } = unreadable;
  return (
    <div role="alert" class="notice">
      <p>
        {message} You are following the game read-only, as it stood before that entry: nothing can be added after it. Go
        on in a new game made of what can be read, or export the game as it is.
      </p>
      <div class="field-row">
        <button
          type="button"
          onClick={async () => {
            const outcome = await onCopy();
            setProblem(outcome.ok ? undefined : outcome.error);
          }}
        >
          Go on without entry {entry}
        </button>
        <button type="button" class="secondary" onClick={() => exportGame(session)}>
          Export the game as it is
        </button>
      </div>
      <Refusal error={problem} />
    </div>
  );
}
