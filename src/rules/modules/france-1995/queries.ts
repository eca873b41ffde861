import { areaName, areaWordsIn } from '../../editions/ruleOf';
import { defineQueries } from '../../game/moduleQueries';
import { areaSpacesWords, type Seating, seatingOf } from '../../play/specialSpaces';
import type { RuleRef } from '../../state/sources';
import { totalIn } from '../../state/stateHelpers';
import type { GameState } from '../../state/types';
import { listOf, type Words, words } from '../../state/words';
import { FRANCE_REF, FRANCE_ROOM, franceBorders, franceInPlay } from './play';

/** What a game screen shows about France under the 1995 variant. */
export interface FranceStatus {
  readonly caballeros: number;
  readonly room: number;
  readonly roles: Seating;
  /** The regions France borders at this table (none under the "special actions only" reading). */
  readonly borders: readonly string[];
  /** One line in a player's words. */
  readonly words: Words;
  readonly ref: RuleRef;
}

/** France's state at this table for a screen to show, or undefined when the game is played without it. */
export function franceStatus(state: GameState): FranceStatus | undefined {
  if (!franceInPlay(state)) return undefined;
  const caballeros = totalIn(state, 'france');
  const roles = seatingOf(state);
  const bordering = franceBorders(state);
  const borders = bordering.map((r) => areaName(state, r));
  return {
    caballeros,
    room: FRANCE_ROOM,
    roles,
    borders,
    words: words('game.france.status', {
      caballeros,
      room: FRANCE_ROOM,
      spaces: areaSpacesWords(state, 'france', roles),
      lies:
        bordering.length > 0
          ? words('game.france.borders', { regions: listOf(bordering.map((r) => areaWordsIn(state, r))) })
          : words('game.france.specialOnly'),
    }),
    ref: FRANCE_REF,
  };
}

/** France's line in the game screen's status: its caballeros, who stands on its spaces, where it lies. */
export const FRANCE_QUERIES = defineQueries({
  status(state) {
    const status = franceStatus(state);
    return status && { words: status.words, ref: status.ref };
  },
});
