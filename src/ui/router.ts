import { signal } from '@preact/signals';

/** The screens, addressed by the URL hash so the browser's back button walks them. */
export type Route =
  | { readonly name: 'home' }
  | { readonly name: 'calculator' }
  | { readonly name: 'games' }
  /**
   * One game at the table, by its stored id: a reload comes back to it and Back returns to the list.
   * The id is only what the address says; whether such a game is on this device is for the games to say.
   */
  | { readonly name: 'game'; readonly id: string }
  /** The games this device's tables finished, and the people who played them. */
  | { readonly name: 'played' }
  /** The installed app's shortcut to the game this device had open last: it opens it, or the games list. */
  | { readonly name: 'continue' }
  | { readonly name: 'rules' }
  /** A table's first game in short, and what each action card does. */
  | { readonly name: 'guide' }
  | { readonly name: 'settings' }
  /** An address that names no screen: said so, with the way home (never a blank page). */
  | { readonly name: 'not-found'; readonly address: string };

const ROUTES: Readonly<Record<string, Route>> = {
  '': { name: 'home' },
  calculator: { name: 'calculator' },
  games: { name: 'games' },
  played: { name: 'played' },
  continue: { name: 'continue' },
  rules: { name: 'rules' },
  guide: { name: 'guide' },
  settings: { name: 'settings' },
};

/** A game's address: `games/` and one part (a trailing slash is forgiven). */
const GAME_ADDRESS = /^games\/([^/]+)\/?$/;

export function parseRoute(hash: string): Route {
  const key = hash.replace(/^#\/?/, '');
  // Own keys only: an address such as #/constructor must not find something on Object's prototype.
  const route = Object.hasOwn(ROUTES, key) ? ROUTES[key] : undefined;
  if (route) return route;
  const game = GAME_ADDRESS.exec(key);
  if (game) return { name: 'game', id: safeDecode(game[1] ?? '') };
  return { name: 'not-found', address: key };
}

/** A hand-typed address may hold a stray "%": read as it stands rather than throw. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The address of a route, as the browser's bar shows it. */
export function addressOf(to: Exclude<Route, { name: 'not-found' }>): string {
  if (to.name === 'home') return '#/';
  if (to.name === 'game') return `#/games/${encodeURIComponent(to.id)}`;
  return `#/${to.name}`;
}

/** A short key naming the screen shown, for resetting what belongs to one screen when another is shown. */
export function screenKey(at: Route): string {
  if (at.name === 'game') return `game:${at.id}`;
  if (at.name === 'not-found') return `not-found:${at.address}`;
  return at.name;
}

export const route = signal<Route>(typeof location === 'undefined' ? { name: 'home' } : parseRoute(location.hash));

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => (route.value = parseRoute(location.hash)));
}

/** Goes to a screen as a new history entry, so Back returns here. */
export function navigate(name: Exclude<Route['name'], 'not-found' | 'game'>): void {
  location.hash = addressOf({ name });
}

/** Opens a game at its own address, as a new history entry: Back returns to the screen before it. */
export function navigateToGame(id: string): void {
  location.hash = addressOf({ name: 'game', id });
}

/**
 * Shows another screen in place of this history entry (no new entry, so Back does not lead to an
 * address that cannot be shown, such as a game no longer on this device).
 */
export function replaceRoute(to: Exclude<Route, { name: 'not-found' }>): void {
  history.replaceState(history.state, '', addressOf(to));
  route.value = parseRoute(location.hash);
}
