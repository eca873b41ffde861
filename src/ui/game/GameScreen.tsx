import { type Signal, useSignal } from '@preact/signals';
import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import { type GameState, type RuleError, ruleRefShortWords } from '../../rules';
import type { Done } from '../../session/done';
import type { GameSession } from '../../session/gameSession';
import type { GameView } from '../../session/gameView';
import { CorrectionEditor } from './CorrectionEditor';
import { EntryEvents } from './EntryEvents';
import { GameMap } from './GameMap';
import { GameStatus } from './GameStatus';
import { HistoryPanel } from './HistoryPanel';
import { correctTableInstead, exportGame, historyFocus } from './historyFocus';
import { ModuleStatus } from './ModuleStatus';
import { ModulesInPlay } from './ModulesInPlay';
import { type GameMapInteraction, MapRequest } from './mapRequest';
import { PlayersPanel } from './PlayersPanel';
import { phasePanelOf } from './phasePanels';
import { ScoresByRound } from './ScoresByRound';
import { TableCorrectionPanel } from './TableCorrectionPanel';
import { useStepInView } from './useStepInView';

/** The step the table is at, as its own panel; a follower (read-only tab) sees none. */
function StepPanel({ session, view }: { session: GameSession; view: GameView }) {
  const state = view.state.value;
  const Panel = phasePanelOf(state.setup.modules, state.phase);
  if (session.readOnly.value || session.stopped.value || !Panel) return null;
  return <Panel view={view} />;
}

/** Why the last tap on the map did nothing, beside the step, until the table moves on or a tap is taken. */
function MapNote({ view, note }: { view: GameView; note: Signal<MapNoteValue | undefined> }) {
  const shown = note.value;
  if (!shown || shown.state !== view.state.value) return null;
  return (
    <div class="map-note" role="status">
      <p>{say(shown.error.message).replace(/\.$/, '')}.</p>
      {shown.error.ruleRef && (
        <p class="rules">{message('game.rule', { rule: ruleRefShortWords(shown.error.ruleRef) })}</p>
      )}
    </div>
  );
}

type MapNoteValue = { readonly error: RuleError; readonly state: GameState };

/** The parts of the table off the map: players, the modules in play, and scores by round (redrawn only when a score changed). */
function TablePanels({ view }: { view: GameView }) {
  const state = view.state.value;
  return (
    <>
      <PlayersPanel state={state} />
      <ModuleStatus state={state} />
      <ModulesInPlay state={state} />
      <ScoresByRound state={state} />
    </>
  );
}

/**
 * A game at the table: what it waits for, the board, the players, the step to enter now, and the
 * history with undo, redo and corrections.
 */
export function GameScreen({
  session,
  onLeave,
  onCopyReadable,
}: {
  session: GameSession;
  onLeave: () => void;
  onCopyReadable: () => Promise<Done>;
}) {
  const request = useSignal<GameMapInteraction | undefined>(undefined);
  const note = useSignal<MapNoteValue | undefined>(undefined);
  const focus = useMemo(historyFocus, []);
  // Only whether there is a table (the view is made once, when there is): each panel reads the
  // table itself, so a command redraws the panels it changed instead of the whole screen from the top.
  const view = session.view.value;
  // A game opens at its top, whatever the screen before it was scrolled to: the map and the step to enter.
  // Before the first frame, so the step's own bringing into view (below) always comes after it.
  useLayoutEffect(() => window.scrollTo(0, 0), []);
  // …and then as far down as the step to enter needs to be seen whole.
  // Watched from the screen's own section, there from the first frame: the layout inside it comes with the table.
  const screen = useRef<HTMLElement>(null);
  useStepInView(screen, ':scope .game-layout > .game-steps > .step, :scope .game-layout > .correction');
  // An entry being corrected: its map and panel take the game map's and the step's places.
  const correcting = session.readOnly.value ? undefined : focus.correcting.value;
  const corrected = correcting === undefined ? undefined : session.history.value[correcting];

  return (
    <MapRequest.Provider value={request}>
      <section ref={screen} class="game" aria-labelledby="game-heading">
        <GameStatus session={session} focus={focus} onCopyReadable={onCopyReadable} />
        {view && (
          // In the order a player reads and tabs through them: the board, the step to enter (under the
          // map in portrait, beside it in landscape), then the tables.
          <div class={corrected ? 'game-layout is-correcting' : 'game-layout'}>
            {corrected ? (
              <CorrectionEditor
                key={corrected.index}
                session={session}
                index={corrected.index}
                command={corrected.command}
                onDone={() => (focus.correcting.value = undefined)}
                onTableCorrection={() => correctTableInstead(focus)}
              />
            ) : (
              <GameMap
                view={view}
                request={request}
                onNote={(error) => (note.value = error && { error, state: view.state.value })}
              />
            )}
            <div class="game-steps">
              {!corrected && <EntryEvents view={view} />}
              {!corrected && <MapNote view={view} note={note} />}
              {!corrected && <StepPanel session={session} view={view} />}
              <HistoryPanel session={session} focus={focus} />
              {!session.readOnly.value && !session.stopped.value && (
                <TableCorrectionPanel view={view} open={focus.tableCorrection} />
              )}
            </div>
            <div class="game-tables">
              <TablePanels view={view} />
            </div>
          </div>
        )}
        {!view && <HistoryPanel session={session} focus={focus} />}
        <div class="field-row">
          <button type="button" class="secondary" onClick={() => exportGame(session)}>
            {message('game.exportThis')}
          </button>
          <button type="button" class="secondary" onClick={onLeave}>
            {message('game.backToGames')}
          </button>
        </div>
      </section>
    </MapRequest.Provider>
  );
}
