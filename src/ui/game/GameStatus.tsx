import { waitingFor } from '../../rules/flow/waitingFor';
import { describeRuleRef } from '../../rules/editions';
import type { GameSession } from '../../session/gameSession';
import { PHASE_WORDS, roundWords } from './tableWords';

/** Always in view: the round, the phase in words, what the table waits for, and anything amiss with this game. */
export function GameStatus({ session }: { session: GameSession }) {
  const state = session.state.value;
  const stopped = session.stopped.value;
  if (!state) return <p role="alert">This game's setup no longer holds: correct it in the history below.</p>;
  return (
    <div class="game-status">
      <h2 id="game-heading">
        {state.phase === 'over' ? 'Game over' : `${roundWords(state)} · ${PHASE_WORDS[state.phase]}`}
      </h2>
      <p class="waiting" aria-live="polite">
        {state.phase === 'over' ? 'The game is over.' : `Waiting for ${waitingFor(state)}.`}
      </p>
      {session.readOnly.value && (
        <p role="status" class="notice">
          This game is open in another tab or window; here you can only follow it.
        </p>
      )}
      {stopped && (
        <div role="alert" class="notice">
          <p>
            Entry {stopped.index} of this game's history no longer holds: {stopped.error.message.replace(/\.$/, '')}. The table is shown as it stood before it. Correct that
            entry or undo it in the history below; you can also export the game as it is.
          </p>
          {stopped.error.ruleRef && <p class="rules">Rule: {describeRuleRef(stopped.error.ruleRef)}</p>}
        </div>
      )}
    </div>
  );
}
