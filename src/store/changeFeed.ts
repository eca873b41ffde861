/** What one tab tells the others after it wrote. */
export type ChangeMessage =
  | { readonly type: 'game-changed'; readonly gameId: string; readonly entries: number }
  | { readonly type: 'games-listed' };

const CHANNEL = 'el-grande-companion';

/** Tabs follow each other's writes through a BroadcastChannel; returns a function that stops listening. */
export function listenForChanges(onChange: (message: ChangeMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<ChangeMessage>) => onChange(event.data);
  return () => channel.close();
}

export function announceChange(message: ChangeMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}
