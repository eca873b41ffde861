import { isTotalFree, modifierHand, powerTotal } from '../../play/index';
import type { PowerCardValue } from '../../state/powerCards';
import type { GameState, PlayerId } from '../../state/types';
import type { ModifierCard } from './state';
import { sameModifier } from './state';

// The questions the screens ask about Power Shift's modifier cards; the answers are the engine's.
export {
  hasPowerShift,
  isTotalFree,
  modifierDiscards,
  modifierGrandeTargets,
  modifierHand,
  modifierHandsDue,
  playedModifier,
  powerTotal,
} from '../../play/index';

/** The totals already played this round, by player, for the power panel to show. */
export const playedTotals = (state: GameState): Readonly<Partial<Record<PlayerId, number>>> =>
  Object.fromEntries(Object.keys(state.played).map((id) => [id, powerTotal(state, id)]));

/** The player's modifier cards that could go with this power card now: one per face, only where the total is free. */
export function modifiersFor(state: GameState, player: PlayerId, value: PowerCardValue): ModifierCard[] {
  const faces = modifierHand(state, player).filter((c, i, all) => all.findIndex((d) => sameModifier(c, d)) === i);
  return faces.filter((c) => isTotalFree(state, value + c.value));
}
