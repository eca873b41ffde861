import { type BlackId, type Words, words } from '../../rules';
import { neitherWords } from '../checkReferences';
import { needsModule } from './moduleWords';
import { type BoardView, boardOf } from './view';

/** What each black id stands for, as a message names it: "the Church’s black caballeros". */
export const blackWords = (id: BlackId): Words => words('snapshot.black.caballeros', { black: id });

/** Why an id is not one of the board's: format 1's words, or the module a black id needs. */
export function unknownId(view: BoardView, id: string): Words {
  const black = view.table.black;
  if (id === 'church' || id === 'inquisitor') {
    if (black[id] === undefined) {
      return words('snapshot.black.needsModule', {
        id,
        black: blackWords(id),
        needs: needsModule(boardOf(view), 'comeWith', (m) => m.black?.id === id),
      });
    }
  }
  return neitherWords(id, view.players, view.neutral);
}

/** Why an id cannot be used where only a player can: a neutral "is neutral and …", anyone else unknown. */
export function notAPlayer(view: BoardView, id: string, why: 'grande' | 'choice' | 'delivery'): Words {
  return view.neutral.includes(id) ? words('snapshot.id.neutral', { id, why }) : unknownId(view, id);
}
