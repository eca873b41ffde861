import { signal } from '@preact/signals';

/** The screens, addressed by the URL hash so the browser's back button walks them. */
export type Route =
  | { readonly name: 'home' }
  | { readonly name: 'calculator' }
  | { readonly name: 'games' }
  | { readonly name: 'rules' }
  | { readonly name: 'settings' }
  /** An address that names no screen: said so, with the way home (never a blank page). */
  | { readonly name: 'not-found'; readonly address: string };

const ROUTES: Readonly<Record<string, Route>> = {
  '': { name: 'home' },
  calculator: { name: 'calculator' },
  games: { name: 'games' },
  rules: { name: 'rules' },
  settings: { name: 'settings' },
};

export function parseRoute(hash: string): Route {
  const key = hash.replace(/^#\/?/, '');
  // Own keys only: an address such as #/constructor must not find something on Object's prototype.
  return Object.hasOwn(ROUTES, key) ? ROUTES[key]! : { name: 'not-found', address: key };
}

export const route = signal<Route>(typeof location === 'undefined' ? { name: 'home' } : parseRoute(location.hash));

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => (route.value = parseRoute(location.hash)));
}

/** Goes to a screen as a new history entry, so Back returns here. */
export function navigate(name: Exclude<Route['name'], 'not-found'>): void {
  location.hash = name === 'home' ? '#/' : `#/${name}`;
}
