import { useSignal } from '@preact/signals';
import { parseJsonText } from '../../jsonText';
import { parseCommand } from '../../record/commandSchema';
import type { RuleError } from '../../rules/errors';
import type { Command } from '../../rules/game/commands';
import type { GameState } from '../../rules/game/types';
import type { GameSession, Outcome, Stop } from '../../session/gameSession';
import type { MapInteraction } from '../map/BoardMap';
import { correctionSession } from './correctionSession';
import { DummyPanel } from './DummyPanel';
import { GeneralScoringPanel } from './GeneralScoringPanel';
import { MapRequest } from './mapRequest';
import { PowerPanel } from './PowerPanel';
import { Refusal } from './Refusal';
import { RevealPanel } from './RevealPanel';
import { TableCorrectionPanel } from './TableCorrectionPanel';
import { TurnPanel } from './TurnPanel';
import { GameMap } from './GameMap';

/** The panel that enters a command of this type, shown against the table as it stood then. */
function PanelFor({ session, command }: { session: GameSession; command: Command }) {
  switch (command.type) {
    case 'reveal-cards':
      return <RevealPanel session={session} />;
    case 'dummy-regions':
      return <DummyPanel session={session} />;
    case 'play-power':
      return <PowerPanel session={session} />;
    case 'general-scoring':
      return <GeneralScoringPanel session={session} />;
    case 'table-correction':
      return <TableCorrectionPanel session={session} />;
    case 'setup':
      return null;
    default:
      return session.state.value?.turn ? <TurnPanel session={session} /> : null;
  }
}

/**
 * Corrects one entry: enter it again with the same panel as at the time, or edit it as text. The
 * rest of the game is replayed; a later entry that no longer holds is named, and may be taken back.
 */
export function CorrectionEditor({ session, index, command, before, onDone }: { session: GameSession; index: number; command: Command; before: GameState | undefined; onDone: () => void }) {
  const problem = useSignal<RuleError | undefined>(undefined);
  /** A correction that holds but would leave a later entry that no longer does: saved only once the player agrees to take those back. */
  const pending = useSignal<{ command: Command; from: number } | undefined>(undefined);
  const text = useSignal(JSON.stringify(command, null, 1));
  const request = useSignal<MapInteraction | undefined>(undefined);
  const later = session.log.value.length;
  const heard = (outcome: Outcome & { readonly laterStop?: Stop }, command: Command) => {
    pending.value = !outcome.ok && outcome.laterStop ? { command, from: outcome.laterStop.index } : undefined;
    if (outcome.ok) onDone();
  };
  const finish = (outcome: Outcome & { readonly laterStop?: Stop }, command: Command) => {
    problem.value = outcome.ok ? undefined : outcome.error;
    heard(outcome, command);
  };
  // The panel shows its own refusal; a correction that held closes the editor.
  const past = correctionSession(session, index, before, heard);
  return (
    <div class="correction" role="group" aria-label={`Correction of entry ${index}`}>
      {before && (
        <MapRequest.Provider value={request}>
          <GameMap session={past} request={request} />
          <PanelFor session={past} command={command} />
        </MapRequest.Provider>
      )}
      <details>
        <summary>Edit entry {index} as text</summary>
        <textarea aria-label={`Entry ${index} as text`} rows={6} value={text.value} onInput={(e) => (text.value = (e.target as HTMLTextAreaElement).value)} />
        <button
          type="button"
          onClick={async () => {
            const parsed = parseJsonText(text.value);
            const command = parsed.ok ? parseCommand(parsed.value) : undefined;
            if (!command?.ok) {
              problem.value = { code: 'input/not-a-command', message: `That is not an entry the app can read: ${command ? command.error : parsed.ok ? '' : parsed.reason}` };
              return;
            }
            finish(await session.correct(index, command.command), command.command);
          }}
        >
          Save the corrected entry
        </button>
      </details>
      <Refusal error={problem.value} />
      {pending.value && (
        <button
          type="button"
          class="danger"
          onClick={async () => {
            const { command } = pending.value!;
            const outcome = await session.correct(index, command, { dropLater: true });
            problem.value = outcome.ok ? undefined : outcome.error;
            if (outcome.ok) onDone();
          }}
        >
          Save the correction and take back entries {pending.value.from} to {later - 1} ({later - pending.value.from} {later - pending.value.from === 1 ? 'entry' : 'entries'})
        </button>
      )}
      <button type="button" class="secondary" onClick={onDone}>
        Leave entry {index} as it is
      </button>
    </div>
  );
}
