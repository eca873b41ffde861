import { defineModule } from './defineModule';

/** 2023 mini expansion: alternative action cards; its disk scoring is the unique-choices kind. */
export const oldHands = defineModule({
  id: 'old-hands',
  name: 'Alternative Action cards for Old Hands (2023)',
  editions: ['2023'],
  summary: 'Changes no scoring rule: its secret-disk scoring scores each region chosen by exactly one player.',
  refs: [{ source: '004', section: 'Mini expansion “Old Hands”' }],
});
