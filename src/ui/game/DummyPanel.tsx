import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { dummyCardChoice, REGION_IDS, type RegionId } from '../../rules';
import type { GameView } from '../../session/gameView';

import { Refusal } from './Refusal';
import { areaIn } from './tableWords';
import { useTableAction } from './useTableAction';

/** The 2023 two-player game: the two region cards drawn for the dummy, which places 2 caballeros in each. */
export function DummyPanel({ view }: { view: GameView }) {
  const uid = useId();
  const state = view.state.value;
  const picked = useSignal<RegionId[]>([]);
  const { send, refusal } = useTableAction(view);
  const areaName = areaIn(state);
  const dummyName = state.setup.dummy?.name ?? 'The dummy';
  const { draws, discarded } = dummyCardChoice(state) ?? { draws: 0, discarded: [] };
  const toggle = (r: RegionId) => {
    const now = picked.value;
    picked.value = now.includes(r) ? now.filter((x) => x !== r) : now.length < draws ? [...now, r] : now;
  };
  return (
    <section class="panel step" aria-labelledby={`${uid}-dummy`}>
      <h3 id={`${uid}-dummy`}>{dummyName}'s region cards</h3>
      {draws === 0 ? (
        <p>All 30 of {dummyName}'s caballeros are on the board: no cards are drawn.</p>
      ) : (
        <>
          <p class="hint">
            Draw {draws} region cards and tap them. Cards drawn since the last general scoring are out.
          </p>
          <div class="choice-group" role="group" aria-label="Region cards drawn for the dummy">
            {REGION_IDS.map((r) => {
              const out = discarded.includes(r);
              return (
                <button
                  key={r}
                  type="button"
                  class={picked.value.includes(r) ? 'choice is-chosen' : 'choice'}
                  aria-pressed={picked.value.includes(r)}
                  disabled={out}
                  aria-label={out ? `${areaName(r)} (already drawn)` : areaName(r)}
                  onClick={() => toggle(r)}
                >
                  {areaName(r)}
                  {out && <span class="tag"> (already drawn)</span>}
                </button>
              );
            })}
          </div>
        </>
      )}
      <div class="confirm-bar">
        <button
          type="button"
          disabled={picked.value.length !== draws || view.busy.value}
          onClick={async () => {
            if (await send({ type: 'dummy-regions', regions: picked.value })) picked.value = [];
          }}
        >
          {draws === 0 ? 'Go on to the power cards' : `Place ${dummyName}'s caballeros`}
        </button>
      </div>
      <Refusal error={refusal.value} />
    </section>
  );
}
