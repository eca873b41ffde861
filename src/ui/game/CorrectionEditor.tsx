import { useSignal } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import { message } from '../../i18n/speech';
import { parseJsonText } from '../../jsonText';
import { parseCommand } from '../../record/commandSchema';
import { type Command, type GameAreaId, type RuleError, words } from '../../rules';
import { type Done, done } from '../../session/done';
import type { CorrectionPlan, GameSession } from '../../session/gameSession';
import type { GameView } from '../../session/gameView';

import type { MapInteraction } from '../map/BoardMap';
import { CorrectionConfirm } from './CorrectionConfirm';
import { GameMap } from './GameMap';
import { GeneralScoringPanel } from './GeneralScoringPanel';
import { MapRequest } from './mapRequest';
import { phasePanelOf } from './phasePanels';
import { Refusal } from './Refusal';
import { TableCorrectionPanel } from './TableCorrectionPanel';

/**
 * The panel that entered a command, shown against the table as it stood then: the panel of the phase
 * the table was in (`phasePanelOf`, a module's own where it has one), a general scoring's with the disks entered, or
 * the table correction's, which any phase takes.
 */
function PanelFor({ view, command }: { view: GameView; command: Command }) {
  if (command.type === 'setup') return null;
  if (command.type === 'table-correction') return <TableCorrectionPanel view={view} />;
  if (command.type === 'general-scoring') return <GeneralScoringPanel view={view} entered={command.disks ?? {}} />;
  const state = view.state.value;
  const Panel = phasePanelOf(state.setup.modules, state.phase);
  return Panel ? <Panel view={view} /> : null;
}

/**
 * Corrects one entry: enter it again with the same panel as at the time, or edit it as text; its
 * map (the table as it stood then) and its panel take the game map's and the step's places. Before
 * anything is saved the table sees what the correction comes to — and, when a later entry would no
 * longer hold, how many entries saving it takes back, or the other way: a table correction now.
 */
export function CorrectionEditor(props: {
  session: GameSession;
  index: number;
  command: Command;
  onDone: () => void;
  onTableCorrection: () => void;
}) {
  const { session, index, command, onDone } = props;
  const problem = useSignal<RuleError | undefined>(undefined);
  /** A correction that holds, waiting for the table to confirm it. */
  const pending = useSignal<CorrectionPlan | undefined>(undefined);
  const text = useSignal(JSON.stringify(command, null, 1));
  const request = useSignal<MapInteraction<GameAreaId> | undefined>(undefined);
  const propose = (corrected: Command): Done => {
    const plan = session.planCorrection(index, corrected);
    problem.value = plan.ok ? undefined : plan.error;
    pending.value = plan.ok ? plan.value : undefined;
    return plan.ok ? done() : plan;
  };
  // Made once per entry edited: a panel's own state (a half-entered placement) survives redraws.
  // `propose` only writes this editor's own signals, which live as long as it does.
  const past = useMemo(() => session.correctionView(index, propose), [session, index]);
  if (pending.value) {
    return (
      <div class="correction" role="group" aria-label={message('game.correct.label', { index })}>
        <CorrectionConfirm
          session={session}
          plan={pending.value}
          onClose={onDone}
          onChange={() => (pending.value = undefined)}
          onTableCorrection={props.onTableCorrection}
        />
      </div>
    );
  }
  // The map of the table as it stood then takes the game map's place, and the correction the step's.
  return (
    <MapRequest.Provider value={request}>
      {past && <GameMap view={past} request={request} />}
      <div class="correction" role="group" aria-label={message('game.correct.label', { index })}>
        {past && <PanelFor view={past} command={command} />}
        <details>
          <summary>{message('game.correct.asText', { index })}</summary>
          <textarea
            aria-label={message('game.correct.textLabel', { index })}
            rows={6}
            value={text.value}
            onInput={(e) => (text.value = e.currentTarget.value)}
          />
          <button
            type="button"
            onClick={() => {
              const parsed = parseJsonText(text.value);
              const read = parsed.ok ? parseCommand(parsed.value) : undefined;
              if (!read?.ok) {
                problem.value = {
                  code: 'input/not-a-command',
                  message: words('game.correct.notAnEntry', {
                    reason: read ? read.error.message : parsed.ok ? '' : parsed.error.message,
                  }),
                };
                return;
              }
              propose(read.value);
            }}
          >
            {message('game.correct.check')}
          </button>
        </details>
        <Refusal error={problem.value} />
        <button type="button" class="secondary" onClick={onDone}>
          {message('game.correct.leave', { index })}
        </button>
      </div>
    </MapRequest.Provider>
  );
}
