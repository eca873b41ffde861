import { recordOf } from '../state/records';
import type { StackNumber } from '../state/types';
import { type Words, words } from '../state/words';
import { EFFECT_LIST, EFFECTS, type EffectId, MODULE_EFFECT_LIST } from './effects/index';

/**
 * What each card's special action does, in a player's words, for a table's first game and for a
 * quick look before taking a card (each effect module holds its own). The stack number is also how
 * many caballeros the taker may place from court that turn. Where editions read a card differently,
 * the rules options say which reading this table plays; the wording holds for all of them.
 */
export const EFFECT_WORDS: Readonly<Record<EffectId, Words>> = recordOf(
  [...EFFECT_LIST, ...MODULE_EFFECT_LIST].map((effect) => effect.id),
  (id) => EFFECTS[id].words,
);

/** A stack in words: its number is how many caballeros its card's taker may place from court. */
export const stackWords = (stack: StackNumber): Words => words('cards.stack', { stack });

/** What every move of a stack-1 card keeps to, said once beside those cards. */
export const MOVE_LIMITS_WORDS: Words = words('cards.moveLimits');

/**
 * A table's first game in short: what to enter, in the order the app asks for it, and how to take
 * something back. Each step is one line a player can read aloud.
 */
export const FIRST_GAME_STEPS: readonly Words[] = ['setUp', 'reveal', 'power', 'turn', 'scoring', 'mistake'].map(
  (step) => words(`cards.firstGame.${step}`),
);
