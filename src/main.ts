import { languageFor, storedLanguageChoice } from './i18n/languageChoice';

/**
 * The page holds the home screen in each language (see vite.config.ts): the one the device speaks,
 * or the one chosen in the settings, takes the English one's place before anything is painted.
 */
const language = languageFor(storedLanguageChoice());
const home = document.getElementById(`home-${language}`);
const app = document.getElementById('app');
if (home instanceof HTMLTemplateElement && app) {
  app.replaceChildren(home.content.cloneNode(true));
  document.documentElement.lang = language;
}

/**
 * The page arrives with the home screen drawn in its HTML and its one stylesheet inlined (see
 * vite.config.ts). The app starts only once that screen has been painted, so an offline cold start
 * paints like a static page instead of sharing the device with the app's start. The browser says
 * when the first paint reached the screen; the timer covers a tab opened in the background, where
 * nothing paints, and a browser that does not report paints.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./boot');
};
const reportsPaints =
  typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
if (performance.getEntriesByName('first-contentful-paint').length > 0) start();
else if (reportsPaints) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 500);
