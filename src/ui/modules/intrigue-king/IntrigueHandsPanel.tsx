import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { message } from '../../../i18n/speech';
import {
  INTRIGUE_HAND_SIZE,
  INTRIGUE_MOST_VALUE,
  intrigueHandOffer,
  intrigueHandsDue,
  intrigueTypedValues,
} from '../../../rules';
import type { GameView } from '../../../session/gameView';
import { HandsRound } from '../../game/HandsRound';
import { Refusal } from '../../game/Refusal';
import { useTableAction } from '../../game/useTableAction';

/**
 * Intrigue & the King before round 1: each player enters the 13 cards they keep, secretly, the tablet passed
 * round as for Power Shift's hands: the entry stays hidden until its player opens it, and the next one's starts
 * hidden again.
 */
export function IntrigueHandsPanel({ view }: { view: GameView }) {
  const state = view.state.value;
  return (
    <HandsRound
      state={state}
      phase="intrigue-hands"
      due={intrigueHandsDue(state)}
      words={(name, hidden) => ({
        label: message('intrigue.hands.handOver'),
        note: message('intrigue.hands.pass', { hidden: hidden ? 'yes' : 'no', name, count: INTRIGUE_HAND_SIZE }),
        open: message('intrigue.hands.open', { name }),
      })}
      entry={(player, name, onSent) => (
        <HandEntry key={player} view={view} player={player} name={name} onSent={onSent} />
      )}
    />
  );
}

/** One player's 13 values: the printed ones to tap, others typed where the table plays them all; then sent and hidden. */
function HandEntry({
  view,
  player,
  name,
  onSent,
}: {
  view: GameView;
  player: string;
  name: string;
  onSent: () => void;
}) {
  const uid = useId();
  const state = view.state.value;
  const chosen = useSignal<readonly number[]>([]);
  const typed = useSignal('');
  const { send, refusal } = useTableAction(view);
  const offer = intrigueHandOffer(state);
  const values = [...new Set([...offer, ...chosen.value])].sort((a, b) => a - b);
  const toggle = (v: number) =>
    (chosen.value = chosen.value.includes(v) ? chosen.value.filter((x) => x !== v) : [...chosen.value, v]);
  const typedValue = Number(typed.value);
  const typedOk = Number.isInteger(typedValue) && typedValue >= 1 && typedValue <= INTRIGUE_MOST_VALUE;
  const full = chosen.value.length >= INTRIGUE_HAND_SIZE;
  return (
    <div class="step-part" role="group" aria-label={message('intrigue.hands.label', { name })}>
      <p class="hint">{message('intrigue.hands.count', { count: chosen.value.length, size: INTRIGUE_HAND_SIZE })}</p>
      <div class="power-grid" role="group" aria-label={message('intrigue.hands.values')}>
        {values.map((v) => {
          const on = chosen.value.includes(v);
          return (
            <button
              key={v}
              type="button"
              aria-pressed={on}
              disabled={!on && full}
              aria-label={message('intrigue.hands.value', { value: v })}
              onClick={() => toggle(v)}
            >
              {v}
            </button>
          );
        })}
      </div>
      {intrigueTypedValues(state) && (
        <div class="field-row">
          <label class="field" for={`${uid}-typed`}>
            {message('intrigue.hands.typed', { most: INTRIGUE_MOST_VALUE })}
            <input
              id={`${uid}-typed`}
              type="number"
              inputMode="numeric"
              min={1}
              max={INTRIGUE_MOST_VALUE}
              value={typed.value}
              onInput={(e) => (typed.value = e.currentTarget.value)}
            />
          </label>
          <button
            type="button"
            class="secondary"
            disabled={!typedOk || full || chosen.value.includes(typedValue)}
            onClick={() => {
              chosen.value = [...chosen.value, typedValue];
              typed.value = '';
            }}
          >
            {message('intrigue.hands.add')}
          </button>
        </div>
      )}
      <div class="confirm-bar">
        <button
          type="button"
          disabled={!full || view.busy.value}
          onClick={async () => {
            if (await send({ type: 'intrigue-hand', player, values: [...chosen.value] })) onSent();
          }}
        >
          {message('intrigue.hands.enter', { name })}
        </button>
      </div>
      <Refusal error={refusal.value} untilChanged />
    </div>
  );
}
