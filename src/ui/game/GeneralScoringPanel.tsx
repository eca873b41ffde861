import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { CASTILLO, diskRegions, explainScoring, generalScoringDisks } from '../../rules';
import type { GameView } from '../../session/gameView';

import { DEFAULT_TABLE_PREFS } from '../../session/tablePrefs';
import { ScoringDetails } from '../scoring/ScoringDetails';
import { DiskEntry, type Disks } from './DiskEntry';
import { Refusal } from './Refusal';
import { areaIn, caballeros, nameIn, shortAreaIn } from './tableWords';
import { useTableAction } from './useTableAction';

/**
 * The general scoring: the disks of the players with caballeros in the Castillo, then the whole
 * result with its reasons — the Castillo, where its caballeros go, every region in board order —
 * before it is confirmed.
 */
export function GeneralScoringPanel({ view }: { view: GameView }) {
  const uid = useId();
  const state = view.state.value;
  const disks = useSignal<Disks | undefined>(undefined);
  const { send, refusal } = useTableAction(view);
  const needed = generalScoringDisks(state);
  const nameOf = nameIn(state);
  const areaName = areaIn(state);
  const ready = needed.length === 0 ? {} : disks.value;
  const preview = ready ? view.preview({ type: 'general-scoring', disks: ready }) : undefined;
  const event = preview?.ok ? preview.value.scorings.at(-1) : undefined;
  const result = event && explainScoring(state, event);
  const mode = view.summary.value.prefs?.diskEntry ?? DEFAULT_TABLE_PREFS.diskEntry;
  const memory = view.summary.value.prefs?.memoryMode === true;
  return (
    <section class="panel step" aria-labelledby={`${uid}-scoring`}>
      <h3 id={`${uid}-scoring`}>General scoring after round {state.round}</h3>
      {state.king === CASTILLO && (
        <p class="hint">
          The King stands beside the {areaName(CASTILLO)}: its caballeros are thrown back in, not sent to regions.
        </p>
      )}
      {needed.length === 0 ? (
        <p>No caballeros leave the {areaName(CASTILLO)}: no disks to set.</p>
      ) : (
        <>
          <p class="hint">
            {memory
              ? `With caballeros in the ${areaName(CASTILLO)}: ${needed.map(nameOf).join(', ')}.`
              : `In the ${areaName(CASTILLO)}: ${needed.map((id) => `${nameOf(id)} ${state.areas[CASTILLO]?.[id] ?? 0}`).join(', ')}.`}{' '}
            Each of them sets a secret disk to the region their Castillo caballeros
            {needed.some((id) => state.grandes[id] === CASTILLO) ? ' and Grande' : ''} go to.
          </p>
          <DiskEntry
            mode={mode}
            players={needed}
            regionsFor={(id) => diskRegions(state, id, 'general-scoring')}
            nameOf={nameOf}
            areaName={areaName}
            shortName={shortAreaIn(state)}
            onChange={(d, complete) => (disks.value = complete ? d : undefined)}
          />
        </>
      )}
      {preview && !preview.ok && <Refusal error={preview.error} />}
      {result && (
        <>
          <h4>The result</h4>
          {Object.entries(ready ?? {}).map(([id, region]) =>
            result.castilloKept ? null : (
              <p key={id}>
                {nameOf(id)}'s {caballeros(state.areas[CASTILLO]?.[id] ?? 0)} from the {areaName(CASTILLO)}:{' '}
                {result.returnedToCourt[id] !== undefined
                  ? `back to court (${areaName(region)} is the King's region)`
                  : `to ${areaName(region)}`}
              </p>
            ),
          )}
          <ScoringDetails result={result} edition={state.setup.edition} nameOf={nameOf} label="General scoring" />
          <div class="confirm-bar">
            <button
              type="button"
              disabled={view.busy.value}
              onClick={() => send({ type: 'general-scoring', disks: ready ?? {} })}
            >
              Confirm the scoring
            </button>
          </div>
        </>
      )}
      <Refusal error={refusal.value} />
    </section>
  );
}
