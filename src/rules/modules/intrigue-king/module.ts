import { defineModule } from '../defineModule';
import { IK_PREPARATION_REF } from './state';

/** Decennial expansion: the numbered-card game; two of its cards change a general scoring. */
export const intrigueKing = defineModule({
  id: 'intrigue-king',
  name: 'Intrigue & the King',
  editions: ['classic', 'bigbox'],
  summary:
    'Conspiracy (card 35) sends every Grande to its owner’s disk region at the next general scoring; ' +
    'Quarantine (card 93) puts a mobile scoreboard on a region that is then taboo like the King’s.',
  refs: [{ source: '002', section: 'Intrigue & the King: notes on the numbered cards' }],
  fields: ['conspiracy', 'quarantine'],
  options: ['quarantineDisk'],
  // The preparation's disk sends one caballero (002:887-892).
  setupDisks: { caballeros: 1, ref: IK_PREPARATION_REF },
});
