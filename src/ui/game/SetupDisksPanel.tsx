import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { message } from '../../i18n/speech';
import { playerIds, ruleRefShortWords, setupDiskRegions, setupDisksRule } from '../../rules';
import type { GameView } from '../../session/gameView';
import { DEFAULT_TABLE_PREFS } from '../../session/tablePrefs';
import { DiskEntry, type Disks } from './DiskEntry';
import { Refusal } from './Refusal';
import { areaIn, nameIn, shortAreaIn } from './tableWords';
import { useTableAction } from './useTableAction';

/**
 * The preparation's secret disks, before round 1 (the Decennial expansions that have them). Every player
 * sets one; as many of their caballeros as the engine says go from the court to the region it names (none
 * where it names the King's). Entered as the table chose for disks: openly once revealed, or the tablet
 * passed round.
 */
export function SetupDisksPanel({ view }: { view: GameView }) {
  const uid = useId();
  const state = view.state.value;
  const { send, refusal } = useTableAction(view);
  const disks = useSignal<Disks | undefined>(undefined);
  const mode = view.summary.value.prefs?.diskEntry ?? DEFAULT_TABLE_PREFS.diskEntry;
  const rule = setupDisksRule(state);
  if (!rule) return null;
  return (
    <section class="panel step" aria-labelledby={`${uid}-disks`}>
      <h3 id={`${uid}-disks`}>{message('game.setupDisks.heading')}</h3>
      <p class="hint">
        {message('game.setupDisks.hint', { king: areaIn(state)(state.king), count: rule.caballeros })}
        <span class="rules"> {message('game.rule', { rule: ruleRefShortWords(rule.ref) })}.</span>
      </p>
      <DiskEntry
        mode={mode}
        players={playerIds(state)}
        regionsFor={setupDiskRegions}
        nameOf={nameIn(state)}
        areaName={areaIn(state)}
        shortName={shortAreaIn(state)}
        marked={(region) => (region === state.king ? message('game.disks.kingHere') : undefined)}
        onChange={(d, complete) => (disks.value = complete ? d : undefined)}
      />
      <div class="confirm-bar">
        <button
          type="button"
          disabled={view.busy.value || disks.value === undefined}
          onClick={() => disks.value && void send({ type: 'setup-disks', disks: disks.value })}
        >
          {message('game.setupDisks.confirm')}
        </button>
      </div>
      <Refusal error={refusal.value} untilChanged />
    </section>
  );
}
