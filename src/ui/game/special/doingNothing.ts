import type { SpecialAction, SpecialActionKind } from '../../../rules';

/**
 * The action of a kind that names no caballero at all (none moved, none brought), for the kinds
 * that have one; the kinds that must name a target (a region, a scoreboard, a value) have none.
 * Whether the rules take it on the table now is the engine's call (see SpecialStep).
 */
export function doingNothing(kind: SpecialActionKind): SpecialAction | undefined {
  switch (kind) {
    case 'moves':
      return { kind: 'moves', moves: [] };
    case 'from-court':
      return { kind: 'from-court', areas: {} };
    case 'court':
      return { kind: 'court', provinces: 0 };
    default:
      return undefined;
  }
}
