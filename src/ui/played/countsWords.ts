import { message, say } from '../../i18n/speech';
import { type EditionId, editionWords, type ModuleId, moduleWords } from '../../rules';
import type { Counted } from '../../session/playerStats';

/** "Big Box (3), Classic (1995 rules) (1)": what was played in how many games, most first. */
export const countsWords = <K extends string>(counts: readonly Counted<K>[], name: (id: K) => string): string =>
  counts.map(({ id, count }) => message('played.counted', { name: name(id), count })).join(', ');

export const editionName = (id: EditionId) => say(editionWords(id));
export const moduleName = (id: ModuleId) => say(moduleWords(id));
