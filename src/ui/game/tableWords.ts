import {
  areaName,
  type BoardAreaId,
  blackPieceHolders,
  EDITIONS,
  type GameState,
  nameOf,
  type OfferSlotId,
  type Phase,
} from '../../rules';

/** The phases in the table's words. */
export const PHASE_WORDS: Readonly<Record<Phase, string>> = {
  reveal: 'Turning over the action cards',
  dummy: "The dummy's region cards",
  power: 'Power cards',
  turns: 'Turns',
  'general-scoring': 'General scoring',
  over: 'Game over',
  'modifier-hands': 'Modifier cards',
};

/** A colour's name at this table (a player's or the dummy's), from the engine. */
export const nameIn = (state: GameState) => (id: string) => nameOf(state, id);

export const areaIn = (state: GameState) => (area: BoardAreaId) => areaName(state, area);

/** An area's name as the board prints it (e.g. "Aragón" for "Aragón (Aragon)"), where space is short. */
export const shortAreaIn = (state: GameState) => EDITIONS[state.setup.edition].shortAreaName;

/** "Round 4 of 9", or for a short game "Round 5 (4th of 6)". */
export function roundWords(state: GameState): string {
  const { schedule, round } = state;
  const last = schedule.at(-1) ?? 9;
  const full = schedule.length === last;
  return full ? `Round ${round} of ${last}` : `Round ${round} (${schedule.indexOf(round) + 1} of ${schedule.length})`;
}

/** "1 caballero", "3 caballeros". */
export const caballeros = (n: number): string => `${n} caballero${n === 1 ? '' : 's'}`;

/** "1 point", "12 points". */
export const points = (n: number): string => `${n} point${n === 1 ? '' : 's'}`;

/** A slot of the offer by name: stacks 2 and 3 shuffled together (2023, four stacks) are one slot. */
export const slotWords = (slot: OfferSlotId): string => `Stack ${slot === '2+3' ? '2 and 3' : slot}`;

/**
 * Why a player may take one more caballero than the card or power card says, for a hint: the marker
 * they hold (the Church's), or a variant in play when they hold none.
 */
export function extraWords(state: GameState, player: string): string {
  const held = blackPieceHolders(state).find((h) => h.holder === player);
  return held
    ? `as holder of the ${nameOf(state, held.id).replace(/^the /, '')} marker`
    : 'a variant in play allows it';
}
