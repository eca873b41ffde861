import { areaWords, shortAreaWords } from '../board/areaWords';
import type { BoardAreaId } from '../state/modules';
import type { RuleTopic } from '../state/ruleTopics';
import type { RuleRef } from '../state/sources';
import type { GameState } from '../state/types';
import type { Words } from '../state/words';
import { EDITIONS } from './index';

/** Where the state's edition writes a rule. */
export const ruleOf = (state: GameState, topic: RuleTopic): RuleRef => EDITIONS[state.setup.edition].ruleRefs[topic];

/** An area's name as the state's edition prints it. */
export const areaName = (state: GameState, area: BoardAreaId): string => EDITIONS[state.setup.edition].areaName(area);

/** An area's name as the state's edition prints it, as words for the reader's language. */
export const areaWordsIn = (state: GameState, area: BoardAreaId): Words => areaWords(state.setup.edition, area);

/** The same, short enough for the map. */
export const shortAreaWordsIn = (state: GameState, area: BoardAreaId): Words =>
  shortAreaWords(state.setup.edition, area);
