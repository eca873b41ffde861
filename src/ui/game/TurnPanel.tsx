import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import {
  actionDuty,
  cardWords,
  currentCard,
  HAND_CARD,
  placementChoice,
  replenishChoice,
  type TurnStepId,
  type TurnStepStatus,
  turnSteps,
  vetoChoices,
} from '../../rules';
import type { GameView } from '../../session/gameView';

import { ChoiceGroup } from '../components/ChoiceGroup';
import { orderDraftFrom } from '../drafts/entryDrafts';
import { useKeptDraft } from '../drafts/useKeptDraft';
import { MODULE_STEP_FORMS, MODULE_TURN_NOTES } from '../modules/index';
import { CardChoices } from './CardChoices';
import { EarlyActions } from './EarlyActions';
import { KeepCardButton, KeptActionStep } from './KeptCards';
import { PlacementStep } from './PlacementStep';
import { Refusal } from './Refusal';
import { ReplenishStep } from './ReplenishStep';
import { SpecialStep } from './special/SpecialStep';
import { nameIn } from './tableWords';
import { useTableAction } from './useTableAction';

/**
 * One player's turn, step by step as the table plays it: caballeros to the court, a card taken,
 * the placement and the special action in the order the player chooses, then the end of the turn.
 * Which steps are open comes from the engine (`turnSteps`); the panel only chooses which open one
 * to show first. A veto can be played whenever another player's special action is about to happen.
 * A step a module adds is drawn by its form (`MODULE_STEP_FORMS`) after the caballeros are brought,
 * before the card is taken; what a module says of the turn (`MODULE_TURN_NOTES`) goes under the heading
 * or beside the end of the turn.
 */
