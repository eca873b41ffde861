import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { message, say } from '../../../i18n/speech';
import { intrigueCardChoices } from '../../../rules';
import type { GameView } from '../../../session/gameView';
import { DescribeCardForm } from '../../game/DescribeCardForm';
import { HandOver } from '../../game/HandOver';
import { Refusal } from '../../game/Refusal';
import { nameIn } from '../../game/tableWords';
import { useTableAction } from '../../game/useTableAction';
import { IntrigueRound } from './IntrigueRound';

/**
 * Intrigue & the King's card play, in the power cards' place: the player due opens their hand (hidden from
 * the others until then) and taps the card they lay face up; a card played for the first time is described
 * first, as the table reads it. The cards played so far stand below.
 */
export function IntrigueCardsPanel({ view }: { view: GameView }) {
  const uid = useId();
  const state = view.state.value;
  const due = intrigueCardChoices(state);
  const opened = useSignal<string | undefined>(undefined);
  const chosen = useSignal<number | undefined>(undefined);
  const { send, refusal } = useTableAction(view);
  if (!due) return null;
  const name = nameIn(state)(due.player);
  const picked = due.cards.find((c) => c.value === chosen.value && opened.value === due.player);
  const heading = message('intrigue.cards.heading', { name });
  return (
    <section class="panel step" aria-labelledby={`${uid}-cards`}>
      <h3 id={`${uid}-cards`}>{heading}</h3>
      <HandOver
        label={message('intrigue.cards.handOver', { name })}
        note={message('intrigue.cards.pass', { name })}
        openLabel={message('intrigue.cards.open', { name })}
        open={opened.value === due.player}
        onOpen={() => (opened.value = due.player)}
      >
        <div class="power-grid" role="group" aria-label={heading}>
          {due.cards.map((c) => (
            <button
              key={c.value}
              type="button"
              aria-pressed={chosen.value === c.value}
              disabled={c.unavailable !== undefined || view.busy.value}
              aria-label={
                c.unavailable
                  ? message('intrigue.cards.unavailable', { value: c.value, reason: say(c.unavailable) })
                  : message('intrigue.cards.card', { value: c.value })
              }
              onClick={async () => {
                chosen.value = c.value;
                // A card described before is played at once; one played for the first time is described first.
                if (c.described && (await send({ type: 'play-card', player: due.player, value: c.value }))) {
                  chosen.value = undefined;
                  opened.value = undefined;
                }
              }}
            >
              {c.value}
            </button>
          ))}
        </div>
        {picked && !picked.described && (
          <DescribeCardForm
            key={picked.value}
            view={view}
            state={state}
            id={`intrigue/${picked.value}`}
            known={view.deviceCards?.value[`intrigue/${picked.value}`]}
            onDescribed={async () => {
              if (await send({ type: 'play-card', player: due.player, value: picked.value })) {
                chosen.value = undefined;
                opened.value = undefined;
              }
            }}
          />
        )}
      </HandOver>
      <Refusal error={refusal.value} untilChanged />
      <IntrigueRound state={state} />
    </section>
  );
}
