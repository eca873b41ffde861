import { areaWordsIn } from '../../editions/ruleOf';
import { defineQueries } from '../../game/moduleQueries';
import type { RuleRef } from '../../state/sources';
import type { GameState, PlayerId } from '../../state/types';
import { type Words, words } from '../../state/words';
import { caballerosInGranada, GRANADA_FALLS_AT, GRANADA_REF } from './play';

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
  readonly words: Words;
  readonly ref: RuleRef;
}

/**
 * Granada's state at this table for a screen to show, or undefined when the game is not played with
 * a Muslim Granada.
 *
 * @example say(granadaStatus(state)?.words) // 'Granada is Muslim: 7 of the 12 caballeros it takes to fall'
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
      words: event
        ? words('game.granada.fallenInRound', { area: areaWordsIn(state, 'granada'), round: event.round })
        : words('game.granada.fallen', { area: areaWordsIn(state, 'granada') }),
    };
  }
  const fallsAtTurnEnd = caballeros >= GRANADA_FALLS_AT;
  return {
    ...base,
    fallsAtTurnEnd,
    words: fallsAtTurnEnd
      ? words('game.granada.falling', { area: areaWordsIn(state, 'granada'), caballeros })
      : words('game.granada.muslim', { area: areaWordsIn(state, 'granada'), caballeros, fallsAt: GRANADA_FALLS_AT }),
  };
}

/** Granada's line in the game screen's status, with what its fall scored, and its word on the map while Muslim. */
export const GRANADA_QUERIES = defineQueries({
  status(state) {
    const status = granadaStatus(state);
    if (!status) return undefined;
    return {
      words: status.words,
      ref: status.ref,
      cause: 'conquest',
      ...(status.fallsAtTurnEnd ? { dueAtTurnEnd: true } : {}),
      ...(status.fell ? { scored: status.fell.totals } : {}),
    };
  },
  areaNotes: (state, area) =>
    area === 'granada' && state.modules?.granada === 'muslim' ? [words('game.granada.mapNote')] : [],
});
