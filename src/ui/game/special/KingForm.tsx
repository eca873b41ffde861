import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { message } from '../../../i18n/speech';

import { isRegion, type KingArea, type KingGuide, type PlayerId, type SpecialAction } from '../../../rules';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { LabelledStepper } from '../LabelledStepper';
import type { FormProps } from './formProps';

/** "Toledo", "beside the Castillo", "France": where the King may stand, as a choice says it. */
const placeWords = (areaName: FormProps<KingGuide>['areaName'], at: KingArea): string =>
  at === 'castillo' ? message('special.king.besideCastillo', { castillo: areaName(at) }) : areaName(at);

/**
 * Where the King goes, from the engine's guide; for New Regency's Stand-in, whose Grande takes his place where
 * several stand there, and for its Entourage, which caballeros go with him.
 */
export function KingForm({ guide, areaName, nameOf, onAction }: FormProps<KingGuide>) {
  // One place the King may go (Rebellion's beside the Castillo): it is chosen already, and only confirmed.
  const only = guide.targets.length === 1 ? guide.targets[0] : undefined;
  const to = useSignal<KingArea | undefined>(only);
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

  useEffect(() => {
    if (only !== undefined) report(only, undefined, {});
  }, []);

  return (
    <>
      <ChoiceGroup
        label={message('special.king.moveFrom', { place: placeWords(areaName, guide.now) })}
        value={to.value}
        options={guide.targets.map((r) => ({
          id: r,
          label: r === guide.now ? message('special.king.stays', { area: areaName(r) }) : placeWords(areaName, r),
        }))}
        onChange={(r) => {
          to.value = r;
          grande.value = undefined;
          report(r, undefined, along.value);
        }}
      />
      {swaps.length > 1 && (
        <ChoiceGroup
          label={message('special.king.standIn')}
          value={grande.value}
          options={swaps.map((id) => ({ id, label: message('special.grandeOf', { name: nameOf(id) }) }))}
          onChange={(id) => {
            grande.value = id;
            report(to.value, id, along.value);
          }}
        />
      )}
      {entourage && entourage.count > 0 && (
        <fieldset class="entourage">
          <legend>
            {message('special.king.entourage', { count: entourage.count, area: areaName(entourage.from), taken })}
          </legend>
          {Object.entries(entourage.pieces).map(([id, there]) => (
            <LabelledStepper
              key={id}
              shown={message('special.king.piecesThere', { name: nameOf(id), there })}
              label={message('special.king.goingWith', { name: nameOf(id) })}
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
