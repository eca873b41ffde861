import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { message } from '../../../i18n/speech';

import type {
  BridgeGuide,
  GameAreaId,
  GameRegionId,
  GrandeGuide,
  LimitTableGuide,
  MobileScoreboardGuide,
  MobileScoreboardId,
  ModifierCardGuide,
  OfferSlotId,
  PowerCardGuide,
  PowerCardValue,
  RegionId,
  RemoveCardGuide,
  ScoreAreaGuide,
  SpecialAction,
} from '../../../rules';
import { cardIn, cardWords, modifierCardWords, words } from '../../../rules';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { LabelledStepper } from '../LabelledStepper';
import { shortAreaIn } from '../tableWords';
import type { FormProps } from './formProps';

/** Nothing to choose (a fixed scoring, a decay, keeping a veto): the action is ready as it is. */
export function ReadyForm({
  kind,
  description,
  onAction,
}: {
  kind: 'apply' | 'keep-veto';
  description: string;
  onAction: FormProps<unknown>['onAction'];
}) {
  useEffect(() => onAction({ kind }), [kind]);
  return <p>{description}</p>;
}

/** One tap among the guide's choices makes the whole action. */
function PickOne<T extends string | number>({
  label,
  options,
  toAction,
  onAction,
}: {
  label: string;
  options: readonly { id: T; label: string }[];
  toAction: (value: T) => SpecialAction;
  onAction: FormProps<unknown>['onAction'];
}) {
  const chosen = useSignal<T | undefined>(undefined);
  return (
    <ChoiceGroup
      label={label}
      value={chosen.value}
      options={options}
      onChange={(value) => {
        chosen.value = value;
        onAction(toAction(value));
      }}
    />
  );
}

/**
 * The Grande's new region; where the card lets caballeros go with it (Intrigue & the King's 80), how many
 * of the player's from the region it leaves, chosen before or after the region.
 */
export function GrandeForm({ guide, state, areaName, onAction }: FormProps<GrandeGuide>) {
  const to = useSignal<RegionId | undefined>(undefined);
  const along = useSignal(0);
  const most = guide.alongMost ?? 0;
  const send = () =>
    to.value && onAction({ kind: 'grande', to: to.value, ...(most > 0 ? { along: along.value } : {}) });
  return (
    <>
      <ChoiceGroup
        label={
          guide.now ? message('special.grande.moveFrom', { area: areaName(guide.now) }) : message('special.grande.move')
        }
        value={to.value}
        options={guide.targets.map((r) => ({ id: r, label: areaName(r), short: shortAreaIn(state)(r) }))}
        onChange={(r) => {
          to.value = r;
          send();
        }}
      />
      {most > 0 && (
        <LabelledStepper
          shown={message('special.grande.alongShort')}
          label={message('special.grande.along', { area: guide.now ? areaName(guide.now) : '' })}
          value={along.value}
          min={0}
          max={most}
          onChange={(d) => {
            along.value = Math.max(0, Math.min(most, along.value + d));
            send();
          }}
        />
      )}
    </>
  );
}

export const ScoreAreaForm = ({ guide, state, areaName, onAction }: FormProps<ScoreAreaGuide>) => (
  <PickOne
    label={message('special.scoreArea.label')}
    options={guide.areas.map((a) => ({ id: a, label: areaName(a), short: shortAreaIn(state)(a) }))}
    toAction={(area: GameAreaId) => ({ kind: 'score-area', area })}
    onAction={onAction}
  />
);

export const PowerCardForm = ({ guide, onAction }: FormProps<PowerCardGuide>) => (
  <PickOne
    label={message('special.powerCard.label')}
    options={guide.values.map((v) => ({ id: v, label: message('game.power.card', { card: v }) }))}
    toAction={(value: PowerCardValue) => ({ kind: 'power-card', value })}
    onAction={onAction}
  />
);

/** Power Shift's Empowerment: a played modifier card back to the hand (each face once: the same card twice is one choice). */
export const ModifierCardForm = ({ guide, onAction }: FormProps<ModifierCardGuide>) => {
  const faces = guide.cards.filter(
    (c, i) => guide.cards.findIndex((d) => d.value === c.value && d.ability === c.ability) === i,
  );
  return (
    <PickOne
      label={message('special.modifierCard.label')}
      options={faces.map((c, i) => ({ id: i, label: message('game.modifier', { modifier: modifierCardWords(c) }) }))}
      toAction={(i: number) => {
        const card = faces[i] ?? { value: 1 };
        return { kind: 'modifier-card', value: card.value, ...(card.ability ? { ability: card.ability } : {}) };
      }}
      onAction={onAction}
    />
  );
};

