import { computed, type ReadonlySignal } from '@preact/signals-core';
import { colourWords } from '../colours';
import { message, say } from '../i18n/speech';
import type { ExtraAreaId, ModuleOptions, RegionId, RoleId, ScoringKind, TieRule } from '../rules';
import { SNAPSHOT_FORMAT, type SNAPSHOT_FORMAT_2 } from '../snapshot/schema';
import type { CanonicalSnapshot } from './snapshotShape';

/** The tie rule and the readings of the modules on (an option left out takes its default). */
export type DraftRules = { tie: TieRule } & Partial<ModuleOptions>;

/** Parts a snapshot may leave out (absent: none) that a draft always holds. */
type AlwaysHeld = 'neutral' | 'grandes' | 'mobileScoreboards' | 'castilloDestinations';

/** Parts the calculator holds narrower than the snapshot's any area or any id (see the fields below). */
type HeldNarrower = 'printedValues' | 'roles' | 'quarantine' | 'castilloDestinations';

/**
 * The board snapshot as the calculator edits it: the public snapshot's fields, read from its schema
 * (formats 1 and 2; format 1's are format 2's without the modules), each area by its canonical id.
 * The fields after `castilloDestinations` in the contract's order are format 2's; each is left out
 * (undefined) while its module is off.
 */
export type SnapshotJson = Omit<CanonicalSnapshot, 'format' | 'rules' | 'score' | AlwaysHeld | HeldNarrower> & {
  [K in Exclude<AlwaysHeld, HeldNarrower>]-?: NonNullable<CanonicalSnapshot[K]>;
} & {
  format: typeof SNAPSHOT_FORMAT | typeof SNAPSHOT_FORMAT_2;
  /** The tie rule always, and the readings of the modules on. */
  rules: DraftRules;
  /** Values entered only on the areas a module prints them on (the colonies, the 1995 France). */
  printedValues?: Partial<Record<ExtraAreaId, number[]>> | undefined;
  /** Who stands on each special space; a free space is left out. */
  roles?: Partial<Record<RoleId, string>> | undefined;
  /** A region: the Castillo and the extra areas are never quarantined. */
  quarantine?: RegionId | undefined;
  /** Where each player's Castillo caballeros go: regions only. */
  castilloDestinations: Partial<Record<string, RegionId>>;
  score: ScoreJson;
};

/** The scoring requests as the snapshot's schema reads them. */
type ScoreOfSnapshot = CanonicalSnapshot['score'];

/** One move inside a general scoring (Grandissimo's Free choice). */
export type InterludeMoveJson = NonNullable<Extract<ScoreOfSnapshot, { kind: 'general' }>['interludeMoves']>[number];

/** A delivery's Gold and Wares discs. */
export type DeliveryJson = NonNullable<Extract<ScoreOfSnapshot, { kind: 'delivery' }>['deliveries'][string]>;

/** Kinds that need nothing besides the board. */
export type PlainKind = Exclude<
  ScoringKind,
  'general' | 'area' | 'areas' | 'top-value' | 'unique-choices' | 'delivery'
>;

/** A scoring request as the snapshot's schema reads it; the regions a player chose are regions only. */
export type ScoreJson =
  | Exclude<ScoreOfSnapshot, { kind: 'unique-choices' }>
  | { kind: 'unique-choices'; choices: Partial<Record<string, RegionId>> };

/** A calculator board: the snapshot and the players' display names (names are not part of the snapshot). */
export interface CalculatorDraft {
  snapshot: SnapshotJson;
  names: Record<string, string>;
}

/** Where the King stands on a fresh board, and where he goes back when his area leaves the table. */
export const STARTING_KING: RegionId = 'castilla-la-nueva';

export function emptyDraft(): CalculatorDraft {
  return {
    snapshot: {
      format: SNAPSHOT_FORMAT,
      edition: 'classic',
      rules: { tie: 'official' },
      players: ['red', 'blue', 'yellow', 'green'],
      neutral: [],
      king: STARTING_KING,
      grandes: {},
      mobileScoreboards: {},
      pieces: {},
      castilloDestinations: {},
      score: { kind: 'general' },
    },
    names: {},
  };
}

/** A default request for a scoring kind, so switching kinds always leaves a complete snapshot. */
export function defaultScore(kind: ScoringKind, snapshot: SnapshotJson): ScoreJson {
  switch (kind) {
    case 'general':
      return { kind };
    case 'area':
      return { kind, area: snapshot.king };
    case 'areas':
      return { kind, areas: [] };
    case 'top-value':
      return { kind, values: [4] };
    case 'unique-choices':
      return { kind, choices: {} };
    case 'delivery':
      return { kind, deliveries: {} };
    default:
      return { kind };
  }
}

/** The black caballeros' names where a colour's would be: they stand for whoever holds them. */
const BLACK_PIECE_KEYS: Readonly<Record<string, string>> = {
  church: 'calc.black.church',
  inquisitor: 'calc.black.inquisitor',
};

/** A colour's name at this table: the one typed, or the colour's own name, capitalised alike everywhere. */
export const nameAtTable = (names: Readonly<Record<string, string>>, id: string): string =>
  names[id]?.trim() || blackPieceName(id) || say(colourWords(id));

const blackPieceName = (id: string): string | undefined => {
  const key = BLACK_PIECE_KEYS[id];
  return key && message(key);
};

/**
 * A panel drawn from parts of the draft; it reads them from its props, never from the draft signal, so it
 * redraws only when they change.
 */
export type DraftPartsProps<M> = { readonly model: M } & Readonly<Pick<CalculatorDraft, 'snapshot' | 'names'>>;

/** Whether the named parts of the draft are the same objects: an edit keeps every part it did not touch as it was. */
export const sameDraftParts =
  (keys: readonly (keyof SnapshotJson)[]) =>
  <M>(a: DraftPartsProps<M>, b: DraftPartsProps<M>): boolean =>
    a.model === b.model && a.names === b.names && keys.every((key) => a.snapshot[key] === b.snapshot[key]);

/**
 * The draft as a panel showing some of its parts reads it: the very same draft while those parts stay
 * as they were, so a count tapped elsewhere does not even redraw the panel's frame.
 */
export function draftShowing(
  draft: ReadonlySignal<CalculatorDraft>,
  same: (a: DraftPartsProps<unknown>, b: DraftPartsProps<unknown>) => boolean,
): ReadonlySignal<CalculatorDraft> {
  let shown = draft.peek();
  return computed(() => {
    const next = draft.value;
    if (!same({ model: undefined, ...shown }, { model: undefined, ...next })) shown = next;
    return shown;
  });
}
