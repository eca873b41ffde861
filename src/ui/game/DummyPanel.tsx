import { useId } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import { REGION_IDS, type RegionId } from '../../rules/board/areas';
import type { GameSession } from '../../session/gameSession';
import { Refusal } from './Refusal';
import { areaIn } from './tableWords';
import { useTableAction } from './useTableAction';

/** The 2023 two-player game: the two region cards drawn for the dummy, which places 2 caballeros in each. */
export function DummyPanel({ session }: { session: GameSession }) {
  const uid = useId();
  const state = session.state.value!;
  const picked = useSignal<RegionId[]>([]);
  const { send, refusal } = useTableAction(session);
  const areaName = areaIn(state);
  const dummy = state.setup.dummy!;
  const supply = state.provinces[dummy.id] ?? 0;
  const toggle = (r: RegionId) => {
    const now = picked.value;
    picked.value = now.includes(r) ? now.filter((x) => x !== r) : now.length < 2 ? [...now, r] : now;
  };
  return (
    <section class="panel step" aria-labelledby={`${uid}-dummy`}>
      <h3 id={`${uid}-dummy`}>{dummy.name}'s region cards</h3>
      {supply === 0 ? (
        <p>All 30 of {dummy.name}'s caballeros are on the board: no cards are drawn.</p>
      ) : (
        <>
          <p class="hint">Draw two region cards and tap them. Cards drawn since the last general scoring are out.</p>
          <div class="choice-group" role="group" aria-label="Region cards drawn for the dummy">
            {REGION_IDS.map((r) => {
              const out = state.dummyDiscards.includes(r);
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
      <button
        type="button"
        disabled={(supply > 0 && picked.value.length !== 2) || session.busy.value}
        onClick={async () => {
          if (await send({ type: 'dummy-regions', regions: supply > 0 ? picked.value : [] })) picked.value = [];
        }}
      >
        {supply === 0 ? 'Go on to the power cards' : `Place ${dummy.name}'s caballeros`}
      </button>
      <Refusal error={refusal.value} />
    </section>
  );
}
