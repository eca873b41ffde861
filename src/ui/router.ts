import { signal } from '@preact/signals';

/** The screens, addressed by the URL hash so the browser's back button walks them. */
export type Route =
  | { readonly name: 'home' }
  | { readonly name: 'calculator' }
  | { readonly name: 'games' }
  | { readonly name: 'rules' }
  | { readonly name: 'settings' };

const ROUTES: Readonly<Record<string, Route>> = {
  '': { name: 'home' },
  calculator: { name: 'calculator' },
  games: { name: 'games' },
  rules: { name: 'rules' },
  settings: { name: 'settings' },
};

export function parseRoute(hash: string): Route {
  const key = hash.replace(/^#\/?/, '');
  return ROUTES[key] ?? { name: 'home' };
}

export const route = signal<Route>(typeof location === 'undefined' ? { name: 'home' } : parseRoute(location.hash));

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => (route.value = parseRoute(location.hash)));
}

/** Goes to a screen as a new history entry, so Back returns here. */
export function navigate(name: Route['name']): void {
  location.hash = name === 'home' ? '#/' : `#/${name}`;
}
