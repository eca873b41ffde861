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
