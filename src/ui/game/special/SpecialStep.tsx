import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { message, say } from '../../../i18n/speech';
import {
  ACTION_KIND_BY_KIND,
  actionDuty,
  actionGuide,
  actionThatDoesNothing,
  type ChoiceGuide,
  cardWords,
  type EarlyActionCommand,
  explainScoring,
  type KeptActionCommand,
  type PlayerId,
  previewSpecial,
  ruleRefShortWords,
  type SpecialAction,
  type SpecialCommand,
} from '../../../rules';
import type { GameView } from '../../../session/gameView';

import { DEFAULT_TABLE_PREFS } from '../../../session/tablePrefs';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { draftTableOf } from '../../drafts/entryDrafts';
import { type Chosen, choiceFields, ModuleChoices, pickChoices, withChoices } from '../../modules/commandChoices';
import { ScoringDetails } from '../../scoring/ScoringDetails';
import { Refusal } from '../Refusal';
import { areaIn, nameIn } from '../tableWords';
import { useTableAction } from '../useTableAction';
import { CourtForm, FromCourtForm, ReturnsForm } from './CountForms';
import { DisksForm, EvictionForm, PicksForm } from './DiskForms';
import type { FormProps } from './formProps';
import { KingForm } from './KingForm';
import { MovesForm } from './MovesForm';
import {
  BridgeForm,
  GrandeForm,
  LimitTableForm,
  MobileScoreboardForm,
  ModifierCardForm,
  PowerCardForm,
  ReadyForm,
  RemoveCardForm,
  ScoreAreaForm,
} from './PickForms';

/** The form for one kind of action, from the engine's guide: it offers only what the rules accept. */
function ChoiceForm({ choice, ...props }: Omit<FormProps<unknown>, 'guide'> & { choice: ChoiceGuide }) {
  switch (choice.kind) {
    case 'moves':
      return <MovesForm guide={choice} {...props} />;
    case 'from-court':
      return <FromCourtForm guide={choice} {...props} />;
    case 'keep-veto':
      return (
        <ReadyForm
          kind="keep-veto"
          description={message('special.keepVeto', { round: choice.expiresAfterRound })}
          onAction={props.onAction}
        />
      );
    case 'apply':
      return <ReadyForm kind="apply" description={say(choice.description)} onAction={props.onAction} />;
    case 'returns':
      return <ReturnsForm guide={choice} {...props} />;
    case 'picks':
      return <PicksForm guide={choice} {...props} />;
    case 'disks':
      return <DisksForm guide={choice} {...props} />;
    case 'score-area':
      return <ScoreAreaForm guide={choice} {...props} />;
    case 'mobile-scoreboard':
      return <MobileScoreboardForm guide={choice} {...props} />;
    case 'king':
      return <KingForm guide={choice} {...props} />;
    case 'eviction':
      return <EvictionForm guide={choice} {...props} />;
    case 'grande':
      return <GrandeForm guide={choice} {...props} />;
    case 'power-card':
      return <PowerCardForm guide={choice} {...props} />;
    case 'modifier-card':
      return <ModifierCardForm guide={choice} {...props} />;
    case 'court':
      return <CourtForm guide={choice} {...props} />;
    case 'limit-table':
      return <LimitTableForm guide={choice} {...props} />;
    case 'remove-card':
      return <RemoveCardForm guide={choice} {...props} />;
    case 'bridge':
      return <BridgeForm guide={choice} {...props} />;
  }
}

/**
 * The card's special action, guided by its kind: the choices the engine allows, a preview of the
 * result (a scoring shows its points and reasons before it is confirmed), a veto that stopped it
 * part-way where the rules allow, or skipping it. With `kept`, the action of a card the player kept
 * face up on an earlier turn (reading P26): no veto and no skipping, it simply waits while not confirmed.
 * With `by` too, that card's action done by that player before their turn (Intrigue & the King's 40).
 */
