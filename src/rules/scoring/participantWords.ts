import { BLACK_IDS } from '../state/modules';
import { isOneOf } from '../state/records';
import type { ParticipantId } from '../state/scoringRequest';
import { type WordValue, words } from '../state/words';
import type { ScoringBoard } from './types';

/**
 * A participant as an explanation names it: the name the table gave, the black caballeros by
 * what they are ("the Church"), otherwise the id the board uses.
 */
export function nameOf(board: ScoringBoard, id: ParticipantId): WordValue {
  const given = board.names?.[id];
  if (given) return given;
  return isOneOf(BLACK_IDS, id) ? words(`piece.${id}`) : id;
}
