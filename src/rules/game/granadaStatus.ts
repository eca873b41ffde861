import { caballerosInGranada, GRANADA_FALLS_AT, GRANADA_REF } from '../play/granada';
import type { RuleRef } from '../state/sources';
import type { GameState, PlayerId } from '../state/types';

/** What a game screen shows about Granada under the 1995 Muslim Granada variant. */
export interface GranadaStatus {
  readonly granada: 'muslim' | 'conquered';
  /** Caballeros of every colour in Granada now. */
  readonly caballeros: number;
  /** How many take it at the end of a turn. */
  readonly fallsAt: number;
  /** Muslim with enough caballeros inside: it falls when the turn being played ends (none: the next turn's end). */
  readonly fallsAtTurnEnd: boolean;
  /** Once fallen: the round it fell in and what each player scored for it (none when a general scoring took it). */
  readonly fell?: { readonly round: number; readonly totals: Readonly<Record<PlayerId, number>> };
  /** One line in a player's words. */
  readonly words: string;
  readonly ref: RuleRef;
}

/**
 * Granada's state at this table for a screen to show, or undefined when the game is not played with
 * a Muslim Granada.
 *
 * @example granadaStatus(state)?.words // 'Granada is Muslim: 7 of the 12 caballeros it takes to fall'
 */
export function granadaStatus(state: GameState): GranadaStatus | undefined {
  const granada = state.modules?.granada;
  if (granada === undefined) return undefined;
  const caballeros = caballerosInGranada(state);
  const base = { granada, caballeros, fallsAt: GRANADA_FALLS_AT, ref: GRANADA_REF };
  if (granada === 'conquered') {
    // A general scoring that takes it under the "at once" reading scores it inside its own event.
    const event = state.scorings.find((s) => s.cause === 'conquest');
    return {
      ...base,
      fallsAtTurnEnd: false,
      ...(event ? { fell: { round: event.round, totals: event.totals } } : {}),
      words: `Granada has fallen${event ? ` in round ${event.round}` : ''}: it is an ordinary region now`,
    };
  }
  const fallsAtTurnEnd = caballeros >= GRANADA_FALLS_AT;
  return {
    ...base,
    fallsAtTurnEnd,
    words: fallsAtTurnEnd
      ? `Granada is Muslim and holds ${caballeros} caballeros: it falls at the end of a turn (this one, or the next when none is being played) and is scored double`
      : `Granada is Muslim: ${caballeros} of the ${GRANADA_FALLS_AT} caballeros it takes to fall`,
  };
}
