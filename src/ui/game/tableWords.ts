import { message, say } from '../../i18n/speech';
import {
  areaWords,
  type BoardAreaId,
  blackPieceHolders,
  type GameState,
  isWords,
  type OfferSlotId,
  type Phase,
  playerWords,
  shortAreaWords,
  type WordValue,
} from '../../rules';

/** The phases in the table's words. */
const PHASE_KEYS: Readonly<Record<Phase, string>> = {
  reveal: 'game.phase.reveal',
  dummy: 'game.phase.dummy',
  power: 'game.phase.power',
  turns: 'game.phase.turns',
  'general-scoring': 'game.phase.generalScoring',
  over: 'game.phase.over',
  'modifier-hands': 'game.phase.modifierHands',
  'setup-disks': 'game.phase.setupDisks',
  'intrigue-hands': 'game.phase.intrigueHands',
};

/** A phase in the table's words, in the language spoken. */
export const phaseWords = (phase: Phase): string => message(PHASE_KEYS[phase]);

/** A value of the engine's words as text: a name as typed, a number, words or a list of them. */
function sayValue(value: WordValue): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' || isWords(value)) return say(value);
  return value.list.map(sayValue).join(', ');
}

/** A colour's name at this table (a player's or the dummy's as typed, black caballeros in the reader's words). */
export const nameIn = (state: GameState) => (id: string) => sayValue(playerWords(state, id));

/** An area's name as the edition prints it, in the language spoken. */
export const areaIn = (state: GameState) => (area: BoardAreaId) => say(areaWords(state.setup.edition, area));

/** An area's name as the board prints it (e.g. "Aragón" for "Aragón (Aragon)"), where space is short. */
export const shortAreaIn = (state: GameState) => (area: BoardAreaId) => say(shortAreaWords(state.setup.edition, area));

/** "Round 4 of 9", or for a short game "Round 5 (4th of 6)". */
export function roundWords(state: GameState): string {
  const { schedule, round } = state;
  const last = schedule.at(-1) ?? 9;
  const full = schedule.length === last;
  return full
    ? message('game.round.full', { round, last })
    : message('game.round.short', { round, index: schedule.indexOf(round) + 1, count: schedule.length });
}

/** "1 caballero", "3 caballeros". */
export const caballeros = (n: number): string => message('game.caballeros', { count: n });

/** "1 point", "12 points". */
export const points = (n: number): string => message('game.points', { count: n });

/** A slot of the offer by name: stacks 2 and 3 shuffled together (2023, four stacks) are one slot. */
export const slotWords = (slot: OfferSlotId): string => message('game.stack', { slot: slot === '2+3' ? 'both' : slot });

/**
 * Why a player may take one more caballero than the card or power card says, for a hint: the marker
 * they hold (the Church's), or a variant in play when they hold none.
 */
export function extraWords(state: GameState, player: string): string {
  const held = blackPieceHolders(state).find((h) => h.holder === player);
  return held ? message('game.extra.markerHolder', { piece: held.id }) : message('game.extra.variant');
}
