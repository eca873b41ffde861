import { useId } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import type { OfferSlotId } from '../../rules/game/types';
import { revealChoices } from '../../rules/game/tableChoices';
import type { GameSession } from '../../session/gameSession';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { Refusal } from './Refusal';
import { useTableAction } from './useTableAction';

/** The start of a round: the card lying face up on each stack, one tap per stack. */
export function RevealPanel({ session }: { session: GameSession }) {
  const uid = useId();
  const state = session.state.value!;
  const picked = useSignal<Partial<Record<OfferSlotId, string>>>({});
  const { send, refusal } = useTableAction(session);
  const slots = revealChoices(state);
  const open = slots.filter((s) => !s.fixed);
  const missing = open.filter((s) => !picked.value[s.slot]).map((s) => s.slot);
  return (
    <section class="panel step" aria-labelledby={`${uid}-reveal`}>
      <h3 id={`${uid}-reveal`}>Turn over the action cards</h3>
      <p class="hint">Tap the card lying face up on each stack.</p>
      {slots.map((s) =>
        s.fixed ? (
          <p key={s.slot}>
            Stack 5: {s.fixed.name} (there every round)
          </p>
        ) : (
          <ChoiceGroup
            key={s.slot}
            label={`Stack ${s.slot === '2+3' ? '2 and 3' : s.slot}`}
            value={picked.value[s.slot]}
            // Stacks 2 and 3 shuffled together can show two cards of the same name: the stack tells them apart.
            options={s.cards.map((c) => ({ id: c.id, label: s.slot === '2+3' ? `${c.name} · stack ${c.stack}` : c.name }))}
            onChange={(id) => (picked.value = { ...picked.value, [s.slot]: id })}
          />
        ),
      )}
      <button
        type="button"
        disabled={missing.length > 0 || session.busy.value}
        onClick={async () => {
          if (await send({ type: 'reveal-cards', cards: picked.value })) picked.value = {};
        }}
      >
        {missing.length > 0 ? `Choose the card on stack ${missing.join(', ')}` : 'These cards lie face up'}
      </button>
      <Refusal error={refusal.value} />
    </section>
  );
}
