import { churchCard } from '../../modules/church/effects';
import {
  conspiracy,
  grandInquisitorCard,
  moveLimitTable,
  removeOfferedCard,
  scoreNewRegions,
} from '../../modules/grand-inquisitor-colonies/effects';
import {
  bridge,
  grandeWithCaballeros,
  intrigueAction,
  placementAnywhere,
  placementFive,
  quarantine,
  scoreChosenAny,
  scoreChosenNotKing,
  scoreChosenTwo,
} from '../../modules/intrigue-king/effects';
import {
  chalet,
  competition,
  entourage,
  exile,
  infiltration,
  militia,
  rebellion,
  standIn,
} from '../../modules/new-regency/effects';
import { modifierCardReturn } from '../../modules/power-shift/effects';
import { indexBy } from '../../state/records';
import { court } from './court';
import { decay3Court, decayAllCourt } from './decay';
import { diskReturn2, diskReturnAll } from './diskReturns';
import type { Effect } from './effect';
import type { EffectChange } from './effectChange';
import { eviction } from './eviction';
import { grande } from './grande';
import {
  move2Own2Foreign,
  move3Any,
  move3Foreign,
  move4Any,
  move4Own,
  moveAllOwnFromOne,
  moveUpTo5FromOne,
} from './intrigueMoves';
import { kingReturns } from './kingReturns';
import { mobileScoreboard } from './mobileScoreboard';
import { kingsCard, royalAdviser } from './moveKing';
import { powerCardReturn } from './powerCardReturn';
import { returnOneOfEach } from './returnOneOfEach';
import {
  score4Regions,
  score5Regions,
  score67Regions,
  scoreCastillo,
  scoreChosenArea,
  scoreFewest,
  scoreFirstPlaceOnly,
  scoreMost,
  scoreUniqueChoices,
} from './scorings';
import { tableResolved } from './tableResolved';
import { eitherMoveAllOwnOrTwoMore, twoMoreFromCourt } from './twoMoreFromCourt';
import { veto } from './veto';

/**
 * Every special action, one module each, in stack order: the one list the engine reads. The ids,
 * the registry by id, the words and the rule topics are all derived from it, so a new special
 * action is its file and one line here.
 */
export const EFFECT_LIST = [
  // Stack 1: intrigue
  moveAllOwnFromOne,
  twoMoreFromCourt,
  eitherMoveAllOwnOrTwoMore,
  moveUpTo5FromOne,
  move3Foreign,
  move3Any,
  move2Own2Foreign,
  move4Own,
  move4Any,
  // Stack 2
  veto,
  decayAllCourt,
  decay3Court,
  kingReturns,
  returnOneOfEach,
  diskReturn2,
  diskReturnAll,
  scoreChosenArea,
  // Stack 3
  score4Regions,
  score5Regions,
  score67Regions,
  scoreCastillo,
  scoreFirstPlaceOnly,
  scoreMost,
  scoreFewest,
  // Stack 4
  mobileScoreboard,
  royalAdviser,
  eviction,
  grande,
  powerCardReturn,
  court,
  scoreUniqueChoices,
  // Stack 5
  kingsCard,
  // Stack 5 with New Regency
  exile,
  entourage,
  competition,
  chalet,
  rebellion,
  infiltration,
  standIn,
  militia,
] as const;

/** The special actions of the cards modules bring (cards/catalog lays them in their own piles). */
export const MODULE_EFFECT_LIST = [
  churchCard,
  grandInquisitorCard,
  tableResolved,
  scoreNewRegions,
  conspiracy,
  removeOfferedCard,
  moveLimitTable,
  intrigueAction,
  quarantine,
  scoreChosenTwo,
  scoreChosenNotKing,
  scoreChosenAny,
  placementFive,
  placementAnywhere,
  grandeWithCaballeros,
  bridge,
] as const;

export type EffectId = (typeof EFFECT_LIST)[number]['id'] | (typeof MODULE_EFFECT_LIST)[number]['id'];

/** Every special action by its id, the modules' included. */
export const EFFECTS: Readonly<Record<EffectId, Effect<EffectId>>> = indexBy(
  [...EFFECT_LIST, ...MODULE_EFFECT_LIST],
  'id',
);

/** The modules' changes to base special actions, each offered in a game that has its module. */
export const EFFECT_CHANGES: readonly EffectChange[] = [modifierCardReturn];
