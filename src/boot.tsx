import { effect } from '@preact/signals';
import { render } from 'preact';
import { speak } from './i18n/speech';
import { fileOpener, listenForLaunchedFiles } from './pwa/launchedFiles';
import { createPwaModel } from './pwa/pwaModel';
import { takeSharedFile } from './pwa/sharedFiles';
import { createAppStorage } from './session/appStorage';
import { hasStoredData } from './store/storedData';
import { App } from './ui/App';
import { navigate } from './ui/router';
import { createSettingsModel } from './ui/settingsModel';
import { guardAgainstUnspokenWords } from './ui/wordsGuard';

guardAgainstUnspokenWords();

/**
 * Storage, the games and the engine behind them come in chunks of their own, loaded when a screen
 * first needs them: home reads only the game to continue, and only where this device holds games.
 * The service worker keeps every chunk for offline use.
 */
const storage = createAppStorage({
  hasStoredData: () => hasStoredData(),
  open: async (onOutdated) => (await import('./store/openDatabase')).openDatabase({ onOutdated }),
  listGames: async (db) => (await import('./store/gameList')).listGames(db),
  lastOpened: async (db) => (await import('./store/gameList')).lastOpenedGame(db),
  async games(db) {
    const [{ createGamesModel }, { idbLibraryStorage }] = await Promise.all([
      import('./session/gamesModel'),
      import('./store/idbGameStorage'),
    ]);
    return createGamesModel(idbLibraryStorage(db));
  },
  boards: async (db) => (await import('./store/idbBoardStorage')).idbBoardStorage(db),
});

/** Paints the live app in place of the pre-rendered home screen, in the language set. */
async function start() {
  const root = document.getElementById('app');
  if (!root) return;
  const settings = createSettingsModel();
  // The frame's words in the language set (a small chunk the service worker keeps), before the first draw.
  await speak(settings.language.peek());
  effect(() => void speak(settings.language.value));
  // The page arrives with the home screen pre-rendered (and inert) for its first paint; the live app takes its place.
  root.replaceChildren();
  root.removeAttribute('inert');
  const pwa = createPwaModel();
  render(<App models={{ storage, settings, pwa }} />, root);
  void storage.lookForContinuable();
  // A record, a board or a backup tapped in the file manager, or shared from another app, opens the installed
  // app: it goes where its import button is.
  const openFile = fileOpener(
    async (file) => (await import('./session/fileKind')).fileKindOf(file),
    (kind) => navigate(kind === 'snapshot' ? 'calculator' : 'games'),
  );
  listenForLaunchedFiles(openFile);
  void takeSharedFile().then((shared) => shared && openFile('file' in shared ? shared.file : shared.missing));
  void pwa.start();
}

void start();
