import { useSignal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { message, say } from '../../../i18n/speech';

import {
  BLACK_IDS,
  type GameAreaId,
  type GameRegionId,
  isOneOf,
  type Move,
  type MovesGuide,
  mapIdleRefusal,
  movesLeft,
  previewSpecial,
} from '../../../rules';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { Stepper } from '../../components/Stepper';
import { drafts, movesDraftFrom, movesToKeep } from '../../drafts/entryDrafts';
import type { Chosen } from '../../modules/commandChoices';
import { MoveParts, moveFields, pickMoveParts } from '../../modules/formParts';
import { useMapRequest } from '../mapRequest';
import { shortAreaIn } from '../tableWords';
import type { FormProps } from './formProps';

/**
 * Intrigue moves: from a region, whose caballeros, to where, how many — each move added to a list
 * the card's limits keep in check (only what may still move is offered).
 */
export function MovesForm({
  guide,
  state,
  player,
  nameOf,
  areaName,
  onAction,
  draftTable,
  choiceFields,
  kept,
  by,
}: FormProps<MovesGuide>) {
  // Moves added but not yet confirmed are kept for a reload of this same table (see entryDrafts).
  const moves = useSignal<Move[]>(
    useMemo(() => (draftTable && movesDraftFrom(drafts.read('moves', draftTable), guide)) || [], []),
  );
  const short = shortAreaIn(state);
  const from = useSignal<GameRegionId | undefined>(undefined);
  const owner = useSignal<string | undefined>(undefined);
  const to = useSignal<GameAreaId | undefined>(undefined);
  const count = useSignal(1);
  /** What the modules add to the move being entered (the Colonies' discs its caballeros carry), by part. */
  const partKeys = useSignal<Chosen>({});
  const list = moves.value;
  // What the card still allows, asked of the engine: the counts so far and what may still move from where.
  const left = movesLeft(guide, player, list);
  const { own, foreign, total, fixedSource, sources } = left;
  const source = sources.find((s) => s.region === (fixedSource ?? from.value));
  const owners = source ? Object.keys(source.movable) : [];
  const chosenOwner = owners.length === 1 ? owners[0] : owner.value;
  const max = source && chosenOwner ? (source.movable[chosenOwner] ?? 0) : 0;
  const n = Math.min(count.value, max);
  const parts = pickMoveParts(
    state,
    source && chosenOwner ? { owner: chosenOwner, from: source.region, count: n, added: list } : undefined,
    partKeys.value,
  );
  const update = (next: Move[]) => {
    moves.value = next;
    onAction({ kind: 'moves', moves: next });
    if (draftTable) drafts.write('moves', draftTable, movesToKeep(next));
  };
  // Moving none is allowed: the card is used, and nothing moves (or the moves put back from a draft).
  useEffect(() => onAction({ kind: 'moves', moves: moves.peek() }), []);
  // The map shows the moves entered as the engine would carry them out, before they are confirmed.
  const previewed = useMemo(
    () =>
      list.length > 0
        ? previewSpecial(state, { kind: 'moves', moves: list }, undefined, choiceFields, kept, by)
        : undefined,
    // What the choices add is a new object each time the form is drawn: its content is what counts.
    [state, list, JSON.stringify(choiceFields), kept, by],
  );
  useMapRequest(
    previewed?.ok
      ? {
          purpose: message('special.moves.purpose'),
          active: [],
          onSelect: () => undefined,
          whyNot: (area) => mapIdleRefusal(state, area),
          preview: { state: previewed.value, what: message('special.moves.what') },
        }
      : undefined,
  );
  const limits = [
    left.maxTotal !== undefined
      ? message('special.moves.movedOf', { total, max: left.maxTotal })
      : message('special.moves.moved', { count: total }),
    guide.maxOwn !== undefined && guide.maxOwn > 0 && guide.maxForeign !== 0
      ? message('special.moves.own', { own, max: guide.maxOwn })
      : '',
    guide.maxForeign !== undefined && guide.maxForeign > 0 && guide.maxOwn !== 0
      ? message('special.moves.others', { foreign, max: guide.maxForeign })
      : '',
    guide.allOwnFromOne
      ? guide.mayStay
        ? message('special.moves.allOwnMayStay')
        : message('special.moves.allOwnLeave')
      : guide.fromOneRegion
        ? message('special.moves.fromOneRegion')
        : '',
  ].filter(Boolean);
  return (
    <div class="moves-form">
      <p aria-live="polite">{limits.join(' · ')}</p>
      {guide.farther && <p class="hint">{say(guide.farther.words)}.</p>}
      {list.length > 0 && (
        <ul aria-label={message('special.moves.entered')}>
          {list.map((m, i) => (
            <li key={i}>
              <span class="grow">
                {message('special.moves.move', {
                  count: m.count,
                  owner: nameOf(m.owner),
                  from: areaName(m.from),
                  to: areaName(m.to),
                })}
              </span>
              <button
                type="button"
                class="secondary"
                aria-label={message('special.moves.removeOf', { owner: nameOf(m.owner), from: areaName(m.from) })}
                onClick={() => update(list.filter((_, j) => j !== i))}
              >
                {message('special.moves.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {sources.length > 0 && (
        <>
          {!fixedSource && (
            <ChoiceGroup
              label={message('special.moves.from')}
              value={from.value}
              options={sources.map((s) => ({ id: s.region, label: areaName(s.region), short: short(s.region) }))}
              onChange={(r) => {
                from.value = r;
                owner.value = undefined;
                to.value = undefined;
                partKeys.value = {};
              }}
            />
          )}
          {source && owners.length > 1 && (
            <ChoiceGroup
              label={message('special.moves.whose')}
              value={owner.value}
              // Black caballeros say whether they count as the taker's own here, as the guide has it.
              options={owners.map((id) => ({
                id,
                label: message('special.moves.owner', {
                  name: nameOf(id),
                  left: source.left[id] ?? 0,
                  counts:
                    id === player || !isOneOf(BLACK_IDS, id)
                      ? 'plain'
                      : guide.ownOwners?.includes(id)
                        ? 'own'
                        : 'others',
                }),
              }))}
              onChange={(id) => {
                owner.value = id;
                // Another owner may not go everywhere the last one could, nor carries what the last one did.
                to.value = undefined;
                partKeys.value = {};
              }}
            />
          )}
          {source && chosenOwner && (
            <>
              <ChoiceGroup
                label={message('special.moves.moveTo', { owner: nameOf(chosenOwner), from: areaName(source.region) })}
                value={to.value}
                options={(source.ownerTargets?.[chosenOwner] ?? source.targets).map((a) => ({
                  id: a,
                  label: a === source.region ? message('special.moves.stay', { area: areaName(a) }) : areaName(a),
                  ...(a === source.region ? {} : { short: short(a) }),
                }))}
                onChange={(a) => {
                  to.value = a;
                  // All one's own leave the region: start from all of them.
                  count.value = guide.allOwnFromOne ? max : Math.min(count.value, max);
                }}
              />
              <Stepper
                label={message('special.moves.howMany')}
                value={Math.min(count.value, max)}
                min={1}
                max={max}
                onChange={(d) => (count.value = Math.min(max, count.value + d))}
              />
              <MoveParts picks={parts} onChoose={(id, key) => (partKeys.value = { ...partKeys.value, [id]: key })} />
              <button
                type="button"
                class="secondary"
                disabled={!to.value || max < 1}
                onClick={() => {
                  const target = to.value;
                  if (!target) return;
                  const move = { owner: chosenOwner, from: source.region, to: target, count: n };
                  update([...list, { ...move, ...moveFields(parts) }]);
                  owner.value = undefined;
                  to.value = undefined;
                  count.value = 1;
                  partKeys.value = {};
                }}
              >
                {message('special.moves.add')}
              </button>
            </>
          )}
        </>
      )}
    </div>
  );
}
