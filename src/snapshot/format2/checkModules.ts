import { listOf, MODULES, moduleWords, refusedWith, words } from '../../rules';
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
    if (modules.indexOf(id) !== i) return [['modules', i], words('snapshot.id.twice', { id })];
    const { editions } = MODULES[id];
    if (!editions.includes(s.edition)) {
      return [
        ['modules', i],
        words('snapshot.module.wrongEdition', {
          id,
          module: moduleWords(id),
          editions: listOf(editions.map(editionWords)),
          edition: editionWords(s.edition),
        }),
      ];
    }
  }
  for (const [i, id] of modules.entries()) {
    const clash = refusedWith(id, modules.slice(0, i));
    if (clash) return [['modules', i], words('snapshot.module.clash', { id, other: clash.other, why: clash.whyWords })];
  }
  return undefined;
}
