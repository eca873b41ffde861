import type { BoardAreaId } from '../state/modules';
import type { RuleTopic } from '../state/ruleTopics';
import type { RuleRef } from '../state/sources';
import type { GameState } from '../state/types';
import { EDITIONS } from './index';

/** Where the state's edition writes a rule. */
export const ruleOf = (state: GameState, topic: RuleTopic): RuleRef => EDITIONS[state.setup.edition].ruleRefs[topic];

/** An area's name as the state's edition prints it. */
export const areaName = (state: GameState, area: BoardAreaId): string => EDITIONS[state.setup.edition].areaName(area);
