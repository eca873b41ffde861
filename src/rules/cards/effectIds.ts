import { EFFECT_LIST, type EffectId } from './effects/index';

export type { EffectId };

/**
 * Every special action of the base game, by effect, in stack order. Cards of all editions map onto
 * these; each has one module under cards/effects/ (listed once in cards/effects/index.ts).
 */
export const EFFECT_IDS: readonly EffectId[] = EFFECT_LIST.map((effect) => effect.id);
