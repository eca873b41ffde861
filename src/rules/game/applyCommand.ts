import { ruleOf } from '../editions/ruleOf';
import { commandRow } from '../flow/commandTable';
import { ANY_PHASE, PHASES, phaseAccepts } from '../flow/phases';
import { turnStepOf } from '../flow/turnSteps';
import { notNowMessage } from '../flow/waitingFor';
import { settleCommand } from '../play/index';
import type { Command } from '../state/commands';
import { describeValue } from '../state/quote';
import { fieldOf } from '../state/records';
import { fail, ok, type Result, type RuleError } from '../state/result';
import { playerWords } from '../state/stateHelpers';
import type { GameState } from '../state/types';
import { words } from '../state/words';
import { setupGame } from './setupGame';

/**
 * The engine: one command on one state gives the next state or a refusal. Pure: the state passed
 * in is never changed, and nothing throws, whatever the command holds. A game starts from
 * `undefined` with a setup command.
 *
 * Every command after the setup goes the same way: the phase table says whether the phase takes
 * it, the turn's steps whether the turn does, the command's own handler checks and applies it, and
 * the phase's "next" moves the round on.
 */
export function applyCommand(state: GameState | undefined, command: Command): Result<GameState> {
  if (typeof command !== 'object' || command === null || typeof fieldOf(command, 'type') !== 'string') {
    return fail('input/not-a-command', words('refusal.input/not-a-command'));
  }
  try {
    if (command.type === 'setup') {
      return state === undefined
        ? setupGame(command)
        : fail('flow/already-set-up', words('refusal.flow/already-set-up'));
    }
    if (state === undefined) return fail('flow/not-set-up', words('refusal.flow/not-set-up'));
    const row = commandRow(command.type);
    if (!row)
      return fail(
        'input/unknown-command',
        words('refusal.input/unknown-command', { value: describeValue(command.type) }),
      );
    const refused = refusalBefore(state, command, row);
    if (refused) return { ok: false, error: refused };
    const applied = row.apply(state, command);
    if (!applied.ok) return applied;
    const settled = settleCommand(state, command, applied.value);
    if (!settled.ok || ANY_PHASE.includes(command.type)) return settled;
    return ok(PHASES[state.phase].next(settled.value));
  } catch (error) {
    const reason = fieldOf(error, 'message');
    return fail(
      'input/malformed',
      words('refusal.input/malformed', { reason: typeof reason === 'string' ? reason : describeValue(reason) }),
      undefined,
      { type: command.type },
    );
  }
}

/** Why the table cannot take this command now, before its own checks: the game, the phase, or the turn. */
function refusalBefore(
  state: GameState,
  command: Command,
  row: NonNullable<ReturnType<typeof commandRow>>,
): RuleError | undefined {
  const notInGame = row.notInThisGame?.(state);
  if (notInGame) return notInGame;
  if (!phaseAccepts(state, command.type)) {
    const closed = PHASES[state.phase].closed;
    if (closed) return closed;
    return fail('flow/not-now', notNowMessage(state, row.when), ruleOf(state, row.rule), { phase: state.phase }).error;
  }
  const step = turnStepOf(command.type);
  const turn = state.turn;
  if (!step || !turn) return undefined;
  const player = 'player' in command ? command.player : undefined;
  if (row.byTurnPlayer && player !== turn.player) {
    return fail(
      'turn/not-your-turn',
      words('refusal.turn/not-your-turn', {
        current: playerWords(state, turn.player),
        player: playerWords(state, player ?? ''),
      }),
      ruleOf(state, 'take-card'),
      {
        current: turn.player,
      },
    ).error;
  }
  return step.refuse(state, turn);
}
