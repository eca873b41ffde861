import { fieldOf } from '../../state/records';
import { listOf, type Words, words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';
import { entries, text } from './phrases';

/** Caballeros each player gives back to the provinces, from the court and from regions. */
export const returnsAction = actionKind({
  kind: 'returns',
  label: words('action.returns'),
  fields: { returns: field.playerGivings('what each player returns') },
  describe(action, w) {
    const givers = entries(action.returns).map(([id, giving]) => {
      const court = fieldOf(giving, 'court');
      const parts = [
        ...(typeof court === 'number' && court > 0
          ? [words('history.action.returns.fromCourt', { count: court })]
          : []),
        ...entries(fieldOf(giving, 'regions'))
          .filter(([, n]) => n !== 0)
          .map(([region, n]) => words('history.action.returns.from', { count: text(n), area: w.area(region) })),
      ];
      return parts.length > 0
        ? words('history.action.returns.giver', { who: w.name(id), parts: listOf(parts) })
        : words('history.action.returns.nothing', { who: w.name(id) });
    });
    const line = { who: w.name(w.player), card: w.card };
    const [first, ...rest] = givers;
    if (!first) return words('history.action.returns.none', line);
    // Each player's part is a list of its own, so the players are set apart by semicolons.
    const all = rest.reduce((joined: Words, next) => words('history.action.returns.next', { joined, next }), first);
    return words('history.action.returns', { ...line, givers: all });
  },
});
