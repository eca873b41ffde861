import { afterModuleReplenish, courtNumber, extraReplenish } from '../play/index';
import type { ReplenishCommand } from '../state/commands';
import { valueWords } from '../state/quote';
import { ok, type Result } from '../state/result';
import type { GameState } from '../state/types';
import { words } from '../state/words';
import { bringToCourt } from '../table/bringToCourt';
import { openTurn } from './openTurn';

/**
 * The start of a turn: up to the power card's number of caballeros from the provinces into the
 * court. Only when the provinces run short may the player take their own from regions instead,
 * never from the Castillo or the King's region.
 */
export function replenish(state: GameState, command: ReplenishCommand): Result<GameState> {
  const player = command.player;
  const played = state.played[player];
  const allowance = courtNumber(state, player);
  // A module may let this player bring more (the Church's holder: one more this turn).
  const extra = extraReplenish(state, player);
  const brought = bringToCourt(state, player, command.provinces, command.regions, allowance + extra, (total) =>
    extra > 0
      ? words('refusal.replenish/too-many.extra', {
          card: valueWords(played),
          allowance,
          total,
          more: allowance + extra,
        })
      : words('refusal.replenish/too-many', { card: valueWords(played), allowance, total }),
  );
  if (!brought.ok) return brought;
  const total = (brought.value.court[player] ?? 0) - (state.court[player] ?? 0);
  const fromRegions = total - ((state.provinces[player] ?? 0) - (brought.value.provinces[player] ?? 0));
  const after = afterModuleReplenish(brought.value, player, { beyond: total - allowance, fromRegions });
  if (!after.ok) return after;
  return ok({ ...after.value, turn: { ...openTurn(state), replenished: true } });
}
