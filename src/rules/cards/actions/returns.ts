import { fieldOf } from '../../state/records';
import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';
import { entries, list, text } from './phrases';

/** Caballeros each player gives back to the provinces, from the court and from regions. */
export const returnsAction = actionKind({
  kind: 'returns',
  label: words('action.returns'),
  fields: { returns: field.playerGivings('what each player returns') },
  describe(action, w) {
    const givers = entries(action.returns).map(([id, giving]) => {
      const court = fieldOf(giving, 'court');
      const parts = [
        ...(typeof court === 'number' && court > 0 ? [`${court} from court`] : []),
        ...entries(fieldOf(giving, 'regions'))
          .filter(([, n]) => n !== 0)
          .map(([region, n]) => `${text(n)} from ${w.area(region)}`),
      ];
      return `${w.name(id)} ${parts.length > 0 ? list(parts) : 'nothing'}`;
    });
    return `${w.name(w.player)} played ${w.card}, caballeros back to the provinces: ${givers.length > 0 ? givers.join('; ') : 'none'}`;
  },
});
