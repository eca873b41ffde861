import { CASTILLO } from '../state/areaIds';
import type { Command } from '../state/commands';
import { performedAction } from '../state/performedAction';
import type { PlayerId } from '../state/types';

/** Caballeros that went into the Castillo in one entry: placed from a court, or moved there by a card. */
export interface CastilloThrow {
  /** Who entered it (the player on turn). */
  readonly by: PlayerId;
  /** Whose caballeros went in. */
  readonly owner: PlayerId;
  readonly count: number;
  readonly how: 'placed' | 'moved';
}

/**
 * The last entry that put caballeros into the Castillo since the last general scoring, for a
 * table that plays the Castillo hidden and asks what went in last. Empty when nothing did.
 *
 * @example
 * lastCastilloThrow([{ type: 'place', player: 'red', areas: { castillo: 2 } }]) // [{ by: 'red', owner:
 * 'red', count: 2, how: 'placed' }]
 */
export function lastCastilloThrow(log: readonly Command[]): CastilloThrow[] {
  for (const command of [...log].reverse()) {
    if (command.type === 'general-scoring') return [];
    if (command.type === 'place' && (command.areas[CASTILLO] ?? 0) > 0) {
      return [{ by: command.player, owner: command.player, count: command.areas[CASTILLO] ?? 0, how: 'placed' }];
    }
    const action = performedAction(command);
    if (!action || !('player' in command)) continue;
    if (action.kind === 'from-court' && (action.areas[CASTILLO] ?? 0) > 0) {
      return [{ by: command.player, owner: command.player, count: action.areas[CASTILLO] ?? 0, how: 'placed' }];
    }
    if (action.kind === 'moves') {
      const moved = action.moves.filter((m) => m.to === CASTILLO);
      if (moved.length > 0)
        return moved.map((m) => ({ by: command.player, owner: m.owner, count: m.count, how: 'moved' }));
    }
  }
  return [];
}
