import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { say } from '../../i18n/speech';
import { cardWords, type OfferSlotId, revealChoices } from '../../rules';
import type { GameView } from '../../session/gameView';

import { Select } from '../components/Select';
import { Refusal } from './Refusal';
import { slotWords } from './tableWords';
import { useTableAction } from './useTableAction';

/**
 * The start of a round: the card lying face up on each stack, one choice per stack. A list to
 * pick from, not a button per card: a stack can hold eleven kinds of card, and all of them as
 * buttons made a column several screens tall with its confirm button far below the map.
 */
export function RevealPanel({ view }: { view: GameView }) {
  const uid = useId();
  const state = view.state.value;
  const picked = useSignal<Partial<Record<OfferSlotId, string>>>({});
  const { send, refusal } = useTableAction(view);
  const slots = revealChoices(state);
  const open = slots.filter((s) => !s.fixed);
  const missing = open.filter((s) => !picked.value[s.slot]).map((s) => s.slot);
  return (
    <section class="panel step" aria-labelledby={`${uid}-reveal`}>
      <h3 id={`${uid}-reveal`}>Turn over the action cards</h3>
      <p class="hint">Choose the card lying face up on each stack.</p>
      <div class="reveal-stacks">
        {slots.map((s) =>
          s.fixed ? (
            <p key={s.slot} class="reveal-fixed">
              {slotWords(s.slot)}: {say(cardWords(s.fixed))} (there every round)
            </p>
          ) : (
            <Select<string>
              key={s.slot}
              label={slotWords(s.slot)}
              value={picked.value[s.slot]}
              none="Choose the card…"
              // Stacks 2 and 3 shuffled together can show two cards of the same name: the stack tells them apart.
              options={s.cards.map((c) => ({
                id: c.id,
                label: s.slot === '2+3' ? `${say(cardWords(c))} · stack ${c.stack}` : say(cardWords(c)),
              }))}
              onChange={(id) => (picked.value = { ...picked.value, [s.slot]: id })}
            />
          ),
        )}
      </div>
      <div class="confirm-bar">
        <button
          type="button"
          disabled={missing.length > 0 || view.busy.value}
          onClick={async () => {
            if (await send({ type: 'reveal-cards', cards: picked.value })) picked.value = {};
          }}
        >
          {missing.length > 0 ? `Choose the card on stack ${missing.join(', ')}` : 'These cards lie face up'}
        </button>
      </div>
      <Refusal error={refusal.value} />
    </section>
  );
}
