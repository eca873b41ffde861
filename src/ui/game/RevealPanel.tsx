import { useId } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import { cardWords, listOf, type OfferSlotId, revealChoices } from '../../rules';
import type { GameView } from '../../session/gameView';

import { Select } from '../components/Select';
import { recordToKeep, revealDraftFrom } from '../drafts/entryDrafts';
import { useKeptDraft } from '../drafts/useKeptDraft';
import { cardNumberOf, DescribeCardForm } from './DescribeCardForm';
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
  const { send, refusal } = useTableAction(view);
  const slots = revealChoices(state);
  // The cards chosen so far come back after Back or a reload of this same table.
  const picked = useKeptDraft<Partial<Record<OfferSlotId, string>>>(
    view,
    'reveal',
    (kept) =>
      revealDraftFrom(
        kept,
        slots.filter((s) => !s.fixed),
      ),
    {},
    recordToKeep,
  );
  const open = slots.filter((s) => !s.fixed);
  const missing = open.filter((s) => !picked.value[s.slot]).map((s) => s.slot);
  // Cards turned over that the table has not described yet: each is described before the reveal is confirmed.
  const toDescribe = open.flatMap((s) => {
    const id = picked.value[s.slot];
    return id !== undefined && s.undescribed?.includes(id) ? [{ slot: s.slot, id }] : [];
  });
  return (
    <section class="panel step" aria-labelledby={`${uid}-reveal`}>
      <h3 id={`${uid}-reveal`}>{message('game.reveal.heading')}</h3>
      {toDescribe.length === 0 && <p class="hint">{message('game.reveal.hint')}</p>}
      <div class="reveal-stacks">
        {/* While a card is described, only its pile shows: the others wait, as chosen so far, until it is done. */}
        {slots
          .filter((s) => toDescribe.length === 0 || toDescribe.some((d) => d.slot === s.slot))
          .map((s) =>
            s.fixed ? (
              <p key={s.slot} class="reveal-fixed">
                {message('game.reveal.fixed', { stack: slotWords(s.slot), card: cardWords(s.fixed) })}
              </p>
            ) : (
              <Select<string>
                key={s.slot}
                label={slotWords(s.slot)}
                value={picked.value[s.slot]}
                none={message('game.reveal.choose')}
                // Stacks 2 and 3 shuffled together can show two cards of the same name: the stack tells them apart.
                options={[
                  ...s.cards.map((c) => ({
                    id: c.id,
                    label:
                      s.slot === '2+3'
                        ? message('game.reveal.cardOnStack', { card: cardWords(c), stack: c.stack })
                        : say(cardWords(c)),
                  })),
                  // A pile the table describes: a card not described yet is described once it is turned over.
                  ...(s.undescribed ?? []).map((id) => {
                    const known = view.deviceCards?.value[id];
                    return {
                      id,
                      label: known
                        ? message('game.reveal.knownHere', { number: cardNumberOf(id), name: known.name })
                        : message('game.reveal.undescribed', { number: cardNumberOf(id) }),
                    };
                  }),
                ]}
                onChange={(id) => (picked.value = { ...picked.value, [s.slot]: id })}
              />
            ),
          )}
      </div>
      {toDescribe.map(({ slot, id }) => (
        <DescribeCardForm key={`${slot}:${id}`} view={view} state={state} id={id} known={view.deviceCards?.value[id]} />
      ))}
      {/* While a card is described its form's confirm is the one to tap: the reveal's waits below it. */}
      {toDescribe.length === 0 && (
        <div class="confirm-bar">
          <button
            type="button"
            disabled={missing.length > 0 || toDescribe.length > 0 || view.busy.value}
            onClick={async () => {
              if (await send({ type: 'reveal-cards', cards: picked.value })) picked.value = {};
            }}
          >
            {missing.length > 0
              ? message('game.reveal.missing', { stacks: listOf(missing, 'plain') })
              : message('game.reveal.confirm')}
          </button>
        </div>
      )}
      <Refusal error={refusal.value} untilChanged />
    </section>
  );
}
