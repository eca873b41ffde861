import { ROLE_IDS, type RoleId } from '../../rules';
import { needsModule } from './moduleWords';
import type { Problem } from './problem';
import { type BoardView, boardOf } from './view';

const ROLE_WORDS: Readonly<Record<RoleId, string>> = {
  ambassador: 'the Ambassador’s space',
  envoy: 'the Envoy’s space',
  captain: 'the Captain’s space',
  viceroy: 'the Viceroy’s space',
};

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
      const needs = needsModule(board, 'comes with', (m) => m.roles?.some((r) => r.id === role) ?? false);
      return [['roles', role], `${ROLE_WORDS[role]} ${needs}`];
    }
    const here = view.count(space.area, id);
    if (here < 1) {
      return [['roles', role], `${id} has no caballero in ${view.nameOf(space.area)} to stand on ${ROLE_WORDS[role]}`];
    }
  }
  const { ambassador, envoy } = roles;
  const france = view.table.roles.envoy?.area;
  if (typeof envoy === 'string' && envoy === ambassador && france !== undefined && view.count(france, envoy) < 2) {
    return [
      ['roles', 'envoy'],
      `${envoy} stands on both the Ambassador’s and the Envoy’s spaces, which takes 2 caballeros in ${view.nameOf(france)}; ${envoy} has ${view.count(france, envoy)}`,
    ];
  }
  return undefined;
}
