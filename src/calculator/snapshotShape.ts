import type { BoardAreaId } from '../rules';
import type { AreaName, Snapshot2 } from '../snapshot/schema';

/**
 * A part of the public snapshot as the calculator holds it: each area named by the canonical id it
 * stands for, where the snapshot may write any of its names; records keyed by area or by id hold
 * some of them.
 */
export type Canonical<T> = T extends AreaName
  ? BoardAreaId
  : T extends readonly (infer U)[]
    ? Canonical<U>[]
    : T extends object
      ? [keyof T] extends [never]
        ? T
        : [keyof T] extends [AreaName]
          ? Partial<Record<BoardAreaId, Canonical<T[keyof T]>>>
          : string extends keyof T
            ? Partial<Record<string, Canonical<T[string]>>>
            : { -readonly [K in keyof T]: Canonical<T[K]> }
      : T;

/** The format-2 snapshot's fields as the calculator holds them (see `SnapshotJson` for the few it holds narrower). */
export type CanonicalSnapshot = Canonical<Snapshot2>;