/**
 * A mobile scoreboard by the values it shows: "the 8/4/0 scoreboard". Handed on as words (a name), so a
 * label that opens on it starts with a capital ("Die bewegliche Wertungstafel 8/4/0 (auf Aragón)").
 */
const boardWords = (board: MobileScoreboardId) => words('piece.scoreboard', { board: board.replaceAll('-', '/') });

export function MobileScoreboardForm({ guide, state, areaName, onAction }: FormProps<MobileScoreboardGuide>) {
  const movable = guide.boards.filter((b) => b.targets.length > 0);
  const board = useSignal<MobileScoreboardId | undefined>(movable.length === 1 ? movable[0]?.board : undefined);
  const to = useSignal<GameAreaId | undefined>(undefined);
  const chosen = guide.boards.find((b) => b.board === board.value);
  return (
    <>
      <ChoiceGroup
        label={message('special.board.label')}
        value={board.value}
        options={movable.map((b) => ({
          id: b.board,
          label: b.now
            ? message('special.board.on', { board: boardWords(b.board), area: areaName(b.now) })
            : message('special.board.beside', { board: boardWords(b.board) }),
        }))}
        onChange={(b) => {
          board.value = b;
          to.value = undefined;
          onAction(undefined);
        }}
      />
      {chosen && (
        <ChoiceGroup
          label={message('special.board.put', { board: boardWords(chosen.board) })}
          value={to.value}
          options={chosen.targets.map((a) => ({ id: a, label: areaName(a), short: shortAreaIn(state)(a) }))}
          onChange={(a) => {
            to.value = a;
            onAction({ kind: 'mobile-scoreboard', board: chosen.board, to: a });
          }}
        />
      )}
    </>
  );
}

/** The two regions a bridge joins (Intrigue & the King's card 63): one end, then the other among those it may reach. */
export function BridgeForm({ guide, state, areaName, onAction }: FormProps<BridgeGuide>) {
  const from = useSignal<RegionId | undefined>(undefined);
  const to = useSignal<RegionId | undefined>(undefined);
  const span = guide.spans.find((s) => s.from === from.value);
  const option = (r: RegionId) => ({ id: r, label: areaName(r), short: shortAreaIn(state)(r) });
  return (
    <>
      <ChoiceGroup
        label={message('special.bridge.from')}
        value={from.value}
        options={guide.spans.filter((s) => s.to.length > 0).map((s) => option(s.from))}
        onChange={(r) => {
          from.value = r;
          to.value = undefined;
          onAction(undefined);
        }}
      />
      {span && (
        <ChoiceGroup
          label={message('special.bridge.to', { area: areaName(span.from) })}
          value={to.value}
          options={span.to.map(option)}
          onChange={(r) => {
            to.value = r;
            onAction({ kind: 'bridge', from: span.from, to: r });
          }}
        />
      )}
    </>
  );
}

/** Where a card moves the Limit table (Grand Inquisitor & the Colonies); who then sits on it is asked beside. */
export const LimitTableForm = ({ guide, state, areaName, onAction }: FormProps<LimitTableGuide>) => (
  <PickOne
    label={message('special.limitTable.label')}
    options={guide.regions.map((r: GameRegionId) => ({ id: r, label: areaName(r), short: shortAreaIn(state)(r) }))}
    toAction={(to: GameRegionId) => ({ kind: 'limit-table', to })}
    onAction={onAction}
  />
);

/** The card a card takes out of this round's offer (Grand Inquisitor & the Colonies), by its pile. */
export const RemoveCardForm = ({ guide, state, onAction }: FormProps<RemoveCardGuide>) => (
  <PickOne
    label={message('special.removeCard.label')}
    options={guide.slots.map((slot: OfferSlotId) => {
      const id = state.offer.find((o) => o.slot === slot)?.card;
      const card = id ? cardIn(state, id) : undefined;
      return { id: slot, label: message('special.removeCard.option', { slot, card: card ? cardWords(card) : '' }) };
    })}
    toAction={(slot: OfferSlotId) => ({ kind: 'remove-card', slot })}
    onAction={onAction}
  />
);
