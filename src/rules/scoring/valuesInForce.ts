import { isExtraArea } from '../board/extraAreas';
import type { ScoreValues } from '../state/areaIds';
import { MOBILE_SCOREBOARD_IDS, MOBILE_SCOREBOARD_VALUES } from '../state/mobileScoreboards';
import type { BoardAreaId } from '../state/modules';
import type { ScoringContext } from './context';
import type { ScoringBoard, ValuesSource } from './types';

/**
 * The values an area scores with right now: a mobile scoreboard lying on it replaces the printed ones;
 * a colony piece's values are those the table entered; missing places are worth 0.
 * @example valuesInForce(ctx, { ...board, mobileScoreboards: { '8-4-0': 'galicia' } }, 'galicia')
 * // { values: [8, 4, 0], source: '8-4-0' }
 */
export function valuesInForce(
  ctx: Pick<ScoringContext, 'table'>,
  board: Pick<ScoringBoard, 'mobileScoreboards' | 'modules'>,
  area: BoardAreaId,
): { readonly values: ScoreValues; readonly source: ValuesSource } {
  const mobile = MOBILE_SCOREBOARD_IDS.find((id) => board.mobileScoreboards[id] === area);
  if (mobile) return { values: MOBILE_SCOREBOARD_VALUES[mobile], source: mobile };
  const spec = ctx.table.area(area)?.values;
  if (spec?.from === 'printed') return { values: spec.values, source: 'printed' };
  if (spec?.from === 'entered') {
    const entered = isExtraArea(area) ? board.modules?.printedValues?.[area] : undefined;
    const [a = 0, b = 0, c = 0] = entered ?? [];
    return { values: [a, b, c], source: 'entered' };
  }
  return { values: [0, 0, 0], source: 'printed' };
}
