import { useSignal } from '@preact/signals';

import { isRegion, type KingArea, type KingGuide, type PlayerId, type SpecialAction } from '../../../rules';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { LabelledStepper } from '../LabelledStepper';
import { caballeros } from '../tableWords';
import type { FormProps } from './formProps';

/** "Toledo", "beside the Castillo", "France": where the King may stand, as a choice says it. */
const placeWords = (areaName: FormProps<KingGuide>['areaName'], at: KingArea): string =>
  at === 'castillo' ? `beside the ${areaName(at)}` : areaName(at);

/**
 * Where the King goes, from the engine's guide; for New Regency's Stand-in, whose Grande takes his place where
 * several stand there, and for its Entourage, which caballeros go with him.
 */
export function KingForm({ guide, areaName, nameOf, onAction }: FormProps<KingGuide>) {
  const to = useSignal<KingArea | undefined>(undefined);
  const grande = useSignal<PlayerId | undefined>(undefined);
  const along = useSignal<Readonly<Record<PlayerId, number>>>({});
  const swaps = to.value !== undefined && isRegion(to.value) ? (guide.standIns?.[to.value] ?? []) : [];
  const entourage = guide.entourage;
  const taken = Object.values(along.value).reduce((sum, n) => sum + n, 0);

  const report = (
    at: KingArea | undefined,
    who: PlayerId | undefined,
    counts: Readonly<Record<PlayerId, number>>,
  ): void => {
    if (at === undefined) return onAction(undefined);
    const several = isRegion(at) ? (guide.standIns?.[at]?.length ?? 0) > 1 : false;
    const action: SpecialAction = {
      kind: 'king',
      to: at,
      ...(several && who !== undefined ? { grande: who } : {}),
      ...(entourage && isRegion(at)
        ? {
            entourage: Object.entries(counts)
              .filter(([, n]) => n > 0)
              .map(([owner, count]) => ({ owner, from: entourage.from, to: at, count })),
          }
        : {}),
    };
    const sum = Object.values(counts).reduce((s, n) => s + n, 0);
    const complete = (!several || who !== undefined) && (!entourage || sum === entourage.count);
    onAction(action, complete);
  };

  return (
    <>
      <ChoiceGroup
        label={`Move the King from ${placeWords(areaName, guide.now)} to`}
        value={to.value}
        options={guide.targets.map((r) => ({
          id: r,
          label: r === guide.now ? `${areaName(r)} (he stays)` : placeWords(areaName, r),
        }))}
        onChange={(r) => {
          to.value = r;
          grande.value = undefined;
          report(r, undefined, along.value);
        }}
      />
      {swaps.length > 1 && (
        <ChoiceGroup
          label="Whose Grande takes the King’s place"
          value={grande.value}
          options={swaps.map((id) => ({ id, label: `${nameOf(id)}’s Grande` }))}
          onChange={(id) => {
            grande.value = id;
            report(to.value, id, along.value);
          }}
        />
      )}
      {entourage && entourage.count > 0 && (
        <fieldset class="entourage">
          <legend>
            {caballeros(entourage.count)} from {areaName(entourage.from)} go with him ({taken} chosen)
          </legend>
          {Object.entries(entourage.pieces).map(([id, there]) => (
            <LabelledStepper
              key={id}
              shown={`${nameOf(id)} (${there} there)`}
              label={`${nameOf(id)}’s caballeros going with the King`}
              value={along.value[id] ?? 0}
              min={0}
              max={Math.min(there, (along.value[id] ?? 0) + entourage.count - taken)}
              onChange={(delta) => {
                const next = { ...along.value, [id]: Math.max(0, (along.value[id] ?? 0) + delta) };
                along.value = next;
                report(to.value, grande.value, next);
              }}
            />
          ))}
        </fieldset>
      )}
    </>
  );
}
