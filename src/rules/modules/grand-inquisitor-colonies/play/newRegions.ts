import type { GameAreaId, GameRegionId } from '../../../state/areaIds';
import { isOneOf } from '../../../state/records';
import { fail, ok, type Result, type RuleError } from '../../../state/result';
import { totalIn } from '../../../state/stateHelpers';
import type { GameState } from '../../../state/types';
import { words } from '../../../state/words';
import { grandInquisitorColonies } from '../module';
import { COLONIES_REF, FRANCE_REF } from './refs';

/** France's spaces, as the module's area data holds them: one caballero each (the Ambassador's, the Envoy's, a plain one). */
export const FRANCE_ROOM = grandInquisitorColonies.areas.find((area) => area.id === 'france')?.holdsAtMost ?? 3;

/** France borders Aragón and Cataluña, and lies on the sea. */
const FRANCE_BORDERS: readonly GameRegionId[] = ['aragon', 'cataluna', 'ship'];

/** The regions on the sea: the Ship lies next to each, so next to the King whenever he stands in one. */
export const COASTAL: readonly GameRegionId[] = [
  'france',
  'cataluna',
  'valencia',
  'granada',
  'sevilla',
  'galicia',
  'pais-vasco',
];

/** The colonies: reached only by the Ship or by repositioning, never from a court. */
export const COLONIES = ['america', 'mediterranean'] as const;

/**
 * The regions the expansion puts next to one, beyond the board's borders: France beside Aragón and
 * Cataluña, the Ship beside every coastal region (France's included); America and the Mediterranean
 * beside none (Decennial rules, “Grand Inquisitor & the Colonies: France” and “Ship”).
 */
export function newRegionBorders(region: GameRegionId): readonly GameRegionId[] {
  if (region === 'france') return FRANCE_BORDERS;
  if (region === 'ship') return COASTAL;
  return [
    ...(isOneOf(FRANCE_BORDERS, region) ? (['france'] as const) : []),
    ...(isOneOf(COASTAL, region) ? (['ship'] as const) : []),
  ];
}

/**
 * Why caballeros from a court may not go into this area: never America or the Mediterranean (reading
 * P19: a special action's placement neither), never a full France.
 */
export function refuseNewRegionPlacement(state: GameState, area: GameAreaId): RuleError | undefined {
  if (isOneOf(COLONIES, area)) {
    return fail('colonies/no-court', words('refusal.colonies/no-court', { area: words(`area.${area}`) }), COLONIES_REF)
      .error;
  }
  if (area === 'france' && totalIn(state, 'france') >= FRANCE_ROOM) {
    return fail('france/full', words('refusal.france/full', { room: FRANCE_ROOM }), FRANCE_REF, { room: FRANCE_ROOM })
      .error;
  }
  return undefined;
}

/** The table once a command is done, held to France's three spaces (a card may free some as it fills others). */
export function checkFranceRoom(after: GameState): Result<GameState> {
  const total = totalIn(after, 'france');
  if (total <= FRANCE_ROOM) return ok(after);
  return fail('france/full', words('refusal.france/full.over', { room: FRANCE_ROOM, total }), FRANCE_REF, {
    room: FRANCE_ROOM,
    total,
  });
}
