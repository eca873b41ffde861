import { REGION_IDS, type RegionId } from '../../state/areaIds';
import type { ParticipantId } from '../../state/scoringRequest';
import type { ScoringBoard } from '../types';

/** Regions picked on the secret disks by exactly one scoring player, in board order. */
export function selectUniqueChoiceRegions(
  board: Pick<ScoringBoard, 'players'>,
  choices: Readonly<Partial<Record<ParticipantId, RegionId>>>,
): RegionId[] {
  const picks = board.players.map((id) => choices[id]).filter((r): r is RegionId => r !== undefined);
  return REGION_IDS.filter((id) => picks.filter((r) => r === id).length === 1);
}
