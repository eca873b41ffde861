/** Rules that a scoring explanation cites; each edition says where it writes them. */
export const RULE_TOPICS = [
  'ranking',
  'ranks-used',
  'ties',
  'king-bonus',
  'home-bonus',
  'mobile-scoreboards',
  'neutral-pieces',
  'general-scoring',
  'castillo-to-king-region',
  'score-castillo',
  'score-chosen-area',
  'score-top-value',
  'score-first-place-only',
  'score-most',
  'score-fewest',
  'score-unique-choices',
] as const;

export type RuleTopic = (typeof RULE_TOPICS)[number];