export function TurnPanel({ view }: { view: GameView }) {
  const uid = useId();
  const state = view.state.value;
  const steps = turnSteps(state);
  const statusOf = (id: TurnStepId) => steps?.steps.find((s) => s.id === id)?.status;
  const turnPlayer = steps?.player ?? '';
  const name = nameIn(state);
  const player = name(turnPlayer);
  const skipped = useSignal<string | undefined>(undefined);
  // Which part the table chose to enter first comes back after Back or a reload of this same table.
  const order = useKeptDraft<'place' | 'special'>(view, 'order', orderDraftFrom, 'place', (o) =>
    o === 'place' ? undefined : o,
  );
  const { send, refusal } = useTableAction(view);
  const card = currentCard(state);
  const replenish = replenishChoice(state);
  const turnKey = `${state.round}:${state.turnIndex}`;
  // What may come to the court: the power card's number and a variant's extra one (the Church holder's).
  const bringable = replenish ? replenish.allowance + replenish.extra : 0;
  const replenishing = replenish !== undefined && bringable > 0 && skipped.value !== turnKey;
  const placement = placementChoice(state);
  // The engine says when not one caballero can be placed: then there is no placement to enter, only a line saying why.
  const nothingToPlace = placement?.nothingToPlace;
  const placing = placement !== undefined && nothingToPlace === undefined;
  const specialOpen = statusOf('special') === 'open';
  const canEnd = statusOf('end-turn') === 'open';
  const veto = vetoChoices(state);
  // The open steps a module adds (Power Shift's ability), each drawn by its form from the module's folder.
  const moduleSteps = (steps?.steps ?? []).flatMap((s) => {
    const form = s.status === 'open' ? MODULE_STEP_FORMS[s.id] : undefined;
    return form ? [{ id: s.id, ...form }] : [];
  });
  // While the caballeros are still to be brought, the placement and the action wait (a card dealt at the
  // turn's start would otherwise offer them at once, and one tap would pass the bringing).
  const step = replenishing
    ? undefined
    : placing && specialOpen
      ? order.value
      : placing
        ? 'place'
        : specialOpen
          ? 'special'
          : undefined;
  // A card played from a hand (Intrigue & the King) is named by its value, in no stack.
  const fromHand = card?.stack === HAND_CARD;
  // A required action is not left by ending the turn: the special step offers "nothing possible" instead.
  const mustAct = specialOpen && actionDuty(state)?.required === true;
  return (
    <section class="panel step" aria-labelledby={`${uid}-turn`}>
      <h3 id={`${uid}-turn`}>
        {message('game.turn.heading', {
          player,
          card: state.played[turnPlayer] ?? '',
          kind: fromHand ? 'hand' : 'power',
        })}
      </h3>
      {MODULE_TURN_NOTES.map(
        ({ underHeading: Note }, i) => Note && <Note key={`under:${i}`} state={state} player={turnPlayer} />,
      )}
      {/* A free step open at any time in the turn stands in one place throughout, so what is half entered stays. */}
      {moduleSteps.map(
        ({ id, anyTime, Form }) => anyTime && <Form key={`${id}:${turnKey}`} view={view} player={turnPlayer} />,
      )}
      {statusOf('kept-action') === 'open' && <KeptActionStep key={`kept:${turnKey}`} view={view} />}
      {/* Other players' actions that may come before their own turn (Intrigue & the King's 40). */}
      <EarlyActions key={`early:${turnKey}`} view={view} />
      {replenishing &&
        moduleSteps.map(
          ({ id, whileBringing: Before, anyTime }) =>
            !anyTime && Before && <Before key={id} onSkip={() => (skipped.value = turnKey)} />,
        )}
      {replenishing && (
        <ReplenishStep
          key={turnKey}
          view={view}
          choice={replenish}
          takesCard={statusOf('take-card') === 'open'}
          onSkip={() => (skipped.value = turnKey)}
        />
      )}
      {!replenishing &&
        moduleSteps.map(
          ({ id, Form, anyTime }) => !anyTime && <Form key={`${id}:${turnKey}`} view={view} player={turnPlayer} />,
        )}
      {/* Where the turn's card was dealt at its start, "bring none" is taken back until the placement or the action. */}
      {!replenishing && replenish && bringable > 0 && statusOf('take-card') !== 'open' && (
        <div class="step-part">
          <button type="button" class="secondary" onClick={() => (skipped.value = undefined)}>
            {message('game.turn.bringAfterAll')}
          </button>
        </div>
      )}
      {!replenishing && statusOf('take-card') === 'open' && (
        <div class="step-part" role="group" aria-labelledby={`${uid}-take`}>
          {/* A turn whose card was dealt (The King & the Colonies) may take an offered card instead of its own. */}
          <h4 id={`${uid}-take`}>{message(fromHand ? 'game.turn.takeInstead' : 'game.turn.takeCard')}</h4>
          {replenish && bringable === 0 && (
            <p class="hint">
              {message('game.turn.bringsNone', {
                card: state.played[turnPlayer] ?? '',
                kind: fromHand ? 'hand' : 'power',
              })}
            </p>
          )}
          {replenish && bringable > 0 && (
            <button type="button" class="secondary" onClick={() => (skipped.value = undefined)}>
              {message('game.turn.bringAfterAll')}
            </button>
          )}
          <CardChoices view={view} onTake={(slot) => send({ type: 'take-card', player: turnPlayer, slot })} />
        </div>
      )}
      {card && (
        <p class="taken-card">
          {message('game.turn.card')} <strong>{say(cardWords(card))}</strong>{' '}
          {message('game.turn.progress', {
            stack: fromHand ? 'hand' : card.stack,
            placement: statusOf('place') === 'done' ? 'done' : nothingToPlace ? 'none' : 'todo',
            special: specialWords(statusOf('special')),
          })}
        </p>
      )}
      {nothingToPlace && <p class="hint">{message('game.turn.nothingToPlace', { reason: nothingToPlace })}</p>}
      {/* Before the forms below: a veto is played as soon as the card's action is about to happen; where the
          turn's card was dealt at its start, already while the caballeros are brought. */}
      {veto.holders.length > 0 && (!replenishing || statusOf('take-card') !== 'open') && (
        <div class="step-part veto-bar" role="group" aria-label={message('game.turn.veto')}>
          {veto.holders.map((holder) => (
            <button
              key={holder}
              type="button"
              class="danger"
              disabled={view.busy.value}
              onClick={() => send({ type: 'veto', player: holder })}
            >
              {message('game.turn.vetoBy', { holder: name(holder), player })}
            </button>
          ))}
        </div>
      )}
      {placing && specialOpen && !replenishing && (
        <ChoiceGroup
          label={message('game.turn.order')}
          value={order.value}
          options={[
            { id: 'place', label: message('game.turn.placeFirst') },
            { id: 'special', label: message('game.turn.specialFirst') },
          ]}
          onChange={(v) => (order.value = v)}
        />
      )}
      {step === 'place' && placement && <PlacementStep key={`place:${turnKey}`} view={view} choice={placement} />}
      {step === 'special' && <SpecialStep key={`special:${turnKey}`} view={view} />}
      {step === 'special' && statusOf('keep-action') === 'open' && <KeepCardButton view={view} player={turnPlayer} />}
      {canEnd && step && !mustAct && (
        <button
          type="button"
          class="secondary"
          disabled={view.busy.value}
          onClick={() => send({ type: 'end-turn', player: turnPlayer })}
        >
          {message('game.turn.endNow', {
            player,
            left: placing && specialOpen ? 'both' : placing ? 'place' : 'special',
          })}
        </button>
      )}
      {canEnd && MODULE_TURN_NOTES.map(({ beforeEnd: Note }, i) => Note && <Note key={`end:${i}`} state={state} />)}
      {canEnd && !step && !replenishing && (
        <div class="confirm-bar">
          <button
            type="button"
            disabled={view.busy.value}
            onClick={() => send({ type: 'end-turn', player: turnPlayer })}
          >
            {message('game.turn.end', { player })}
          </button>
        </div>
      )}
      <Refusal error={refusal.value} untilChanged />
    </section>
  );
}

/** The special action's state in the line under the card, as the keyword its words are chosen by. */
const specialWords = (status: TurnStepStatus | undefined): string =>
  status === 'done' || status === 'skipped' || status === 'vetoed' ? status : 'todo';
