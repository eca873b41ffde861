import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { message } from '../../i18n/speech';
import { type DescribedCard, deckFieldsOf, describableEffectsFor, effectWordsOf, type GameState } from '../../rules';
import type { GameView } from '../../session/gameView';
import { Select } from '../components/Select';
import { TextField } from '../components/TextField';
import { LabelledStepper } from './LabelledStepper';
import { Refusal } from './Refusal';
import { useTableAction } from './useTableAction';

/** The most each printed number may be, as a game record takes it. */
const MOST = { places: 10, gold: 10, wares: 20, court: 10 } as const;

/** A card's number in its deck, as the table reads it from the id ("colonies-7/3" → 3). */
export const cardNumberOf = (id: string): string => id.split('/')[1] ?? id;

/**
 * A card the rulebooks do not print, described by the table the first time it is turned over: its name
 * and words as typed, its printed numbers, and what its action does among the kinds the engine plays (or
 * the table's own result). Kept in the game, so a replay never needs this device; the app shows only
 * what the table typed for it, never a text of its own.
 */
export function DescribeCardForm({
  view,
  state,
  id,
  known,
  onDescribed,
}: {
  view: GameView;
  state: GameState;
  id: string;
  /** A description this device already holds for the card, offered as the start. */
  known?: DescribedCard | undefined;
  /** Once the game holds the description (a hand's card is then played). */
  onDescribed?: () => void;
}) {
  const uid = useId();
  const { send, refusal } = useTableAction(view);
  // The printed numbers this deck's cards carry: a pile's places and discs, a hand's court number and "may".
  const fields = deckFieldsOf(id);
  const hand = fields.includes('court');
  const blank: DescribedCard = hand
    ? { id, name: '', places: 0, gold: 0, wares: 0, effect: '', words: '', court: 0 }
    : { id, name: '', places: 0, gold: 0, wares: 0, effect: '', words: '' };
  const card = useSignal<DescribedCard>(known ?? blank);
  const set = (change: Partial<DescribedCard>) => (card.value = { ...card.value, ...change, id });
  const now = card.value;
  const effects = describableEffectsFor(state.setup, id);
  const count = (field: 'places' | 'gold' | 'wares' | 'court', label: string) => (
    <LabelledStepper
      shown={message(`game.describe.${field}Short`)}
      label={label}
      value={now[field] ?? 0}
      min={0}
      max={MOST[field]}
      onChange={(d) => set({ [field]: Math.max(0, Math.min(MOST[field], (now[field] ?? 0) + d)) })}
    />
  );
  const flag = (field: 'kept' | 'may', label: string) => (
    <label class="check">
      <input
        type="checkbox"
        checked={now[field] === true}
        onChange={(e) => {
          const { [field]: _, ...rest } = card.value;
          card.value = e.currentTarget.checked ? { ...rest, [field]: true } : rest;
        }}
      />
      {label}
    </label>
  );
  return (
    <div class="step-part describe-card" role="group" aria-labelledby={`${uid}-describe`}>
      <h4 id={`${uid}-describe`}>{message('game.describe.heading', { number: cardNumberOf(id) })}</h4>
      <p class="hint">{message('game.describe.hint')}</p>
      <div class="field-row">
        <TextField
          grow
          label={message('game.describe.name')}
          kind="cardName"
          value={now.name}
          onInput={(name) => set({ name })}
        />
        <TextField
          grow
          label={message('game.describe.words')}
          kind="cardText"
          value={now.words}
          onInput={(words) => set({ words })}
        />
      </div>
      <div class="field-row">
        {hand ? (
          count('court', message('game.describe.court'))
        ) : (
          <>
            {count('places', message('game.describe.places'))}
            {count('gold', message('game.describe.gold'))}
            {count('wares', message('game.describe.wares'))}
          </>
        )}
      </div>
      <Select<string>
        label={message('game.describe.effect')}
        value={now.effect === '' ? undefined : now.effect}
        none={message('game.describe.chooseEffect')}
        options={effects.map((e) => ({
          id: e,
          label: message('game.describe.effectOption', { effect: effectWordsOf(e) }),
        }))}
        onChange={(effect) => set({ effect: effect ?? '' })}
      />
      {/* A hand's card says whether its action is optional; a pile's card may say its action waits. */}
      {hand ? flag('may', message('game.describe.may')) : flag('kept', message('game.describe.kept'))}
      <div class="confirm-bar">
        <button
          type="button"
          disabled={view.busy.value || now.name.trim() === '' || now.effect === ''}
          onClick={async () => {
            const sent = await send({
              type: 'describe-card',
              card: { ...now, name: now.name.trim(), words: now.words.trim() },
            });
            if (sent) onDescribed?.();
          }}
        >
          {message('game.describe.confirm')}
        </button>
      </div>
      <Refusal error={refusal.value} untilChanged />
    </div>
  );
}
