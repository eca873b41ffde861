import { defineModule } from '../defineModule';

/**
 * 2023 mini expansion: four alternative action cards (Delegation, two Vetoes, Rivalries) shuffled into the
 * stacks; its only scoring, Rivalries, is the unique-choices kind. The cards are in its cards.ts.
 */
export const oldHands = defineModule({
  id: 'old-hands',
  name: 'Alternative Action cards for Old Hands (2023)',
  editions: ['2023'],
  summary:
    'Adds Delegation, two Vetoes and Rivalries to the stacks; Rivalries scores each region chosen by exactly one player.',
  refs: [
    { source: '004', section: 'Mini expansion “Old Hands”' },
    { source: '004', section: 'Explanations of Special cards: Veto' },
  ],
});
