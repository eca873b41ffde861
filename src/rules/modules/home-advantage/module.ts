import { defineModule } from '../defineModule';

/** 1995 variant: a Grande counts as one of its owner's caballeros in its region. */
export const homeAdvantage = defineModule({
  id: 'home-advantage',
  name: 'Home region advantages (1995 variant)',
  editions: ['classic', 'bigbox'],
  summary: 'A Grande counts as one caballero of its owner when the majorities of its region are worked out.',
  refs: [{ source: '000', section: 'Variant Rules: Home Region Advantages' }],
  grandeCountsInMajority: true,
  options: ['homeAdvantage'],
});
