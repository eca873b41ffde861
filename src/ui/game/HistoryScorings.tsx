import { useSignal } from '@preact/signals';
import { message } from '../../i18n/speech';
import { explainScoring, type GameState, type ScoringEvent } from '../../rules';
import { ScoringDetails } from '../scoring/ScoringDetails';
import { nameIn } from './tableWords';

/** The words for one scoring in the history: what caused it, in the round it happened. */
function scoringLabel(event: ScoringEvent, nameOf: (id: string) => string): string {
  return message('game.history.scoringOf', {
    cause: event.cause,
    round: event.round,
    name: event.by === undefined ? '' : nameOf(event.by),
  });
}

/**
 * Each scoring an entry of the history caused, its whole explanation one tap away: per area the
 * counts, ranks, values, bonuses and the rules behind them, as the step showed before it was
 * confirmed. Worked out from the table before the entry only once opened.
 */
export function HistoryScorings({ before, scorings }: { before: GameState; scorings: readonly ScoringEvent[] }) {
  const nameOf = nameIn(before);
  return (
    <>
      {scorings.map((event, i) => (
        <HistoryScoring key={i} before={before} event={event} label={scoringLabel(event, nameOf)} />
      ))}
    </>
  );
}

function HistoryScoring({ before, event, label }: { before: GameState; event: ScoringEvent; label: string }) {
  const open = useSignal(false);
  return (
    <details class="history-scoring" onToggle={(e) => (open.value = e.currentTarget.open)}>
      <summary>{message('game.history.whyPoints', { label })}</summary>
      {open.value && (
        <ScoringDetails
          result={explainScoring(before, event)}
          edition={before.setup.edition}
          nameOf={nameIn(before)}
          label={label}
        />
      )}
    </details>
  );
}
