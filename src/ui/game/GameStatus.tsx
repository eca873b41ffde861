import { useState } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import { type RuleError, ruleRefShortWords, waitingFor } from '../../rules';
import type { Done } from '../../session/done';
import type { GameSession } from '../../session/gameSession';

import type { UnreadableEntry } from '../../session/gameStorage';
import { correctEntry, exportGame, type HistoryFocus } from './historyFocus';
import { Refusal } from './Refusal';
import { nameIn, phaseWords, roundWords } from './tableWords';

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
          {stopped
            ? message('game.status.setupBrokenBecause', { reason: reasonOf(stopped.error) })
            : message('game.status.setupBroken')}
        </p>
        <StopActions session={session} focus={focus} index={0} />
      </div>
    );
  }
  return (
    <div class="game-status">
      <h2 id="game-heading">
        {state.phase === 'over'
          ? phaseWords('over')
          : message('game.status.heading', { round: roundWords(state), phase: phaseWords(state.phase) })}
      </h2>
      <p class="waiting" aria-live="polite">
        {state.phase === 'over'
          ? message('game.status.finalDone')
          : state.turn
            ? message('game.status.turnOf', { name: nameIn(state)(state.turn.player) })
            : message('game.status.waitingFor', { what: waitingFor(state) })}
      </p>
      {unreadable}
      {session.readOnly.value && !session.unreadable && (
        <p role="status" class="notice">
          {message('game.status.readOnly')}
        </p>
      )}
      {stopped && (
        <div role="alert" class="notice">
          <p>{message('game.status.entryBroken', { index: stopped.index, reason: reasonOf(stopped.error) })}</p>
          {stopped.error.ruleRef && (
            <p class="rules">{message('game.rule', { rule: ruleRefShortWords(stopped.error.ruleRef) })}</p>
          )}
          <StopActions session={session} focus={focus} index={stopped.index} />
        </div>
      )}
    </div>
  );
}

/** Why an entry no longer holds, as a clause inside a sentence of ours. */
const reasonOf = (error: RuleError): string => say(error.message).replace(/\.$/, '');

/**
 * What can be done about an entry that no longer holds: correct it (not from a tab that only follows), or
 * export the game.
 */
function StopActions({ session, focus, index }: { session: GameSession; focus: HistoryFocus; index: number }) {
  return (
    <div class="field-row">
      {!session.readOnly.value && (
        <button type="button" onClick={() => correctEntry(focus, index)}>
          {message('game.status.correctEntry', { index })}
        </button>
      )}
      <button type="button" class="secondary" onClick={() => exportGame(session)}>
        {message('game.status.exportAsItIs')}
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
  const { entry, message: problemWords } = unreadable;
  return (
    <div role="alert" class="notice">
      <p>{message('game.status.unreadable', { problem: problemWords })}</p>
      <div class="field-row">
        <button
          type="button"
          onClick={async () => {
            const outcome = await onCopy();
            setProblem(outcome.ok ? undefined : outcome.error);
          }}
        >
          {message('game.status.goOnWithout', { entry })}
        </button>
        <button type="button" class="secondary" onClick={() => exportGame(session)}>
          {message('game.status.exportAsItIs')}
        </button>
      </div>
      <Refusal error={problem} />
    </div>
  );
}
