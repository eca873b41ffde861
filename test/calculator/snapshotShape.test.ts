/**
 * The calculator's board is the public snapshot's, read from its schema: the same fields, each area
 * named by its canonical id. These hold when the project compiles (`tsc` checks the tests too).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { SnapshotJson } from '../../src/calculator/draft';
import type { BoardAreaId, RegionId } from '../../src/rules';
import type { Snapshot2 } from '../../src/snapshot/schema';

describe('the calculator’s board type', () => {
  it('has exactly the fields of a format-2 snapshot', () => {
    expectTypeOf<keyof SnapshotJson>().toEqualTypeOf<keyof Snapshot2>();
  });

  it('holds areas by their canonical ids where the snapshot takes any of their names', () => {
    expectTypeOf<SnapshotJson['king']>().toEqualTypeOf<BoardAreaId>();
    expectTypeOf<SnapshotJson['pieces']>().toEqualTypeOf<
      Partial<Record<BoardAreaId, Partial<Record<string, number>>>>
    >();
    expectTypeOf<NonNullable<SnapshotJson['limitTable']>['area']>().toEqualTypeOf<BoardAreaId>();
    expectTypeOf<Snapshot2['king']>().not.toEqualTypeOf<BoardAreaId>();
  });

  it('always holds what a snapshot may leave out as none, and regions where a rule names regions', () => {
    expectTypeOf<SnapshotJson['neutral']>().toEqualTypeOf<string[]>();
    expectTypeOf<SnapshotJson['castilloDestinations']>().toEqualTypeOf<Partial<Record<string, RegionId>>>();
    expectTypeOf<SnapshotJson['quarantine']>().toEqualTypeOf<RegionId | undefined>();
  });
});
