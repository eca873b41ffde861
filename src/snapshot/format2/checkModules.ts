import { MODULES, refusedWith } from '../../rules';
import { editionWords } from './moduleWords';
import type { Problem } from './problem';
import type { Snapshot2 } from './schema2';

/**
 * The modules go together on this board: none listed twice, each one of the board's edition, and no
 * pair the texts never combine. Everything else is read through the table they make, so this comes first.
 */
export function checkModules(s: Snapshot2): Problem | undefined {
  const modules = s.modules ?? [];
  for (const [i, id] of modules.entries()) {
    if (modules.indexOf(id) !== i) return [['modules', i], `“${id}” is listed twice`];
    const { editions, name } = MODULES[id];
    if (!editions.includes(s.edition)) {
      return [
        ['modules', i],
        `“${id}” (${name}) is played with ${editions.map(editionWords).join(' and ')}, not with ${editionWords(s.edition)}`,
      ];
    }
  }
  for (const [i, id] of modules.entries()) {
    const clash = refusedWith(id, modules.slice(0, i));
    if (clash) return [['modules', i], `“${id}” cannot be played with “${clash.other}”: ${clash.why}`];
  }
  return undefined;
}
