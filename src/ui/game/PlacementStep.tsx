import { useSignal } from '@preact/signals';
import { Fragment } from 'preact';
import { useId } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import {
  type GameAreaId,
  type GameState,
  isKingExile,
  type KingArea,
  listOf,
  type PlaceCommand,
  type PlacementChoice,
  type PlayerId,
  placementLimitReasonWords,
  placementRefusal,
  type Words,
  words,
} from '../../rules';
import type { GameView } from '../../session/gameView';

import { placementDraftFrom, placementToKeep } from '../drafts/entryDrafts';
import { useKeptDraft } from '../drafts/useKeptDraft';
import { type Chosen, ModuleChoices, pickChoices, withChoices } from '../modules/commandChoices';
import { PLACEMENT_PARTS } from '../modules/formParts';
import type { PlacementPartUse } from '../modules/types';
import { type AreaCountDraft, AreaCounts, addTo, draftTotal } from './AreaCounts';
import { useMapRequest } from './mapRequest';
import { Refusal } from './Refusal';
import { areaIn, extraWords } from './tableWords';
import { useTableAction } from './useTableAction';

/** Where the King stands and where that lets caballeros go (New Regency may seat him by the Castillo or exile him). */
function kingHint(king: KingArea, areaName: (area: KingArea) => string): string {
  const castillo = areaName('castillo');
  if (king === 'castillo') return message('game.placement.kingAtCastillo', { castillo });
  const where = isKingExile(king) ? 'exile' : 'region';
  return message('game.placement.kingIn', { where, area: areaName(king), castillo });
}

/**
 * The card's placement: tap legal areas on the map (only those are active; a tap elsewhere says why),
 * then confirm. `choice` is the engine's placement choice for the turn, asked by the turn panel.
 */
export function PlacementStep({ view, choice }: { view: GameView; choice: PlacementChoice }) {
  const uid = useId();
  const state = view.state.value;
  const player = choice.player;
  // Taps not yet confirmed are kept for a reload of this same table (see entryDrafts).
  const draft = useKeptDraft<AreaCountDraft>(
    view,
    'placement',
    (kept) => placementDraftFrom(kept, choice.areas, choice.most),
    {},
    placementToKeep,
  );
  /** What the modules ask beside the placement (who takes the special spaces), by choice; unset, the default. */
  const chosen = useSignal<Chosen>({});
  const { send, refusal } = useTableAction(view);
  const areaName = areaIn(state);
  /** What the modules place beside one's own (the Grand Inquisitor's held caballeros), each counted in the card's number. */
  const parts = PLACEMENT_PARTS.map((part) => part.use(view, choice));
  const partsTotal = parts.reduce((sum, p) => sum + p.count, 0);
  const total = draftTotal(draft.value) + partsTotal;
  // One's own caballeros: what the card's number leaves beside the parts', and no more than the court holds.
  const ownLimit = Math.min(choice.court, choice.most - partsTotal);
  const command: PlaceCommand = {
    type: 'place',
    player,
    areas: draft.value,
    ...parts.reduce<PlacementPartUse['fields']>((fields, p) => ({ ...fields, ...p.fields }), {}),
  };
  const picks = pickChoices(state, command, chosen.value);
  const extras = extraGroups(choice, reasonsIn(state, player)).map((g) => (
    <p class="hint" key={`${g.limit}:${g.reasons.map(say).join()}`}>
      {g.everywhere
        ? message('game.placement.extraEverywhere', {
            count: g.limit,
            why: joinedReasons(g.reasons) ?? extraWords(state, player),
          })
        : message('game.placement.extraIn', {
            count: g.limit,
            areas: listOf(g.areas.map(areaName), 'or'),
            why: joinedReasons(g.reasons) ?? extraWords(state, player),
          })}
    </p>
  ));
  const where = <p class="hint">{kingHint(state.king, areaName)}</p>;
  useMapRequest({
    purpose: message('game.placement.purpose', { total, limit: choice.limit }),
    // A rule may allow one more where every caballero goes into one area: the engine says which mix it takes.
    active: total < choice.most && draftTotal(draft.value) < ownLimit ? choice.areas : [],
    pending: draft.value,
    onSelect: (area) => (draft.value = addTo(draft.value, area, 1)),
    whyNot: (area) => placementRefusal(state, draft.value, area),
  });
  return (
    <div class="step-part" role="group" aria-labelledby={`${uid}-placement`}>
      <h4 id={`${uid}-placement`}>{message('game.placement.heading', { count: choice.limit })}</h4>
      {choice.court < choice.stack && (
        <p class="hint">{message('game.placement.onlyInCourt', { court: choice.court })}</p>
      )}
      {extras.length === 0 ? (
        where
      ) : (
        // Where, and why more than the card's number, one tap away: the map shows where, the counter how many.
        <details class="step-why">
          <summary>{message('game.placement.whyMore', { count: choice.most })}</summary>
          {where}
          {extras}
        </details>
      )}
      <AreaCounts
        label={message('game.placement.label')}
        draft={draft.value}
        limit={ownLimit}
        areas={choice.areas}
        areaName={areaName}
        onChange={(d) => (draft.value = d)}
      />
      {PLACEMENT_PARTS.map((part, i) => (
        <Fragment key={part.id}>{parts[i]?.control(Math.max(0, choice.most - total))}</Fragment>
      ))}
      <ModuleChoices picks={picks} onChoose={(id, key) => (chosen.value = { ...chosen.value, [id]: key })} />
      {/* Placing none is allowed but not the likely answer: only a placement under way gets the filled button. */}
      {/* Kept in sight at the panel's foot, however long the hints above run. */}
      <div class="confirm-bar">
        <button
          type="button"
          class={total === 0 ? 'secondary' : undefined}
          disabled={view.busy.value}
          onClick={async () => {
            if (await send(withChoices(command, picks))) {
              draft.value = {};
              for (const part of parts) part.reset();
              chosen.value = {};
            }
          }}
        >
          {total === 0 ? message('game.placement.none') : message('game.placement.place', { count: total })}
        </button>
      </div>
      <Refusal error={refusal.value} untilChanged />
    </div>
  );
}

