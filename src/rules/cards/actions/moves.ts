import { listOf, words } from '../../state/words';
import { actionKind } from './actionKind';
import { field } from './fields';
import { at, text } from './phrases';

/** Caballeros moved between regions and the Castillo (the Intrigue cards and their like). */
export const movesAction = actionKind({
  kind: 'moves',
  label: words('action.moves'),
  fields: { moves: field.moves() },
  nothing: { kind: 'moves', moves: [] },
  describe(action, w) {
    const area = (value: unknown) => w.area(value);
    const who = w.name(w.player);
    const moves = Array.isArray(action.moves) ? action.moves : [];
    const moved = moves
      .filter((m) => m?.from !== m?.to)
      .map((m) => {
        const move = { count: text(m.count), from: at(area, m.from, 'from'), to: at(area, m.to, 'to') };
        return m.owner === w.player
          ? words('history.action.moves.own', move)
          : words('history.action.moves.other', { ...move, whose: w.possessive(m.owner) });
      });
    // A move to where the caballeros already stand keeps them there (a card that moves all but some).
    const stayed = moves
      .filter((m) => m?.from === m?.to)
      .map((m) => words('history.action.moves.kept', { count: text(m.count), where: at(area, m.from, 'in') }));
    const keeping = stayed.length > 0 ? words('history.action.moves.keeping', { kept: listOf(stayed) }) : '';
    return moved.length > 0
      ? words('history.action.moves', { who, moves: listOf(moved), keeping })
      : words('history.action.moves.none', { who, keeping });
  },
});
