import { regionsNextToKing } from '../../board/nextToKing';
import { toAreaId } from '../../board/regionAliases';
import { areaWordsIn } from '../../editions/ruleOf';
import { definePlay } from '../../play/modulePlay';
import type { AreaId } from '../../state/areaIds';
import { entriesOf, isOneOf, isRecord } from '../../state/records';
import { playerWords } from '../../state/stateHelpers';
import type { GameState, PlayerId } from '../../state/types';
import { words } from '../../state/words';
import { homeAdvantage } from './module';

/** Caballeros a placement may hold beyond its card when every one goes where its owner's Grande stands. */
export const HOME_EXTRA = 1;

/** Whether every caballero of this placement (at least one) goes into the region of the player's Grande. */
function allHome(state: GameState, player: PlayerId, areas: unknown): boolean {
  if (!isRecord(areas)) return false;
  const placed = entriesOf(areas).filter(([, n]) => typeof n === 'number' && n > 0);
  // Region names are read in either spelling (2023 names are accepted on input).
  return placed.length > 0 && placed.every(([area]) => toAreaId(area) === state.grandes[player]);
}

/** Whether the Grande's region is one the card's placement may reach now: next to the King. */
const homeReachable = (state: GameState, player: PlayerId): boolean => {
  const home = state.grandes[player];
  return home !== undefined && isOneOf(regionsNextToKing(state.king), home);
};

/**
 * 1995 variant: a turn's placement from the court that goes wholly into the region where its owner's
 * Grande stands may hold one more than the card allows (000, Variant Rules: Home Region Advantages).
 * Only the card's placement counts: special actions that bring caballeros from the court never do.
 */
export const homeAdvantagePlay = definePlay({
  id: homeAdvantage.id,
  extraPlacement: (state, player, areas) => (allHome(state, player, areas) ? HOME_EXTRA : 0),
  extraReasonWords: (state, player) => words('modules.extra.home', { who: playerWords(state, player) }),
  placementLimitReasonWords: (state, player, areas: Readonly<Partial<Record<AreaId, number>>>) => {
    const home = state.grandes[player];
    if (home === undefined) return undefined;
    const values = { extra: HOME_EXTRA, area: areaWordsIn(state, home), who: playerWords(state, player) };
    if (allHome(state, player, areas)) return words('modules.limit.home.all', values);
    if (!homeReachable(state, player)) return words('modules.limit.home.unreachable', values);
    return words('modules.limit.home.only', values);
  },
});
