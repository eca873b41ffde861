/**
 * One tab writes a game at a time. A tab holds the game's Web Lock while it has the game open;
 * another tab asking for it learns the game is open elsewhere and follows it read-only.
 */
export async function holdGameLock(gameId: string): Promise<{ held: true; release: () => void } | { held: false }> {
  if (!('locks' in navigator)) return { held: true, release: () => undefined };
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const granted = await new Promise<boolean>((resolve) => {
    void navigator.locks.request(`game:${gameId}`, { ifAvailable: true }, async (lock) => {
      resolve(lock !== null);
      if (lock) await released; // keep the lock until the game is closed
    });
  });
  return granted ? { held: true, release } : { held: false };
}

/**
 * Waits for the game's lock (the writing tab closed the game or went away) and holds it until the
 * release that comes back is called; undefined when `signal` aborts first or locks are not supported.
 */
export async function waitForGameLock(gameId: string, signal: AbortSignal): Promise<(() => void) | undefined> {
  if (!('locks' in navigator)) return undefined;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return new Promise((resolve) => {
    navigator.locks
      .request(`game:${gameId}`, { signal }, async () => {
        resolve(release);
        await released;
      })
      .catch(() => resolve(undefined));
  });
}
