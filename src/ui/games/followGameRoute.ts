import { type ReadonlySignal, untracked } from '@preact/signals';
import type { Done } from '../../session/done';
import type { Route } from '../router';

/** What following the address needs of the games: open one by id, close the one open. */
export interface OpensGames {
  open(id: string): Promise<Done>;
  close(): void;
}

/**
 * Keeps the open game in step with the address: a game's own address opens it (a reload, Forward,
 * a link), any other screen closes it, so its single-writer lock is never held by a screen that is
 * not showing it. A game that cannot be opened gives way to the list, in place of its history entry,
 * where the games say why. Returns the way to stop following.
 */
export function followGameRoute(route: ReadonlySignal<Route>, games: OpensGames, showList: () => void): () => void {
  return route.subscribe((at) =>
    // Only the address is followed: what open and close read must not make this run again.
    untracked(() => {
      if (at.name !== 'game') {
        games.close();
        return;
      }
      void games.open(at.id).then((outcome) => {
        const now = route.value;
        const stillThere = now.name === 'game' && now.id === at.id;
        // Left while it was opening (Back during the replay): the game opened after its close had run, so close it now.
        if (outcome.ok && !stillThere) games.close();
        // Still at that address: the player has not gone elsewhere meanwhile.
        if (!outcome.ok && route.value === at) showList();
      });
    }),
  );
}
