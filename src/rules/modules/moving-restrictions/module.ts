import { defineModule } from '../defineModule';

/** 1995 variant: a special action moves its full number only along borders; otherwise two fewer. */
export const movingRestrictions = defineModule({
  id: 'moving-restrictions',
  name: 'Moving restrictions (1995 variant)',
  editions: ['classic', 'bigbox'],
  summary:
    'A special action moves its full number of caballeros only when every one goes to a bordering region or ' +
    'the Castillo; if any goes further, it moves two fewer.',
  refs: [{ source: '000', section: 'Variant Rules: Moving Restrictions' }],
  playOnly: true,
});
