import type { BlackId } from '../../rules';
import { needsModule } from './moduleWords';
import { type BoardView, boardOf } from './view';

/** What each black id stands for, as a message names it. */
export const BLACK_WORDS: Readonly<Record<BlackId, string>> = {
  church: 'the Church’s black caballeros',
  inquisitor: 'the Grand Inquisitor’s black caballeros',
};

/** Who may hold the pieces of each black id. */
export const HOLDER_OF: Readonly<Record<BlackId, string>> = {
  church: 'the Church',
  inquisitor: 'the Grand Inquisitor',
};

/** Why an id is not one of the board's: format 1's words, or the module a black id needs. */
export function unknownId(view: BoardView, id: string): string {
  const black = view.table.black;
  if (id === 'church' || id === 'inquisitor') {
    if (black[id] === undefined) {
      return `“${id}” stands for ${BLACK_WORDS[id]}, which ${needsModule(boardOf(view), 'come with', (m) => m.black?.id === id)}`;
    }
  }
  const { players, neutral } = view;
  return `“${id}” is neither a player nor neutral (players: ${players.join(', ')}${neutral.length ? `; neutral: ${neutral.join(', ')}` : ''})`;
}

/** Why an id cannot be used where only a player can: a neutral "is neutral and …", anyone else unknown. */
export function notAPlayer(view: BoardView, id: string, neutralWhy: string): string {
  return view.neutral.includes(id) ? `“${id}” is neutral and ${neutralWhy}` : unknownId(view, id);
}
