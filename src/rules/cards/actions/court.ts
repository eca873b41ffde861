import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field, optional } from './fields';
import { intoCourt } from './phrases';

/** Caballeros brought to the court, from the provinces and, where the card allows, from regions. */
export const courtAction = actionKind({
  kind: 'court',
  label: words('action.court'),
  fields: { provinces: field.count('from the provinces'), regions: optional(field.regionCounts('from regions')) },
  nothing: { kind: 'court', provinces: 0 },
  describe: (action, w) =>
    words('history.action.court', {
      who: w.name(w.player),
      card: w.card,
      court: intoCourt((a) => w.area(a), action.provinces, action.regions),
    }),
});
