import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import type { Done } from '../../../src/session/done';
import { followGameRoute } from '../../../src/ui/games/followGameRoute';
import type { Route } from '../../../src/ui/router';

/** Games as the follower sees them: which is open, each open and close logged; `missing` ids cannot be opened. */
function games(missing: readonly string[] = []) {
  const log: string[] = [];
  const current = signal<string | undefined>(undefined);
  let settle: () => void = () => undefined;
  const pending = new Promise<void>((resolve) => (settle = resolve));
  return {
    log,
    current,
    settled: pending,
    settle: () => settle(),
    open: async (id: string): Promise<Done> => {
      log.push(`open ${id}`);
      await pending;
      if (missing.includes(id)) return { ok: false, error: { code: 'session/no-game', message: 'not here' } };
      // What open reads and writes must not make the follower run again.
      current.value = id;
      return { ok: true, value: undefined };
    },
    close: () => {
      if (current.value) log.push(`close ${current.value}`);
      current.value = undefined;
    },
  };
}

/** Lets every promise already settled run on: for checking that nothing more happens. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the open game follows the address', () => {
  it('a game left while it is still opening is closed once it has opened: its lock is not kept by a screen not showing it', async () => {
    const route = signal<Route>({ name: 'game', id: 'g1' });
    const model = games();
    const stop = followGameRoute(route, model, () => undefined);
    // Back before the open has finished: the close finds nothing open yet.
    route.value = { name: 'games' };
    model.settle();
    await expect.poll(() => model.log).toEqual(['open g1', 'close g1']);
    expect(model.current.value).toBeUndefined();
    stop();
  });

  it('opens the game at its address (as after a reload), closes it on any other screen, reopens on Forward', async () => {
    const route = signal<Route>({ name: 'game', id: 'g1' });
    const model = games();
    let lists = 0;
    const stop = followGameRoute(route, model, () => lists++);
    model.settle();
    await expect.poll(() => model.current.value).toBe('g1');
    route.value = { name: 'games' };
    expect(model.current.value).toBeUndefined();
    route.value = { name: 'game', id: 'g1' };
    await expect.poll(() => model.current.value).toBe('g1');
    route.value = { name: 'home' };
    expect(model.log).toEqual(['open g1', 'close g1', 'open g1', 'close g1']);
    expect(lists).toBe(0);
    stop();
    route.value = { name: 'game', id: 'g2' };
    expect(model.log).toHaveLength(4);
  });

  it('a game that cannot be opened gives way to the list, unless the player went elsewhere meanwhile', async () => {
    const route = signal<Route>({ name: 'games' });
    const model = games(['gone']);
    let lists = 0;
    followGameRoute(route, model, () => lists++);
    route.value = { name: 'game', id: 'gone' };
    model.settle();
    await expect.poll(() => lists).toBe(1);
    route.value = { name: 'game', id: 'gone' };
    route.value = { name: 'calculator' };
    await flush();
    expect(lists).toBe(1);
  });
});
