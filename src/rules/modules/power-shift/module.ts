import { defineModule } from '../defineModule';

/** 2023 mini expansion: power modifier cards; nothing in a scoring changes. */
export const powerShift = defineModule({
  id: 'power-shift',
  name: 'Power Shift (2023)',
  editions: ['2023'],
  summary: 'Changes no scoring rule: its modifier cards act on the power cards and the turn.',
  refs: [{ source: '004', section: 'Mini expansion “Power Shift”' }],
});
