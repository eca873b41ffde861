/**
 * The page arrives with the home screen drawn in its HTML and its one stylesheet inlined (see
 * vite.config.ts). The app starts only once that is on screen, so an offline cold start paints
 * like a static page; the timer covers a tab opened in the background, where frames do not run.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./boot');
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 250);
