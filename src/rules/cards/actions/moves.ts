import { words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';
import { list, text } from './phrases';

/** Caballeros moved between regions and the Castillo (the Intrigue cards and their like). */
export const movesAction = actionKind({
  kind: 'moves',
  label: words('action.moves'),
  fields: { moves: field.moves() },
  nothing: { kind: 'moves', moves: [] },
  describe(action, w) {
    const who = w.name(w.player);
    const moves = Array.isArray(action.moves) ? action.moves : [];
    const whose = (owner: unknown, count: unknown) =>
      owner === w.player
        ? `${text(count)} of their own caballeros`
        : `${text(count)} of ${w.possessive(owner)} caballeros`;
    const moved = moves
      .filter((m) => m?.from !== m?.to)
      .map((m) => `${whose(m.owner, m.count)} from ${w.area(m.from)} to ${w.area(m.to)}`);
    // A move to where the caballeros already stand keeps them there (a card that moves all but some).
    const stayed = moves.filter((m) => m?.from === m?.to).map((m) => `${text(m.count)} in ${w.area(m.from)}`);
    const line = moved.length > 0 ? `${who} moved ${list(moved)}` : `${who} moved no caballeros`;
    return stayed.length > 0 ? `${line}, keeping ${list(stayed)}` : line;
  },
});
