import { effect } from '@preact/signals';
import { render } from 'preact';
import { speak } from './i18n/speech';
import { createPwaModel } from './pwa/pwaModel';
import { words } from './rules';
import { type Database, openDatabase } from './store/openDatabase';
import { App, type AppModels } from './ui/App';
import { createSettingsModel } from './ui/settingsModel';
import { guardAgainstUnspokenWords } from './ui/wordsGuard';

guardAgainstUnspokenWords();

/**
 * Paints the app at once and opens the database beside it: the games appear when storage is
 * ready, so a cold start offline shows the screen without waiting for IndexedDB.
 */
async function start() {
  const root = document.getElementById('app');
  if (!root) return;
  const settings = createSettingsModel();
  // The frame's words in the language set (a small chunk the service worker keeps), before the first draw.
  await speak(settings.language.peek());
  effect(() => void speak(settings.language.value));
  let models: AppModels;
  // The page arrives with the home screen pre-rendered (and inert) for its first paint; the live app takes its place.
  root.replaceChildren();
  root.removeAttribute('inert');
  const draw = () => render(<App models={models} />, root);
  const database: Promise<Database | undefined> = openDatabase({
    onOutdated: () => {
      models = {
        ...models,
        storageProblem: words('storage.outdated'),
      };
      draw();
    },
  }).catch((error: Error) => {
    models = {
      ...models,
      storageProblem: words('storage.cannotOpen', { error: error.name }),
    };
    draw();
    return undefined;
  });
  const pwa = createPwaModel();
  // The calculator's boards: their storage code is kept out of the first paint's chunk.
  const boards = database.then(async (db) => db && (await import('./store/idbBoardStorage')).idbBoardStorage(db));
  models = { boards, games: undefined, settings, pwa, storageProblem: undefined };
  draw();
  // The games (and the engine behind them) come in their own chunk, after the first paint.
  void database.then(async (db) => {
    if (!db) return;
    const [{ createGamesModel }, { idbLibraryStorage }] = await Promise.all([
      import('./session/gamesModel'),
      import('./store/idbGameStorage'),
    ]);
    models = { ...models, games: createGamesModel(idbLibraryStorage(db)) };
    draw();
  });
  void pwa.start();
}

void start();
