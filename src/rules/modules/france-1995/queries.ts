import { areaName, areaWordsIn } from '../../editions/ruleOf';
import { applyCommand } from '../../game/applyCommand';
import { defineQueries } from '../../game/moduleQueries';
import type { SpacesCommand } from '../../state/commands';
import type { RuleRef } from '../../state/sources';
import { colourIds, countIn, totalIn } from '../../state/stateHelpers';
import type { GameState, PlayerId } from '../../state/types';
import { listOf, type Words, words } from '../../state/words';
import { FRANCE_REF, FRANCE_ROOM, franceBorders, franceInPlay, franceRoles, franceRolesWords } from './play';

export { franceRolesWords } from './play';

import { FRANCE_ROLE_IDS, type FranceRoles, type FranceSpaces } from './state';

/** One way France's bonus spaces may stand once a command is done, as a screen offers it. */
export interface FranceSpacesOption {
  /** What the command carries for it; {} is the engine's own choice. */
  readonly spaces: FranceSpaces;
  /** Who stands where, in a player's words ("Red on the Ambassador’s space (+2), the Envoy’s space (+1) free"). */
  readonly words: Words;
  /** The one the engine takes when the command names none. */
  readonly isDefault: boolean;
}

/**
 * The ways a command may leave France's bonus spaces, each one the engine accepts, the default first; a
 * single option (or none, when the command is refused or France is not in play) means there is nothing to
 * choose. Every arrival takes a free space of the mover's choice and every departure leaves one (000:457).
 */
export function franceSpacesOptions(state: GameState, command: SpacesCommand): readonly FranceSpacesOption[] {
  if (!franceInPlay(state)) return [];
  const { spaces: _, ...plain } = command;
  const base = applyCommand(state, plain);
  if (!base.ok) return [];
  const touched = colourIds(state).some((id) => countIn(state, 'france', id) !== countIn(base.value, 'france', id));
  // A correction that names France may also reseat it, its counts unchanged.
  const reseats = plain.type === 'table-correction' && plain.areas?.france !== undefined;
  if (!touched && !reseats) return [];
  const occupants: readonly (PlayerId | null)[] = [null, ...colourIds(state)];
  // Who stands where, whatever order the engine wrote the spaces in: one option per outcome.
  const keyOf = (roles: FranceRoles) => FRANCE_ROLE_IDS.map((role) => roles[role] ?? '').join('|');
  const seen = new Set<string>([keyOf(franceRoles(base.value))]);
  const options: FranceSpacesOption[] = [
    { spaces: {}, words: franceRolesWords(base.value, franceRoles(base.value)), isDefault: true },
  ];
  for (const ambassador of occupants) {
    for (const envoy of occupants) {
      const spaces: FranceSpaces = { ambassador, envoy };
      const tried = applyCommand(state, { ...plain, spaces });
      if (!tried.ok) continue;
      const roles = franceRoles(tried.value);
      const key = keyOf(roles);
      if (seen.has(key)) continue;
      seen.add(key);
      options.push({ spaces, words: franceRolesWords(tried.value, roles), isDefault: false });
    }
  }
  return options;
}

/** What a game screen shows about France under the 1995 variant. */
export interface FranceStatus {
  readonly caballeros: number;
  readonly room: number;
  readonly roles: FranceRoles;
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
  const roles = franceRoles(state);
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
      spaces: franceRolesWords(state, roles),
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
