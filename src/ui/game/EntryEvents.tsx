import { useSignal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import { type GameState, moduleStatus, ruleRefShortWords, type ScoringEvent } from '../../rules';
import type { GameView } from '../../session/gameView';
import { HistoryScorings } from './HistoryScorings';
import { scoresIn } from './ModuleStatus';

/** A scoring the last entry caused beyond what its own step showed, with the table it scored. */
interface Happened {
  readonly before: GameState;
  readonly after: GameState;
  readonly events: readonly ScoringEvent[];
}

/**
 * The entry just stored, when it scored something no step previewed: a scoring a module brings
 * (Granada falling at a turn's end).
 */
function happenedIn(before: GameState, after: GameState): Happened | undefined {
  if (after.scorings.length <= before.scorings.length) return undefined;
  const causes = new Set(moduleStatus(after).flatMap((line) => line.cause ?? []));
  const events = after.scorings.slice(before.scorings.length).filter((e) => causes.has(e.cause));
  return events.length > 0 ? { before, after, events } : undefined;
}

/** What these scorings paid each player, added up. */
function paidIn(events: readonly ScoringEvent[]): Readonly<Record<string, number>> {
  const paid: Record<string, number> = {};
  for (const e of events) for (const [id, n] of Object.entries(e.totals)) paid[id] = (paid[id] ?? 0) + n;
  return paid;
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
  // The line of each module whose scoring this was, with what it paid.
  const causes = new Set(happened.events.map((e) => e.cause));
  const lines = moduleStatus(happened.after).filter((line) => line.cause && causes.has(line.cause));
  const scores = scoresIn(happened.after, paidIn(happened.events));
  return (
    <div class="entry-events notice" role="status">
      {lines.map((line, i) => (
        <p key={i}>
          {say(line.words)}
          {message('game.modules.scored', { scores })}.{' '}
          <span class="rules">{message('game.rule', { rule: ruleRefShortWords(line.ref) })}.</span>
        </p>
      ))}
      <HistoryScorings before={happened.before} scorings={happened.events} />
      <button type="button" class="secondary" onClick={() => (dismissed.value = happened)}>
        {message('game.events.seen')}
      </button>
    </div>
  );
}