export function SpecialStep({
  view,
  kept,
  by,
  onDone,
}: {
  view: GameView;
  kept?: string;
  by?: PlayerId;
  onDone?: () => void;
}) {
  const uid = useId();
  const state = view.state.value;
  const guide = actionGuide(state, kept, by);
  const kindIndex = useSignal(0);
  const action = useSignal<SpecialAction | undefined>(undefined);
  const complete = useSignal(true);
  const vetoedBy = useSignal<string>('');
  /** What the modules ask beside the action (who takes the special spaces), by choice; unset, the default. */
  const choices = useSignal<Chosen>({});
  const { send, refusal } = useTableAction(view);
  if (!guide) return null;
  const duty = actionDuty(state);
  const nameOf = nameIn(state);
  const areaName = areaIn(state);
  const choice = guide.choices[kindIndex.value] ?? guide.choices[0];
  if (!choice) return null;
  // With nothing on the table for the card to act on, using it still differs from skipping it
  // (it counts as done): offered whenever the engine takes the action that names nothing.
  // Done before the owner's turn (`by`), doing nothing has no purpose: it waits for the turn.
  const nothing = choice.available || by !== undefined ? undefined : actionThatDoesNothing(choice.kind);
  const nothingTaken =
    nothing !== undefined && previewSpecial(state, nothing, vetoedBy.value || undefined, undefined, kept, by).ok;
  const chosen = nothingTaken ? nothing : action.value;
  const ready = chosen !== undefined && (nothingTaken || complete.value || vetoedBy.value !== '');
  // The command as it would be sent, so the engine can say what the modules' choices beside it allow.
  const command: SpecialCommand | KeptActionCommand | EarlyActionCommand | undefined =
    chosen === undefined
      ? undefined
      : by !== undefined
        ? { type: 'early-action', player: by, action: chosen }
        : kept === undefined
          ? {
              type: 'special',
              player: guide.player,
              action: chosen,
              ...(vetoedBy.value ? { vetoedBy: vetoedBy.value } : {}),
            }
          : { type: 'kept-action', player: guide.player, card: kept, action: chosen };
  // The modules' choices come first: the preview is of the command with them (who sits on the Limit table).
  const picks = pickChoices(state, ready ? command : undefined, choices.value);
  const preview =
    ready && chosen
      ? previewSpecial(state, chosen, vetoedBy.value || undefined, choiceFields(picks), kept, by)
      : undefined;
  const scored =
    preview?.ok && preview.value.scorings.length > state.scorings.length ? preview.value.scorings.at(-1) : undefined;
  return (
    <div class="step-part" role="group" aria-labelledby={`${uid}-special`}>
      <h4 id={`${uid}-special`}>
        {by !== undefined
          ? message('special.earlyHeading', { card: cardWords(guide.card), name: nameOf(by) })
          : message(kept === undefined ? 'special.heading' : 'special.keptHeading', { card: cardWords(guide.card) })}
      </h4>
      <p class="rules">{message('game.rule', { rule: ruleRefShortWords(guide.ruleRef) })}</p>
      {guide.choices.length > 1 && (
        <ChoiceGroup
          label={message('special.which')}
          value={kindIndex.value}
          options={guide.choices.map((c, i) => ({ id: i, label: say(ACTION_KIND_BY_KIND[c.kind].label) }))}
          onChange={(i) => {
            kindIndex.value = i;
            action.value = undefined;
          }}
        />
      )}
      {choice.available ? (
        <ChoiceForm
          key={`${kindIndex.value}`}
          choice={choice}
          state={state}
          player={guide.player}
          nameOf={nameOf}
          areaName={areaName}
          diskEntry={view.summary.value.prefs?.diskEntry ?? DEFAULT_TABLE_PREFS.diskEntry}
          // A kept card's action is entered beside the turn's own: only the turn's is kept across a reload.
          draftTable={kept === undefined ? draftTableOf(view) : undefined}
          choiceFields={choiceFields(picks)}
          kept={kept}
          by={by}
          onAction={(a, done = true) => {
            action.value = a;
            complete.value = done;
          }}
        />
      ) : nothingTaken ? (
        <p>{message('special.nothing.confirmOrSkip')}</p>
      ) : (
        <p>{message('special.nothing.skip')}</p>
      )}
      {kept === undefined && guide.veto.partWay && guide.veto.holders.length > 0 && (
        <ChoiceGroup
          label={message('special.veto.label')}
          value={vetoedBy.value}
          options={[
            { id: '', label: message('special.veto.no') },
            ...guide.veto.holders.map((h) => ({ id: h, label: message('special.veto.by', { name: nameOf(h) }) })),
          ]}
          onChange={(v) => (vetoedBy.value = v)}
        />
      )}
      <ModuleChoices picks={picks} onChoose={(id, key) => (choices.value = { ...choices.value, [id]: key })} />
      {preview && !preview.ok && <Refusal error={preview.error} />}
      {scored && (
        <ScoringDetails
          result={explainScoring(state, scored)}
          edition={state.setup.edition}
          nameOf={nameOf}
          label={message('special.thisScoring')}
          compact
        />
      )}
      {/* Held at the screen's bottom edge while the form above runs past it. */}
      <div class="confirm-bar">
        {(choice.available || nothingTaken) && (
          <button
            type="button"
            // An incomplete action is confirmed only when a veto stopped it part-way.
            disabled={
              !chosen ||
              (!nothingTaken && !complete.value && !vetoedBy.value) ||
              (preview !== undefined && !preview.ok) ||
              view.busy.value
            }
            onClick={async () => {
              const sent = command && withChoices(command, picks);
              if (sent && (await send(sent))) onDone?.();
            }}
          >
            {message('special.confirm')}
          </button>
        )}
        {/* A required action (Intrigue & the King) is not skipped: it is left only when nothing it allows is possible. */}
        {kept === undefined && !duty?.required && (
          <button
            type="button"
            class="secondary"
            disabled={view.busy.value}
            onClick={() => send({ type: 'skip-special', player: guide.player })}
          >
            {message('special.skip')}
          </button>
        )}
        {kept === undefined && duty?.required && duty.possible !== true && (
          <button
            type="button"
            class="secondary"
            disabled={view.busy.value}
            onClick={() => send({ type: 'skip-special', player: guide.player, nothingPossible: true })}
          >
            {message('special.nothingPossible')}
          </button>
        )}
      </div>
      <Refusal error={refusal.value} untilChanged />
    </div>
  );
}
