import { ROLE_IDS, words } from '../../rules';
import { needsModule } from './moduleWords';
import type { Problem } from './problem';
import { type BoardView, boardOf, placeWords } from './view';

/**
 * Each special space named belongs to a module that is on, and the id on it has a caballero in that
 * area to stand there; one id on both France spaces needs two.
 */
export function checkRoles(view: BoardView): Problem | undefined {
  const roles = view.snapshot.roles ?? {};
  const board = boardOf(view);
  for (const role of ROLE_IDS) {
    const id = roles[role];
    if (id === undefined || id === null) continue;
    const space = view.table.roles[role];
    if (!space) {
      const needs = needsModule(board, 'comesWith', (m) => m.roles?.some((r) => r.id === role) ?? false);
      return [['roles', role], words('snapshot.needs', { what: words('snapshot.role.space', { role }), needs })];
    }
    const here = view.count(space.area, id);
    if (here < 1) {
      return [
        ['roles', role],
        words('snapshot.role.noCaballero', {
          id,
          in: placeWords(space.area, view.nameOf(space.area)),
          space: words('snapshot.role.space', { role }),
        }),
      ];
    }
  }
  const { ambassador, envoy } = roles;
  const france = view.table.roles.envoy?.area;
  if (typeof envoy === 'string' && envoy === ambassador && france !== undefined && view.count(france, envoy) < 2) {
    return [
      ['roles', 'envoy'],
      words('snapshot.role.both', { id: envoy, area: view.nameOf(france), count: view.count(france, envoy) }),
    ];
  }
  return undefined;
}
