import { recordOf } from '../state/records';
import type { StackNumber } from '../state/types';
import { EFFECT_LIST, EFFECTS, type EffectId, MODULE_EFFECT_LIST } from './effects/index';

/**
 * What each card's special action does, in a player's words, for a table's first game and for a
 * quick look before taking a card (each effect module holds its own). The stack number is also how
 * many caballeros the taker may place from court that turn. Where editions read a card differently,
 * the rules options say which reading this table plays; the wording holds for all of them.
 */
export const EFFECT_WORDS: Readonly<Record<EffectId, string>> = recordOf(
  [...EFFECT_LIST, ...MODULE_EFFECT_LIST].map((effect) => effect.id),
  (id) => EFFECTS[id].words,
);

/** A stack in words: its number is how many caballeros its card's taker may place from court. */
export const stackWords = (stack: StackNumber): string =>
  `Stack ${stack}: place up to ${stack} caballero${stack === 1 ? '' : 's'} from court`;

/** What every move of a stack-1 card keeps to, said once beside those cards. */
export const MOVE_LIMITS_WORDS =
  'A move never starts in the Castillo, a court or the King’s region, and never ends in the King’s region; it may end in the Castillo.';

/**
 * A table's first game in short: what to enter, in the order the app asks for it, and how to take
 * something back. Each step is one line a player can read aloud.
 */
export const FIRST_GAME_STEPS: readonly string[] = [
  'Set up: pick the edition, seat each player with a colour and the home region drawn at the table, and the King’s region. The app places the Grandes and the opening caballeros.',
  'Each round, turn over the top action card of each stack as the table does, and enter the card that lies face up in each.',
  'Enter each player’s power card as it is played; the app refuses a value already played this round and says why.',
  'On each turn, in the order the power cards give, enter the caballeros taken to court, the action card taken, the caballeros placed (tap the map) and the special action, in the order the player does them.',
  'After rounds 3, 6 and 9, enter each secret disk of the players with caballeros in the Castillo: the app scores every area and shows why each point was given.',
  'A mistake? Undo takes back the last entry; Every entry lets you correct an earlier one; a table correction sets a count to what the table shows.',
];
