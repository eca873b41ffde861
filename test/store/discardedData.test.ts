import { describe, expect, it } from 'vitest';
import { discardedOnOpen } from '../../src/store/discardedData';

const event = (fields: Record<string, unknown>) => fields as unknown as Event;

describe('telling a first visit from stored data the browser threw away', () => {
  it('reports a database opened from nothing when the browser says the data was lost as a whole', () => {
    expect(discardedOnOpen(0, event({ dataLoss: 'total', dataLossMessage: ' checksum mismatch\n' }), 5)).toEqual({
      at: 5,
      reason: 'checksum mismatch',
    });
    expect(discardedOnOpen(0, event({ dataLoss: 'total' }), 5)).toEqual({ at: 5, reason: undefined });
  });

  it('says nothing for a first visit, an upgrade of an existing database, or a browser that does not report losses', () => {
    expect(discardedOnOpen(0, event({ dataLoss: 'none' }), 5)).toBeUndefined();
    expect(discardedOnOpen(0, event({}), 5)).toBeUndefined();
    expect(discardedOnOpen(0, undefined, 5)).toBeUndefined();
    expect(discardedOnOpen(1, event({ dataLoss: 'total' }), 5)).toBeUndefined();
  });
});
