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
} from '../../../rules';
import { type AreaCountDraft, AreaCounts, addTo, draftTotal } from '../AreaCounts';
import { LabelledStepper } from '../LabelledStepper';
import { useMapRequest } from '../mapRequest';
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

/** Steppers for caballeros given from the court and from each region, within what is there. */
function GivingSteppers({
  who,
  giver,
  giving,
  onChange,
  areaName,
  total,
}: {
  who: string;
  giver: GiverGuide;
  giving: Giving;
  onChange: (g: Giving) => void;
  areaName: (r: GameRegionId) => string;
  total: number;
}) {
  const room = giver.owes - total;
  return (
    <div class="step-part" role="group" aria-label={message('special.returns.label', { who, count: giver.owes })}>
      <p>{message('special.returns.progress', { who, count: giver.owes, chosen: total })}</p>
      {giver.court > 0 && (
        <LabelledStepper
          shown={message('special.returns.fromCourt', { there: giver.court })}
          label={message('special.returns.fromCourtOf', { who })}
          value={giving.court ?? 0}
          max={Math.min(giver.court, (giving.court ?? 0) + room)}
          onChange={(d) => onChange({ ...giving, court: (giving.court ?? 0) + d })}
        />
      )}
      {entriesOf(giver.regions).map(([region, count]) => (
        <LabelledStepper
          key={region}
          shown={message('special.returns.fromArea', { area: areaName(region), there: count })}
          label={message('special.returns.fromAreaOf', { who, area: areaName(region) })}
          value={giving.regions?.[region] ?? 0}
          max={Math.min(count, (giving.regions?.[region] ?? 0) + room)}
          onChange={(d) =>
            onChange({ ...giving, regions: { ...giving.regions, [region]: (giving.regions?.[region] ?? 0) + d } })
          }
        />
      ))}
    </div>
  );
}

const givenBy = (g: Giving | undefined): number =>
  (g?.court ?? 0) + Object.values(g?.regions ?? {}).reduce<number>((s, n) => s + (n ?? 0), 0);

/** The King returns: each other player chooses which of theirs go back, from court and regions. */
export function ReturnsForm({ guide, nameOf, areaName, onAction }: FormProps<ReturnsGuide>) {
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
  return (
    <>
      {guide.givers.map((g) => (
        <GivingSteppers
          key={g.player}
          who={nameOf(g.player)}
          giver={g}
          giving={returns.value[g.player] ?? {}}
          total={givenBy(returns.value[g.player])}
          areaName={areaName}
          onChange={(giving) => update(g.player, giving)}
        />
      ))}
    </>
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
