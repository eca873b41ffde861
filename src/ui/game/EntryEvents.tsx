import { useSignal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import { type GameState, granadaStatus, listOf, ruleRefShortWords, type ScoringEvent } from '../../rules';
import type { GameView } from '../../session/gameView';
import { HistoryScorings } from './HistoryScorings';
import { nameIn, points } from './tableWords';

/** A scoring the last entry caused beyond what its own step showed, with the table it scored. */
interface Happened {
  readonly before: GameState;
  readonly after: GameState;
  readonly events: readonly ScoringEvent[];
}

/** The entry just stored, when it scored something no step previewed: Granada falling at a turn's end. */
function happenedIn(before: GameState, after: GameState): Happened | undefined {
  if (after.scorings.length <= before.scorings.length) return undefined;
  const events = after.scorings.slice(before.scorings.length).filter((e) => e.cause === 'conquest');
  return events.length > 0 ? { before, after, events } : undefined;
}

/**
 * What the entry just stored did beyond its step, said where the table looks next, above the next
 * step: Granada fell at the end of the turn and was scored, with who scored what and, one tap away,
 * why. It stays until the next entry or until the table says it has seen it.
 */
export function EntryEvents({ view }: { view: GameView }) {
  const state = view.state.value;
  const log = view.log.value;
  const seen = useRef<{ state: GameState; entries: number; happened: Happened | undefined }>({
    state,
    entries: log.length,
    happened: undefined,
  });
  const dismissed = useSignal<Happened | undefined>(undefined);
  if (seen.current.state !== state) {
    // Only one entry more: an undo, a correction or another tab's history is no event at this table.
    const oneMore = log.length === seen.current.entries + 1;
    const happened = oneMore ? happenedIn(seen.current.state, state) : undefined;
    seen.current = { state, entries: log.length, happened };
  }
  const happened = seen.current.happened;
  if (view.mode.kind !== 'live' || !happened || dismissed.value === happened) return null;
  const granada = granadaStatus(happened.after);
  const nameOf = nameIn(happened.after);
  const scored = happened.events.flatMap((e) =>
    Object.entries(e.totals)
      .filter(([, n]) => n > 0)
      .map(([id, n]) => `${nameOf(id)} ${points(n)}`),
  );
  return (
    <div class="entry-events notice" role="status">
      {granada && (
        <p>
          {say(granada.words)}
          {message('game.modules.granadaScored', {
            scores: scored.length > 0 ? listOf(scored, 'plain') : message('game.modules.nobodyScored'),
          })}
          . <span class="rules">{message('game.rule', { rule: ruleRefShortWords(granada.ref) })}.</span>
        </p>
      )}
      <HistoryScorings before={happened.before} scorings={happened.events} />
      <button type="button" class="secondary" onClick={() => (dismissed.value = happened)}>
        {message('game.events.seen')}
      </button>
    </div>
  );
}
