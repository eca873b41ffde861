import { describe, expect, it } from 'vitest';
import { type MovesGuide, movesLeft } from '../../../src/rules';

/** A card moving up to 2 of the taker's own and 2 of others', with the Church's black caballeros in Galicia. */
const guide = (ownOwners: readonly string[] | undefined): MovesGuide => ({
  kind: 'moves',
  available: true,
  maxTotal: 4,
  maxOwn: 2,
  maxForeign: 2,
  fromOneRegion: false,
  allOwnFromOne: false,
  mayStay: false,
  owners: ['red', 'blue', 'church'],
  ...(ownOwners ? { ownOwners } : {}),
  sources: [{ region: 'galicia', pieces: { red: 3, blue: 2, church: 2 }, targets: ['aragon', 'castillo'] }],
});

describe('black caballeros in what a moving card still allows', () => {
  it("counts the Church's caballeros as the holder's own: once two of them moved, none of red's may", () => {
    const left = movesLeft(guide(['red', 'church']), 'red', [
      { owner: 'church', from: 'galicia', to: 'aragon', count: 2 },
    ]);
    expect(left).toMatchObject({ own: 2, foreign: 0, total: 2 });
    expect(left.sources[0]?.movable).toEqual({ blue: 2 });
  });

  it("counts them as others' for a player who does not hold the marker", () => {
    const left = movesLeft(guide(['red']), 'red', [{ owner: 'church', from: 'galicia', to: 'aragon', count: 2 }]);
    expect(left).toMatchObject({ own: 0, foreign: 2, total: 2 });
    expect(left.sources[0]?.movable).toEqual({ red: 2 });
  });

  it("without a list of the taker's own, only the taker's colour is own", () => {
    const left = movesLeft(guide(undefined), 'red', [{ owner: 'church', from: 'galicia', to: 'aragon', count: 1 }]);
    expect(left).toMatchObject({ own: 0, foreign: 1 });
  });
});
