import type { BlackId } from '../state/modules';
import { fail, ok } from '../state/result';
import type { RuleRef } from '../state/sources';
import type { GameState, PlayerId } from '../state/types';
import { words } from '../state/words';
import type { ModulePlay } from './modulePlay';

/** Who holds a black piece's marker now (the Church marker, the Grand Inquisitor), or null: nobody yet. */
export const holderOf = (state: GameState, black: BlackId): PlayerId | null => state.modules?.holders?.[black] ?? null;

/** Whether this black piece's holder may still add their one extra caballero this turn. */
const extraOpen = (state: GameState, black: BlackId, player: PlayerId): boolean =>
  holderOf(state, black) === player && state.modules?.extraTaken?.[black] !== true;

/**
 * The holder's extra caballero, as the Church and the Grand Inquisitor give it: once a turn, one more
 * from the provinces into the court when replenishing, or else one more placed next to the King with
 * the card's placement. Its words are the piece's own (`modules.extra.<piece>`, `modules.limit.<piece>.*`).
 */
export function holderExtraPlay(
  black: BlackId,
  ref: RuleRef,
): Pick<
  ModulePlay,
  | 'extraPlacement'
  | 'extraReasonWords'
  | 'placementLimitReasonWords'
  | 'extraReplenish'
  | 'afterReplenish'
  | 'afterTurn'
> {
  return {
    extraPlacement: (state, player) => (extraOpen(state, black, player) ? 1 : 0),
    extraReasonWords: () => words(`modules.extra.${black}`),
    placementLimitReasonWords: (state, player) => {
      if (holderOf(state, black) !== player) return undefined;
      return words(extraOpen(state, black, player) ? `modules.limit.${black}.open` : `modules.limit.${black}.taken`);
    },
    extraReplenish: (state, player) => (extraOpen(state, black, player) ? 1 : 0),
    afterReplenish: (state, player, { beyond, fromRegions }) => {
      if (beyond <= 0 || !extraOpen(state, black, player)) return ok(state);
      // The extra one comes from the provinces: regions only ever make up what the power card brings.
      if (fromRegions > 0)
        return fail(`${black}/extra-from-provinces`, words(`refusal.${black}/extra-from-provinces`), ref);
      const extraTaken = { ...state.modules?.extraTaken, [black]: true as const };
      return ok({ ...state, modules: { ...state.modules, extraTaken } });
    },
    afterTurn: (state) => {
      if (state.modules?.extraTaken === undefined) return state;
      const { extraTaken: _, ...modules } = state.modules;
      return { ...state, modules };
    },
  };
}
