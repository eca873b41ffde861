import type { EffectId } from '../effectIds';
import { court } from './court';
import { decay3Court, decayAllCourt } from './decay';
import { diskReturn2, diskReturnAll } from './diskReturns';
import type { Effect } from './effect';
import { eviction } from './eviction';
import { grande } from './grande';
import { move2Own2Foreign, move3Any, move3Foreign, move4Any, move4Own, moveAllOwnFromOne, moveUpTo5FromOne } from './intrigueMoves';
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
import { eitherMoveAllOwnOrTwoMore, twoMoreFromCourt } from './twoMoreFromCourt';
import { veto } from './veto';

/** Every special action, by effect id: one module each. */
export const EFFECTS: Readonly<Record<EffectId, Effect>> = {
  'move-all-own-from-one': moveAllOwnFromOne,
  'two-more-from-court': twoMoreFromCourt,
  'either-move-all-own-or-two-more': eitherMoveAllOwnOrTwoMore,
  'move-up-to-5-from-one': moveUpTo5FromOne,
  'move-3-foreign': move3Foreign,
  'move-3-any': move3Any,
  'move-2-own-2-foreign': move2Own2Foreign,
  'move-4-own': move4Own,
  'move-4-any': move4Any,
  veto,
  'decay-all-court': decayAllCourt,
  'decay-3-court': decay3Court,
  'king-returns': kingReturns,
  'return-one-of-each': returnOneOfEach,
  'disk-return-2': diskReturn2,
  'disk-return-all': diskReturnAll,
  'score-chosen-area': scoreChosenArea,
  'score-4-regions': score4Regions,
  'score-5-regions': score5Regions,
  'score-6-7-regions': score67Regions,
  'score-castillo': scoreCastillo,
  'score-first-place-only': scoreFirstPlaceOnly,
  'score-most': scoreMost,
  'score-fewest': scoreFewest,
  'mobile-scoreboard': mobileScoreboard,
  'royal-adviser': royalAdviser,
  eviction,
  grande,
  'power-card-return': powerCardReturn,
  court,
  'score-unique-choices': scoreUniqueChoices,
  'kings-card': kingsCard,
};
