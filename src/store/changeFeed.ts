/** What one tab tells the others after it wrote. */
export type ChangeMessage =
  | { readonly type: 'game-changed'; readonly gameId: string; readonly entries: number }
  | { readonly type: 'games-listed' };

const CHANNEL = 'el-grande-companion';

// One channel per page, for telling and hearing: a BroadcastChannel never hears its own messages,
// so a tab is not woken by its own writes (it already shows them) and only other tabs hear them.
let channel: BroadcastChannel | undefined;
const listeners = new Set<(message: ChangeMessage) => void>();

function pageChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  if (!channel) {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<ChangeMessage>) => {
      for (const listener of [...listeners]) listener(event.data);
    };
  }
  return channel;
}

/** Hears what other tabs wrote; returns a function that stops listening. */
export function listenForChanges(onChange: (message: ChangeMessage) => void): () => void {
  if (!pageChannel()) return () => undefined;
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
}

/** Tells other tabs of a write (this tab is not told). */
export function announceChange(message: ChangeMessage): void {
  pageChannel()?.postMessage(message);
}
