import { effect, type Signal } from '@preact/signals-core';
import { EXTRA_AREA_IDS, type ExtraAreaId, entriesOf, isRecord, LIMITS } from '../rules';
import type { CalculatorDraft } from './draft';
import type { ModelScope } from './modelScope';

/** Values printed on the colony pieces, as this table entered them: kept from board to board. */
export type KeptValues = Partial<Record<ExtraAreaId, number[]>>;

/**
 * Keeps the printed values of any board put on screen as the table's newest, for the boards after it
 * (cleared, loaded, imported, a module switched off and on).
 */
export function followPrintedValues(draft: Signal<CalculatorDraft>, keptValues: Signal<KeptValues>, scope: ModelScope) {
  scope.effects.push(
    effect(() => {
      const values = draft.value.snapshot.printedValues;
      if (!values) return;
      const kept = keptValues.peek();
      if (entriesOf(values).some(([area, v]) => v && v.join() !== kept[area]?.join()))
        keptValues.value = { ...kept, ...values };
    }),
  );
}

/** Printed values as this version keeps them: up to three whole numbers by colony area; anything else is left aside. */
export function keptValuesOf(value: unknown): KeptValues {
  const kept: KeptValues = {};
  if (!isRecord(value)) return kept;
  for (const area of EXTRA_AREA_IDS) {
    const values = value[area];
    // An area prints at most three values, each a whole number up to the most a piece is entered with.
    const printed = (n: unknown) => Number.isInteger(n) && Number(n) >= 0 && Number(n) <= LIMITS.printedValue;
    if (Array.isArray(values) && values.length <= 3 && values.every(printed)) kept[area] = values.map(Number);
  }
  return kept;
}
