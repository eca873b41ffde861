import { render } from 'preact';
import { createPwaModel } from './pwa/pwaModel';
import { openDatabase, type Database } from './store/openDatabase';
import { App } from './ui/App';
import { createCalculatorModel } from './ui/calculator/calculatorModel';
import { createGamesModel } from './ui/games/gamesModel';
import { createSettingsModel } from './ui/settingsModel';
import './ui/app.css';

/** Opens the database, builds one model per concern and renders the app. */
async function start() {
  const root = document.getElementById('app');
  if (!root) return;
  let db: Database | undefined;
  let storageProblem: string | undefined;
  let draw = () => undefined as void;
  const outdated = () => {
    storageProblem = 'A newer version of the app was opened in another tab. Reload this tab to keep playing: everything is saved.';
    draw();
  };
  try {
    db = await openDatabase({ onOutdated: outdated });
  } catch (error) {
    storageProblem = `This device's storage cannot be opened (${(error as Error).name}): games cannot be saved here.`;
  }
  const pwa = createPwaModel();
  const models = {
    calculator: createCalculatorModel(db),
    games: db ? createGamesModel(db) : undefined,
    settings: createSettingsModel(),
    pwa,
  };
  draw = () => render(<App models={{ ...models, storageProblem }} />, root);
  draw();
  await pwa.start();
}

void start();
