import type { Problem } from './problem';
import type { BoardView } from './view';

const bare = (name: string) => name.replace(/^the /, '');

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
        `${areaName}’s values are known (${spec.values.join('/')}): printedValues is only for areas whose values the rulebooks do not give`,
      ];
    }
    if (spec.from === 'none') return [['printedValues', name], `${areaName} is never scored and has no values`];
    if (values.length < spec.min) {
      return [
        ['printedValues', name],
        `lists ${values.length} value${values.length === 1 ? '' : 's'}: ${areaName} prints ${spec.min} values, first place first`,
      ];
    }
  }
  const byArea = new Set(Object.keys(given).map((name) => view.areaOf(name)?.id));
  for (const area of view.table.areas) {
    if (area.values.from !== 'entered' || byArea.has(area.id)) continue;
    return [
      ['printedValues', area.id],
      `missing; the colony areas' printed values are not in the rulebooks, enter the values on your ${bare(view.nameOf(area.id))} piece`,
    ];
  }
  return undefined;
}
