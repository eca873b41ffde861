import { message } from '../../i18n/speech';
import { navigate, navigateToGame } from '../router';

/** Where every visit starts: a game, the calculator, the rules, the settings. */
export function HomeScreen({
  latest,
  installHint = false,
}: {
  /** The game to continue, if this device holds one. */
  latest: { readonly id: string; readonly title: string } | undefined;
  installHint?: boolean;
}) {
  return (
    <div class="home">
      <p class="lead">{message('home.lead')}</p>
      <nav class="home-actions" aria-label={message('home.start')}>
        <button type="button" onClick={() => navigate('games')}>
          {message('home.newGame')}
        </button>
        <button
          type="button"
          disabled={!latest}
          // The game's own address opens it; one that cannot be opened gives way to the list, saying why.
          onClick={() => latest && navigateToGame(latest.id)}
        >
          {latest ? message('home.continue', { title: latest.title }) : message('home.continueAny')}
        </button>
        <button type="button" onClick={() => navigate('calculator')}>
          {message('home.calculator')}
        </button>
        <button type="button" class="secondary" onClick={() => navigate('guide')}>
          {message('home.guide')}
        </button>
        <button type="button" class="secondary" onClick={() => navigate('rules')}>
          {message('home.rules')}
        </button>
        <button type="button" class="secondary" onClick={() => navigate('settings')}>
          {message('home.settings')}
        </button>
      </nav>
      {installHint && (
        <p class="hint" role="note">
          {message('home.installHint')}
        </p>
      )}
    </div>
  );
}
