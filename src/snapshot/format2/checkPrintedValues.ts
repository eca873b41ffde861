import { words } from '../../rules';
import type { Problem } from './problem';
import type { BoardView } from './view';

/**
 * Printed values are given exactly for the areas whose values the texts do not print (the module
 * data's `entered` areas), with as many values as that area shows.
 */
export function checkPrintedValues(view: BoardView): Problem | undefined {
  const given = view.snapshot.printedValues ?? {};
  for (const [name, values] of Object.entries(given)) {
    const area = view.areaOf(name);
    if (!area) continue;
    const spec = area.values;
    const areaName = view.nameOf(area.id);
    if (spec.from === 'printed') {
      return [
        ['printedValues', name],
        words('snapshot.printedValues.known', { area: areaName, values: spec.values.join('/') }),
      ];
    }
    if (spec.from === 'none')
      return [['printedValues', name], words('snapshot.printedValues.none', { area: areaName })];
    if (values.length < spec.min) {
      return [
        ['printedValues', name],
        words('snapshot.printedValues.tooFew', { count: values.length, area: areaName, min: spec.min }),
      ];
    }
  }
  const byArea = new Set(Object.keys(given).map((name) => view.areaOf(name)?.id));
  for (const area of view.table.areas) {
    if (area.values.from !== 'entered' || byArea.has(area.id)) continue;
    return [['printedValues', area.id], words('snapshot.printedValues.missing', { piece: area.id })];
  }
  return undefined;
}
