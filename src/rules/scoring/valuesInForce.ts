import { AREAS } from '../board/areas';
import type { AreaId, ScoreValues } from '../state/areaIds';
import { MOBILE_SCOREBOARD_IDS, MOBILE_SCOREBOARD_VALUES } from '../state/mobileScoreboards';
import type { ScoringBoard, ValuesSource } from './types';

/**
 * The values an area scores with right now: a mobile scoreboard lying on it replaces the printed ones.
 * @example valuesInForce({ ...board, mobileScoreboards: { '8-4-0': 'galicia' } }, 'galicia') // { values: [8,
 * 4, 0], source: '8-4-0' }
 */
export function valuesInForce(
  board: Pick<ScoringBoard, 'mobileScoreboards'>,
  area: AreaId,
): { readonly values: ScoreValues; readonly source: ValuesSource } {
  const mobile = MOBILE_SCOREBOARD_IDS.find((id) => board.mobileScoreboards[id] === area);
  return mobile
    ? { values: MOBILE_SCOREBOARD_VALUES[mobile], source: mobile }
    : { values: AREAS[area].printedValues, source: 'printed' };
}
