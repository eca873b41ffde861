import { ruleOf } from '../editions/ruleOf';
import { commandRowIn, rulesOf } from '../flow/gameRules';
import { ANY_PHASE, phaseAccepts, phaseRow } from '../flow/phases';
import { turnStepOf } from '../flow/turnSteps';
import { notNowMessage } from '../flow/waitingFor';
import { settleCommand } from '../play/index';
import type { Command } from '../state/commands';
import { describeValue } from '../state/quote';
import { fieldOf } from '../state/records';
import { fail, ok, type Result, type RuleError } from '../state/result';
import type { CommandRow, GameRules } from '../state/ruleRows';
import { playerWords } from '../state/stateHelpers';
import type { GameState } from '../state/types';
import { words } from '../state/words';
import { setupGame } from './setupGame';

/**
 * The engine: one command on one state gives the next state or a refusal. Pure: the state passed
 * in is never changed, and nothing throws, whatever the command holds. A game starts from
 * `undefined` with a setup command.
 *
 * Every command after the setup goes the same way, under the game's rules of play (the base game's
 * as its modules change them, see flow/gameRules): the phase table says whether the phase takes it,
 * the turn's steps whether the turn does, the command's own handler checks and applies it, and the
 * phase's "next" moves the round on. `rules`: the game's rules of play, when not its setup's own.
 */
export function applyCommand(
  state: GameState | undefined,
  command: Command,
  rules: GameRules | undefined = state && rulesOf(state.setup),
): Result<GameState> {
  if (typeof command !== 'object' || command === null || typeof fieldOf(command, 'type') !== 'string') {
    return fail('input/not-a-command', words('refusal.input/not-a-command'));
  }
  try {
    if (command.type === 'setup') {
      return state === undefined
        ? setupGame(command)
        : fail('flow/already-set-up', words('refusal.flow/already-set-up'));
    }
    if (state === undefined || rules === undefined) return fail('flow/not-set-up', words('refusal.flow/not-set-up'));
    const found = commandRowIn(state, command.type, rules);
    if (!found)
      return fail(
        'input/unknown-command',
        words('refusal.input/unknown-command', { value: describeValue(command.type) }),
      );
    if ('refusal' in found) return { ok: false, error: found.refusal };
    const { row } = found;
    const refused = refusalBefore(state, command, row, rules);
    if (refused) return { ok: false, error: refused };
    const applied = row.apply(state, command, rules);
    if (!applied.ok) return applied;
    const settled = settleCommand(state, command, applied.value);
    if (!settled.ok || ANY_PHASE.includes(command.type)) return settled;
    return ok(phaseRow(state, rules).next(settled.value));
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
  row: CommandRow<Command>,
  rules: GameRules,
): RuleError | undefined {
  const notInGame = row.notInThisGame?.(state);
  if (notInGame) return notInGame;
  if (!phaseAccepts(state, command.type, rules)) {
    const closed = phaseRow(state, rules).closed;
    if (closed) return closed;
    return fail('flow/not-now', notNowMessage(state, row.when, rules), ruleOf(state, row.rule), {
      phase: state.phase,
    }).error;
  }
  const step = turnStepOf(state, command.type, rules);
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
