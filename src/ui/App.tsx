import { useEffect } from 'preact/hooks';
import type { Database } from '../store/openDatabase';
import type { GamesModel } from './games/gamesModel';
import { lazyScreen } from './lazyScreen';
import { navigate, route } from './router';
import { HomeScreen } from './screens/HomeScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { SettingsScreen, WakeLockToggle } from './screens/SettingsScreen';
import type { SettingsModel } from './settingsModel';
import type { PwaModel } from '../pwa/pwaModel';

export interface AppModels {
  /** IndexedDB once open (undefined when this device's storage cannot be used). */
  readonly database: Promise<Database | undefined>;
  readonly games: GamesModel | undefined;
  readonly settings: SettingsModel;
  readonly pwa: PwaModel;
  /** Set when storage is unavailable or this tab must reload for a newer version. */
  readonly storageProblem: string | undefined;
}

// Screens beyond the first are fetched when first shown: the home screen paints without their code.
const CalculatorScreen = lazyScreen<{ database: Promise<Database | undefined> }>(async () => {
  const [{ CalculatorScreen: Screen }, { createCalculatorModel }] = await Promise.all([import('./calculator/CalculatorScreen'), import('./calculator/calculatorModel')]);
  let model: ReturnType<typeof createCalculatorModel> | undefined;
  return ({ database }) => <Screen model={(model ??= createCalculatorModel(database))} />;
});
const GamesScreen = lazyScreen(() => import('./games/GamesScreen').then((m) => m.GamesScreen));
const RulesScreen = lazyScreen(() => import('./screens/RulesScreen').then((m) => m.RulesScreen));

const TITLES = { home: 'El Grande Companion', calculator: 'Scoring calculator', games: 'Games', rules: 'Rules options', settings: 'Settings', 'not-found': 'Page not found' } as const;

/** The shell: a header with the app's state (offline, new version, install, screen on) and the current screen. */
export function App({ models }: { models: AppModels }) {
  const { pwa, settings } = models;
  const current = route.value.name;
  const wantsScreenOn = (current === 'calculator' || current === 'games') && settings.keepScreenOn.value;
  useEffect(() => void pwa.setWakeLock(wantsScreenOn), [pwa, wantsScreenOn]);
  return (
    <>
      <header class="app-header">
        {current !== 'home' && (
          <button type="button" class="secondary" aria-label="Home" onClick={() => navigate('home')}>
            ⌂
          </button>
        )}
        <h1>{TITLES[current]}</h1>
        {pwa.offline.value && (
          <span class="badge" role="status">
            Offline
          </span>
        )}
        {(current === 'calculator' || current === 'games') && <WakeLockToggle settings={models.settings} pwa={pwa} />}
        {pwa.installable.value && (
          <button type="button" class="secondary" onClick={() => pwa.install()}>
            Install
          </button>
        )}
      </header>
      {pwa.updateReady.value && (
        <div class="update-banner" role="alert">
          <span>A new version is ready.</span>
          <button type="button" onClick={() => pwa.reloadForUpdate()}>
            Reload now
          </button>
          <span class="hint">Nothing is lost: every entry is already saved.</span>
        </div>
      )}
      {models.storageProblem && (
        <p class="notice" role="alert">
          {models.storageProblem}
        </p>
      )}
      <main>
        {current === 'home' && <HomeScreen games={models.games} installHint={pwa.needsManualInstall} />}
        {current === 'calculator' && <CalculatorScreen database={models.database} />}
        {current === 'games' &&
          (models.games ? (
            <GamesScreen model={models.games} />
          ) : (
            <p role="status" class="hint">
              {models.storageProblem ? 'Games need this device’s storage, which is not available.' : 'Opening this device’s storage…'}
            </p>
          ))}
        {current === 'rules' && <RulesScreen />}
        {current === 'settings' && <SettingsScreen settings={models.settings} pwa={pwa} />}
        {route.value.name === 'not-found' && <NotFoundScreen address={route.value.address} />}
      </main>
    </>
  );
}