/** Whether every area the placement may go to allows at least this many (a limit that holds wherever they go). */
const wherever = (choice: PlacementChoice, limit: number): boolean =>
  choice.areas.every((area) => choice.extra.some((e) => e.area === area && e.limit >= limit));

interface ExtraGroup {
  readonly limit: number;
  readonly reasons: readonly Words[];
  readonly areas: GameAreaId[];
  readonly everywhere: boolean;
}

/** Each module's reason for a placement wholly into one area, as words (the engine's `extra` reasons, said apart). */
const reasonsIn =
  (state: GameState, player: PlayerId) =>
  (area: GameAreaId): readonly Words[] =>
    placementLimitReasonWords(state, player, { [area]: 1 });

/** The reasons as one sentence part, apart by semicolons as the engine joins them; none: undefined. */
const joinedReasons = (reasons: readonly Words[]): Words | undefined =>
  reasons.reduceRight<Words | undefined>(
    (rest, first) => (rest === undefined ? first : words('modules.limit.more', { first, rest })),
    undefined,
  );

/**
 * The engine's higher limits, one line per limit and reasons: an extra allowed everywhere (the Church's) is one
 * line, not one per area, and a higher limit in some areas gives only the reasons that line has not said.
 * Reasons are told apart by their text in the language spoken.
 */
function extraGroups(choice: PlacementChoice, reasonsOf: (area: GameAreaId) => readonly Words[]): ExtraGroup[] {
  const groups: ExtraGroup[] = [];
  const textOf = (reasons: readonly Words[]) => reasons.map(say).join('\n');
  for (const e of choice.extra) {
    const reasons = reasonsOf(e.area);
    const group = groups.find((g) => g.limit === e.limit && textOf(g.reasons) === textOf(reasons));
    if (group) group.areas.push(e.area);
    else groups.push({ limit: e.limit, reasons, areas: [e.area], everywhere: wherever(choice, e.limit) });
  }
  const said = new Set(groups.filter((g) => g.everywhere).flatMap((g) => g.reasons.map(say)));
  return groups.map((g) => {
    const unsaid = g.reasons.filter((r) => !said.has(say(r)));
    return g.everywhere || unsaid.length === 0 ? g : { ...g, reasons: unsaid };
  });
}
