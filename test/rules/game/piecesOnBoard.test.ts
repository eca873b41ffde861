import { describe, expect, it } from 'vitest';
import { blackPieceHolders, blackPiecesInPlay, piecesOnBoard } from '../../../src/rules/game/piecesOnBoard';
import { newGame } from '../flow/_tables';

describe('the pieces a screen shows on the board', () => {
  it('a base game shows the colours at the table and no black caballeros', () => {
    const state = newGame();
    expect(blackPiecesInPlay(state)).toEqual([]);
    expect(piecesOnBoard(state)).toEqual(state.setup.players.map((p) => p.id));
    expect(blackPieceHolders(state)).toEqual([]);
  });

  it('with the Church its black caballeros come after the colours, and nobody holds its marker at first', () => {
    const state = newGame({ modules: ['church'] });
    expect(blackPiecesInPlay(state)).toEqual(['church']);
    expect(piecesOnBoard(state)).toEqual([...state.setup.players.map((p) => p.id), 'church']);
    expect(blackPieceHolders(state)).toEqual([{ id: 'church', holder: null }]);
  });

  it('names the holder of the Church marker once someone holds it', () => {
    const state = newGame({ modules: ['church'] });
    const held = { ...state, modules: { ...state.modules, holders: { church: 'blue' } } };
    expect(blackPieceHolders(held)).toEqual([{ id: 'church', holder: 'blue' }]);
  });

  it('other modules bring no black caballeros', () => {
    const state = newGame({ modules: ['granada-1995', 'home-advantage'] });
    expect(blackPiecesInPlay(state)).toEqual([]);
  });
});
