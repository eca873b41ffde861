/**
 * Every special action of the base game, by effect. Cards of all editions map onto these;
 * each has one module under cards/effects/ that checks its parameters and applies it.
 */
export const EFFECT_IDS = [
  // Stack 1: intrigue
  'move-all-own-from-one',
  'two-more-from-court',
  'either-move-all-own-or-two-more',
  'move-up-to-5-from-one',
  'move-3-foreign',
  'move-3-any',
  'move-2-own-2-foreign',
  'move-4-own',
  'move-4-any',
  // Stack 2
  'veto',
  'decay-all-court',
  'decay-3-court',
  'king-returns',
  'return-one-of-each',
  'disk-return-2',
  'disk-return-all',
  'score-chosen-area',
  // Stack 3
  'score-4-regions',
  'score-5-regions',
  'score-6-7-regions',
  'score-castillo',
  'score-first-place-only',
  'score-most',
  'score-fewest',
  // Stack 4
  'mobile-scoreboard',
  'royal-adviser',
  'eviction',
  'grande',
  'power-card-return',
  'court',
  'score-unique-choices',
  // Stack 5
  'kings-card',
] as const;

export type EffectId = (typeof EFFECT_IDS)[number];
