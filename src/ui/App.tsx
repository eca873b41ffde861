import { useEffect } from 'preact/hooks';
import { message, say } from '../i18n/speech';
import type { PwaModel } from '../pwa/pwaModel';
import type { EditionId } from '../rules';
import type { AppStorage } from '../session/appStorage';
import type { BoardStorage } from '../session/boardStorage';
import { ScreenBoundary } from './components/ScreenBoundary';
import { followGameRoute } from './games/followGameRoute';
import { lazyScreen } from './lazyScreen';
import { navigate, replaceRoute, route, screenKey } from './router';
import { HomeScreen } from './screens/HomeScreen';
import { WakeLockToggle } from './screens/WakeLockToggle';
import type { SettingsModel } from './settingsModel';

export interface AppModels {
  /** This device's storage: the games and the calculator's boards, loaded when a screen needs them. */
  readonly storage: AppStorage;
  readonly settings: SettingsModel;
  readonly pwa: PwaModel;
}

// Screens beyond the first are fetched when first shown: the home screen paints without their code.
const CalculatorScreen = lazyScreen<{ boards: Promise<BoardStorage | undefined> }>(async () => {
  const [{ CalculatorScreen: Screen }, { createCalculatorModel }] = await Promise.all([
    import('./calculator/CalculatorScreen'),
    import('../calculator/calculatorModel'),
  ]);
  // One board for the page's life: leaving the calculator and coming back finds it as it was.
  let model: ReturnType<typeof createCalculatorModel> | undefined;
  return ({ boards }) => <Screen model={(model ??= createCalculatorModel(boards))} />;
});
const GamesScreen = lazyScreen(() => import('./games/GamesScreen').then((m) => m.GamesScreen));
const PlayedScreen = lazyScreen(() => import('./played/PlayedScreen').then((m) => m.PlayedScreen));
const RulesScreen = lazyScreen(() => import('./screens/RulesScreen').then((m) => m.RulesScreen));
// The settings and the not-found screen speak only the frame's words, which are loaded already.
const SettingsScreen = lazyScreen(() => import('./screens/SettingsScreen').then((m) => m.SettingsScreen), []);
const NotFoundScreen = lazyScreen(() => import('./screens/NotFoundScreen').then((m) => m.NotFoundScreen), []);
const GuideScreen = lazyScreen<{ edition?: EditionId }>(() =>
  import('./screens/GuideScreen').then((m) => m.GuideScreen),
);

/** Where the games will be while storage opens and their code loads, and why they are not there when they cannot be. */
function GamesWaiting({ storage }: { storage: AppStorage }) {
  const missing = storage.gamesMissing.value;
  if (!missing)
    return (
      <p role="status" class="hint">
        {message('storage.opening')}
      </p>
    );
  return (
    <div class="notice" role="alert">
      <p>{say(missing.why)}</p>
      {missing.retry && (
        <button type="button" onClick={() => void storage.loadGames()}>
          {message('storage.tryAgain')}
        </button>
      )}
    </div>
  );
}

/** The shell: a header with the app's state (offline, new version, install, screen on) and the current screen. */
export function App({ models }: { models: AppModels }) {
  const { pwa, settings, storage } = models;
  const games = storage.games.value;
  const problem = storage.problem.value;
  const at = route.value;
  const current = at.name;
  const wantsGames = current === 'games' || current === 'game' || current === 'played';
  useEffect(() => void (wantsGames && storage.loadGames()), [storage, wantsGames]);
  const atTable = current === 'calculator' || current === 'games' || current === 'game';
  const wantsScreenOn = atTable && settings.keepScreenOn.value;
  useEffect(() => void pwa.setWakeLock(wantsScreenOn), [pwa, wantsScreenOn]);
  // The shortcut to the last game: the game this device had open last, or the games list where there is none.
  useEffect(() => {
    if (current !== 'continue') return;
    let left = false;
    void storage.lookForContinuable().then(() => {
      const latest = storage.continuable.peek();
      if (!left) replaceRoute(latest ? { name: 'game', id: latest.id } : { name: 'games' });
    });
    return () => void (left = true);
  }, [storage, current]);
  // The address says which game is open, once the games are there (a reload on a game's address opens it).
  useEffect(() => (games ? followGameRoute(route, games, () => replaceRoute({ name: 'games' })) : undefined), [games]);
  return (
    <>
      <header class="app-header">
        {current !== 'home' && (
          <button type="button" class="secondary" aria-label={message('header.home')} onClick={() => navigate('home')}>
            ⌂
          </button>
        )}
        <h1>{message(`title.${current}`)}</h1>
        {pwa.offline.value && (
          <span class="badge" role="status">
            {message('header.offline')}
          </span>
        )}
        {atTable && <WakeLockToggle settings={models.settings} pwa={pwa} />}
        {atTable && (
          <button type="button" class="secondary" onClick={() => navigate('guide')}>
            {message('header.guide')}
          </button>
        )}
        {pwa.installable.value && (
          <button type="button" class="secondary" onClick={() => pwa.install()}>
            {message('header.install')}
          </button>
        )}
      </header>
      {pwa.updateReady.value && (
        <div class="update-banner" role="alert">
          <span>{message('update.ready')}</span>
          <button type="button" onClick={() => pwa.reloadForUpdate()}>
            {message('update.reload')}
          </button>
          <span class="hint">{message('update.safe')}</span>
        </div>
      )}
      {pwa.reloadWaiting.value && (
        <div class="update-banner" role="alert">
          <span>{message('update.otherTab')}</span>
          <button type="button" onClick={() => pwa.reloadNow()}>
            {message('update.reloadTab')}
          </button>
          <span class="hint">{message('update.otherTabSafe')}</span>
        </div>
      )}
      {problem && (
        <p class="notice" role="alert">
          {say(problem)}
        </p>
      )}
      <main>
        {/* Keyed by the screen: leaving a screen that failed leaves its failure behind. */}
        <ScreenBoundary key={screenKey(at)} onHome={() => navigate('home')} onReload={() => location.reload()}>
          {current === 'home' && <HomeScreen latest={storage.continuable.value} installHint={pwa.needsManualInstall} />}
          {current === 'calculator' && <CalculatorScreen boards={storage.boards()} />}
          {(at.name === 'games' || at.name === 'game') &&
            (games ? (
              <GamesScreen model={games} settings={settings} {...(at.name === 'game' ? { gameId: at.id } : {})} />
            ) : (
              <GamesWaiting storage={storage} />
            ))}
          {current === 'played' && (games ? <PlayedScreen games={games} /> : <GamesWaiting storage={storage} />)}
          {current === 'continue' && (
            <p role="status" class="hint">
              {message('storage.opening')}
            </p>
          )}
          {current === 'rules' && <RulesScreen />}
          {/* The cards of the edition the table played last, to start with. */}
          {current === 'guide' && (
            <GuideScreen {...(storage.continuable.value ? { edition: storage.continuable.value.edition } : {})} />
          )}
          {current === 'settings' && <SettingsScreen settings={models.settings} pwa={pwa} />}
          {at.name === 'not-found' && <NotFoundScreen address={at.address} />}
        </ScreenBoundary>
      </main>
    </>
  );
}
