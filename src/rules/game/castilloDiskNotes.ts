import { castilloMoves } from '../scoring/emptyCastillo';
import type { RegionId } from '../state/areaIds';
import type { GameState, PlayerId } from '../state/types';
import type { Words } from '../state/words';
import { scoringBoardOf, scoringRulesOf } from '../table/scoringBoardOf';

/**
 * What each disk set so far does to its player's Castillo caballeros at this general scoring, for the
 * disks whose caballeros will not go where the disk names (the King's region sends them back to the
 * court): said beside that disk as it is set, before the scoring is confirmed. The same reasons as the
 * scoring's explanation gives.
 *
 * @example
 * castilloDiskNotes(state, { red: 'sevilla' }); // { red: words('castillo.toCourt.king', …) } with the King in Sevilla
 */
export function castilloDiskNotes(
  state: GameState,
  disks: Readonly<Record<PlayerId, RegionId>>,
): Readonly<Record<PlayerId, Words>> {
  const request = { kind: 'general', castilloDestinations: disks } as const;
  const { moves } = castilloMoves(scoringBoardOf(state), request, scoringRulesOf(state));
  const notes: Record<PlayerId, Words> = {};
  for (const move of moves) if (move.toCourt && move.to !== undefined) notes[move.id] = move.note;
  return notes;
}
