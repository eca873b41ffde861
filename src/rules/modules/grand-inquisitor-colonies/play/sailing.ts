import { areaWordsIn } from '../../../editions/ruleOf';
import { holderOf } from '../../../play/holderExtra';
import type { GameAreaId } from '../../../state/areaIds';
import { isOneOf } from '../../../state/records';
import { fail, ok, type Result } from '../../../state/result';
import type { Move } from '../../../state/specialActions';
import { changeArea, countIn, isTaboo, playerWords } from '../../../state/stateHelpers';
import type { GameState, PlayerId } from '../../../state/types';
import { type Words, words } from '../../../state/words';
import { quarantineRefusal } from '../../../table/quarantine';
import type { SailingArea } from '../state';
import { COASTAL, COLONIES } from './newRegions';
import { COLONIES_REF, SHIP_REF } from './refs';

const SAILING_AREAS: readonly SailingArea[] = ['ship', ...COLONIES];

/** The ids whose caballeros this player sails: their own, and the Grand Inquisitor's while they hold him (P20). */
export const sailorsOf = (state: GameState, player: PlayerId): readonly PlayerId[] =>
  holderOf(state, 'inquisitor') === player ? [player, 'inquisitor'] : [player];

/** Where caballeros may sail from this area now: from the Ship to the colonies, France or a coast not the King's; from a colony aboard. */
export function sailingTargets(state: GameState, from: SailingArea): readonly GameAreaId[] {
  if (from !== 'ship') return ['ship'];
  return [...COLONIES, ...COASTAL].filter((area) => !isTaboo(state, area));
}

type Sailable = Readonly<Partial<Record<SailingArea, Readonly<Record<string, number>>>>>;

/** The turn in play as a key: its round and its place in the round's order. */
const turnKey = (state: GameState): string => `${state.round}:${state.turnIndex}`;

/**
 * What may still sail in the turn in play, by area and id. The turn's first command notes it; before
 * that the table is as the turn began, so what stands on the Ship and in the colonies now may sail.
 */
function sailableIn(state: GameState): { start: Sailable; left: Sailable } {
  const noted = state.modules?.sailable;
  if (noted?.turn === turnKey(state)) return noted;
  const aboard = Object.fromEntries(SAILING_AREAS.map((area) => [area, { ...(state.areas[area] ?? {}) }]));
  return { start: aboard, left: aboard };
}

/** How many of this id's caballeros may still sail from this area this turn: there at its start, not yet sailed, still there. */
export const sailableFrom = (state: GameState, from: SailingArea, id: PlayerId): number =>
  Math.min(sailableIn(state).left[from]?.[id] ?? 0, countIn(state, from, id));

/** Whether this player had caballeros to sail (theirs, or the Grand Inquisitor's held) as the turn began. */
export const hadAboard = (state: GameState, player: PlayerId): boolean =>
  sailorsOf(state, player).some((id) =>
    Object.values(sailableIn(state).start).some((counts) => (counts?.[id] ?? 0) > 0),
  );

/** A move's words for a refusal: "2 from the Ship to America". */
const moveWords = (state: GameState, move: Move): Words =>
  words('colonies.sail.move', {
    count: move.count,
    from: areaWordsIn(state, move.from),
    to: areaWordsIn(state, move.to),
  });

/**
 * Sailing (Ship): a free step of the player's turn, besides its other steps (P17: any time in the turn,
 * for pieces there at its start). Their caballeros aboard at the turn's start go to America, the
 * Mediterranean, France or a coastal region of Spain, never the King's; those in America or the
 * Mediterranean at its start go aboard. Each caballero sails once a turn. Their own, and the Grand
 * Inquisitor's while they hold him (P20).
 */
export function sail(state: GameState, player: PlayerId, moves: readonly Move[]): Result<GameState> {
  if (moves.length === 0) return fail('sail/nothing', words('refusal.sail/nothing'), SHIP_REF);
  const sailors = sailorsOf(state, player);
  let next = state;
  const { start } = sailableIn(state);
  let sailable: Sailable = sailableIn(state).left;
  for (const move of moves) {
    if (!sailors.includes(move.owner))
      return fail(
        'sail/not-yours',
        words('refusal.sail/not-yours', { who: playerWords(state, player), owner: playerWords(state, move.owner) }),
        SHIP_REF,
      );
    const from = move.from;
    if (!isOneOf(SAILING_AREAS, from))
      return fail('sail/from', words('refusal.sail/from', { area: areaWordsIn(state, from) }), SHIP_REF);
    if (!sailingTargets(next, from).includes(move.to)) {
      const ref = from === 'ship' ? SHIP_REF : COLONIES_REF;
      const quarantined = quarantineRefusal(next, move.to, 'enter');
      if (quarantined) return { ok: false, error: quarantined };
      if (move.to === state.king)
        return fail('king/region-taboo', words('refusal.sail/king-region', { move: moveWords(state, move) }), ref);
      return fail(
        'sail/to',
        words(`refusal.sail/to.${from === 'ship' ? 'ship' : 'colony'}`, { move: moveWords(state, move) }),
        ref,
      );
    }
    const left = Math.min(sailable[from]?.[move.owner] ?? 0, countIn(next, from, move.owner));
    if (move.count > left)
      return fail(
        'sail/not-aboard',
        words('refusal.sail/not-aboard', { move: moveWords(state, move), left, owner: playerWords(state, move.owner) }),
        SHIP_REF,
        { left },
      );
    next = changeArea(changeArea(next, from, move.owner, -move.count), move.to, move.owner, move.count);
    sailable = { ...sailable, [from]: { ...sailable[from], [move.owner]: left - move.count } };
  }
  return ok({ ...next, modules: { ...next.modules, sailable: { turn: turnKey(state), start, left: sailable } } });
}

/** How many caballeros this player may still sail this turn, theirs and those they move as theirs. */
export const sailableNow = (state: GameState, player: PlayerId): number =>
  SAILING_AREAS.reduce(
    (sum, area) => sum + sailorsOf(state, player).reduce((n, id) => n + sailableFrom(state, area, id), 0),
    0,
  );

/**
 * The table once a command of a turn is done, with what may still sail in that turn: noted by the
 * turn's first command from the table before it, and after every command no more than stands there, so
 * one that left and another that came in later never sails in its place.
 */
export function noteTurnStart(before: GameState, after: GameState): GameState {
  if (before.phase !== 'turns' || turnKey(after) !== turnKey(before)) return after;
  const { start, left } = after.modules?.sailable?.turn === turnKey(before) ? sailableIn(after) : sailableIn(before);
  const still = Object.fromEntries(
    SAILING_AREAS.map((area) => [
      area,
      Object.fromEntries(
        Object.entries(left[area] ?? {}).map(([id, n]) => [id, Math.min(n, countIn(after, area, id))]),
      ),
    ]),
  );
  return { ...after, modules: { ...after.modules, sailable: { turn: turnKey(before), start, left: still } } };
}
