import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { message } from '../../../i18n/speech';

import {
  type CourtGuide,
  courtRegionsAllowance,
  entriesOf,
  type FromCourtGuide,
  fromCourtRefusal,
  type GameRegionId,
  type GiverGuide,
  type Giving,
  type ReturnsGuide,
  tableRegions,
} from '../../../rules';
import { type AreaCountDraft, AreaCounts, addTo, draftTotal } from '../AreaCounts';
import { AreaGrid } from '../AreaGrid';
import { LabelledStepper } from '../LabelledStepper';
import { useMapRequest } from '../mapRequest';
import { shortAreaIn } from '../tableWords';
import type { FormProps } from './formProps';

/** Two more from court: tap areas on the map, as for a placement; a tap the action does not take says why. */
export function FromCourtForm({ guide, state, areaName, onAction }: FormProps<FromCourtGuide>) {
  const draft = useSignal<AreaCountDraft>({});
  const total = draftTotal(draft.value);
  const change = (next: AreaCountDraft) => {
    draft.value = next;
    onAction({ kind: 'from-court', areas: next });
  };
  useEffect(() => onAction({ kind: 'from-court', areas: {} }), []);
  useMapRequest({
    purpose: message('special.fromCourt.purpose', { total, max: guide.max }),
    active: total < guide.max ? guide.areas : [],
    pending: draft.value,
    onSelect: (area) => change(addTo(draft.value, area, 1)),
    whyNot: (area) => fromCourtRefusal(state, draft.value, area),
  });
  return (
    <AreaCounts
      label={message('special.fromCourt.label')}
      draft={draft.value}
      limit={guide.max}
      areas={guide.areas}
      areaName={areaName}
      onChange={change}
    />
  );
}

/** The court's column in the King-returns grid, beside the regions. */
const COURT = 'court';
type Source = GameRegionId | typeof COURT;

const givenBy = (g: Giving | undefined): number =>
  (g?.court ?? 0) + Object.values(g?.regions ?? {}).reduce<number>((s, n) => s + (n ?? 0), 0);
const givenFrom = (g: Giving | undefined, from: Source): number =>
  (from === COURT ? g?.court : g?.regions?.[from]) ?? 0;
const thereFor = (giver: GiverGuide, from: Source): number => (from === COURT ? giver.court : giver.regions[from]) ?? 0;
const oneMore = (g: Giving, from: Source): Giving =>
  from === COURT
    ? { ...g, court: givenFrom(g, from) + 1 }
    : { ...g, regions: { ...g.regions, [from]: givenFrom(g, from) + 1 } };

/**
 * The King returns: each other player chooses which of theirs go back, from court and regions, in one
 * grid (a row per player, a column per area): a tap on a cell gives back one more from there, a tap on
 * the player's name starts their choice again.
 */
export function ReturnsForm({ guide, state, nameOf, areaName, onAction }: FormProps<ReturnsGuide>) {
  const returns = useSignal<Record<string, Giving>>({});
  const update = (player: string, giving: Giving) => {
    returns.value = { ...returns.value, [player]: giving };
    onAction(
      { kind: 'returns', returns: returns.value },
      guide.givers.every((g) => givenBy(returns.value[g.player]) === g.owes),
    );
  };
  useEffect(() => {
    if (guide.givers.every((g) => g.owes === 0)) onAction({ kind: 'returns', returns: {} });
  }, []);
  const givers = guide.givers.filter((g) => g.owes > 0);
  const court: Source[] = givers.some((g) => g.court > 0) ? [COURT] : [];
  const sources: Source[] = [
    ...court,
    ...tableRegions(state).filter((r) => givers.some((g) => (g.regions[r] ?? 0) > 0)),
  ];
  const short = shortAreaIn(state);
  return (
    <AreaGrid<Source>
      label={message('special.returns.table')}
      caption={message('special.returns.caption')}
      areas={sources}
      areaHead={(from) => (from === COURT ? message('game.players.court') : short(from))}
      rows={givers.map((giver) => {
        const who = nameOf(giver.player);
        const giving = returns.value[giver.player] ?? {};
        const total = givenBy(giving);
        return {
          key: giver.player,
          role: 'group',
          label: message('special.returns.label', { who, count: giver.owes }),
          head: (
            <button
              type="button"
              class="area-grid-name"
              aria-label={message('special.returns.again', { who })}
              disabled={total === 0}
              onClick={() => update(giver.player, {})}
            >
              {who}
              <span class="area-grid-note">
                {message('special.returns.chosen', { chosen: total, count: giver.owes })}
              </span>
            </button>
          ),
          cell: (from) => {
            const there = thereFor(giver, from);
            if (there === 0) return null;
            const given = givenFrom(giving, from);
            return (
              <button
                type="button"
                class={given > 0 ? 'grid-cell is-counted' : 'grid-cell'}
                aria-label={
                  from === COURT
                    ? message('special.returns.fromCourtOf', { who })
                    : message('special.returns.fromAreaOf', { who, area: areaName(from) })
                }
                aria-description={message('special.returns.cell', { given, there })}
                disabled={given >= there || total >= giver.owes}
                onClick={() => update(giver.player, oneMore(giving, from))}
              >
                <span class="grid-given">{given}</span>
                <span class="grid-there">/{there}</span>
              </button>
            );
          },
        };
      })}
    />
  );
}

/** The court card: caballeros into the taker's court, from the provinces first. */
export function CourtForm({ guide, areaName, onAction }: FormProps<CourtGuide>) {
  const provinces = useSignal(guide.maxFromProvinces);
  const regions = useSignal<Partial<Record<GameRegionId, number>>>({});
  const fromRegions = Object.values(regions.value).reduce<number>((s, n) => s + (n ?? 0), 0);
  // Regions come in only once the provinces are used up, and only where the table's rules allow: the engine
  // says how many.
  const fromRegionsAllowed = (fromProvinces: number) => courtRegionsAllowance(guide, fromProvinces);
  const send = (p: number, r: Partial<Record<GameRegionId, number>>) =>
    onAction({ kind: 'court', provinces: p, ...(Object.values(r).some((n) => (n ?? 0) > 0) ? { regions: r } : {}) });
  useEffect(() => send(provinces.value, regions.value), []);
  return (
    <>
      <LabelledStepper
        shown={message('game.fromProvinces')}
        label={message('special.court.fromProvinces')}
        value={provinces.value}
        max={guide.maxFromProvinces}
        onChange={(d) => {
          provinces.value += d;
          if (fromRegionsAllowed(provinces.value) === 0) regions.value = {};
          send(provinces.value, regions.value);
        }}
      />
      {fromRegionsAllowed(provinces.value) > 0 &&
        entriesOf(guide.regions).map(([region, count]) => (
          <LabelledStepper
            key={region}
            shown={message('game.fromArea', { area: areaName(region) })}
            label={message('special.court.fromArea', { area: areaName(region) })}
            value={regions.value[region] ?? 0}
            max={Math.min(count, (regions.value[region] ?? 0) + fromRegionsAllowed(provinces.value) - fromRegions)}
            onChange={(d) => {
              regions.value = { ...regions.value, [region]: (regions.value[region] ?? 0) + d };
              send(provinces.value, regions.value);
            }}
          />
        ))}
    </>
  );
}
