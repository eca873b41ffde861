import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { message } from '../../i18n/speech';
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
  const dummyName = state.setup.dummy?.name ?? message('game.dummy.fallbackName');
  const { draws, discarded } = dummyCardChoice(state) ?? { draws: 0, discarded: [] };
  const toggle = (r: RegionId) => {
    const now = picked.value;
    picked.value = now.includes(r) ? now.filter((x) => x !== r) : now.length < draws ? [...now, r] : now;
  };
  return (
    <section class="panel step" aria-labelledby={`${uid}-dummy`}>
      <h3 id={`${uid}-dummy`}>{message('game.dummy.heading', { dummy: dummyName })}</h3>
      {draws === 0 ? (
        <p>{message('game.dummy.allOnBoard', { dummy: dummyName })}</p>
      ) : (
        <>
          <p class="hint">{message('game.dummy.draw', { count: draws })}</p>
          <div class="choice-group" role="group" aria-label={message('game.dummy.cardsLabel')}>
            {REGION_IDS.map((r) => {
              const out = discarded.includes(r);
              return (
                <button
                  key={r}
                  type="button"
                  class={picked.value.includes(r) ? 'choice is-chosen' : 'choice'}
                  aria-pressed={picked.value.includes(r)}
                  disabled={out}
                  aria-label={out ? message('game.dummy.alreadyDrawnName', { area: areaName(r) }) : areaName(r)}
                  onClick={() => toggle(r)}
                >
                  {areaName(r)}
                  {out && <span class="tag"> {message('game.dummy.alreadyDrawn')}</span>}
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
          {draws === 0 ? message('game.dummy.goOn') : message('game.dummy.place', { dummy: dummyName })}
        </button>
      </div>
      <Refusal error={refusal.value} untilChanged />
    </section>
  );
}
