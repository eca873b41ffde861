import { areaWordsIn, ruleOf } from '../editions/ruleOf';
import { fail, type RuleError } from '../state/result';
import { quarantinedIn } from '../state/stateHelpers';
import type { GameState } from '../state/types';
import { words } from '../state/words';

/**
 * Why nothing may enter or leave this area now, when it is the quarantined region: taboo like the King's
 * region, whose rule it extends (the King himself excepted, reading P12).
 */
export function quarantineRefusal(state: GameState, area: unknown, way: 'enter' | 'leave'): RuleError | undefined {
  const region = quarantinedIn(state);
  if (region === undefined || area !== region) return undefined;
  return fail(
    'quarantine/taboo',
    words(`refusal.quarantine/taboo.${way}`, { area: areaWordsIn(state, region) }),
    ruleOf(state, 'king-region'),
    { area: region },
  ).error;
}
