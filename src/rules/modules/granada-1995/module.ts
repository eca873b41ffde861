import { defineModule } from '../defineModule';

/** 1995 variant: a Muslim Granada, never scored until 12 caballeros take it; then it is scored double. */
export const granada1995 = defineModule({
  id: 'granada-1995',
  name: 'Muslim Granada (1995 variant)',
  editions: ['classic', 'bigbox'],
  summary:
    'While Muslim, Granada takes neither the King nor a Grande and is never scored. At 12 caballeros or more it ' +
    'falls, is scored at once with its values doubled, and is an ordinary region from then on.',
  refs: [{ source: '000', section: 'Variant Rules: Granada' }],
  fields: ['granada'],
  kinds: ['granada-conquest'],
  options: ['granadaExtremes', 'granadaConquest'],
});
