import type { GamesModel } from '../../session/gamesModel';
import { navigate, navigateToGame } from '../router';

/** Where every visit starts: a game, the calculator, the rules, the settings. */
export function HomeScreen({ games, installHint = false }: { games: GamesModel | undefined; installHint?: boolean }) {
  const latest = games?.continuable.value;
  return (
    <div class="home">
      <p class="lead">Mirror the board beside the box, check every move and settle every scoring with its reasons.</p>
      <nav class="home-actions" aria-label="Start">
        <button type="button" onClick={() => navigate('games')}>
          New game
        </button>
        <button
          type="button"
          disabled={!latest}
          // The game's own address opens it; one that cannot be opened gives way to the list, saying why.
          onClick={() => latest && navigateToGame(latest.id)}
        >
          {latest ? `Continue “${latest.title}”` : 'Continue a game'}
        </button>
        <button type="button" onClick={() => navigate('calculator')}>
          Scoring calculator
        </button>
        <button type="button" class="secondary" onClick={() => navigate('guide')}>
          First game guide
        </button>
        <button type="button" class="secondary" onClick={() => navigate('rules')}>
          Rules options
        </button>
        <button type="button" class="secondary" onClick={() => navigate('settings')}>
          Settings
        </button>
      </nav>
      {installHint && (
        <p class="hint" role="note">
          To keep it on this iPhone or iPad, even offline: tap Share, then “Add to Home Screen”.
        </p>
      )}
    </div>
  );
}
