import { computed, type ReadonlySignal } from '@preact/signals-core';
import { colourWords } from '../colours';
import { message, say } from '../i18n/speech';
import type {
  BoardAreaId,
  EditionId,
  ExtraAreaId,
  MobileScoreboardId,
  ModuleId,
  ModuleOptions,
  RegionId,
  RoleId,
  ScoringKind,
  TieRule,
} from '../rules';
import { SNAPSHOT_FORMAT, type SNAPSHOT_FORMAT_2 } from '../snapshot/schema';

/** The tie rule and the readings of the modules on (an option left out takes its default). */
export type DraftRules = { tie: TieRule } & Partial<ModuleOptions>;

/**
 * The board snapshot as the calculator edits it: exactly the public snapshot format, formats 1 and 2.
 * The fields after `castilloDestinations` in the contract's order are format 2's; each is left out
 * (undefined) while its module is off.
 */
export interface SnapshotJson {
  format: typeof SNAPSHOT_FORMAT | typeof SNAPSHOT_FORMAT_2;
  edition: EditionId;
  modules?: ModuleId[] | undefined;
  rules: DraftRules;
  players: string[];
  neutral: string[];
  king: BoardAreaId;
  grandes: Partial<Record<string, BoardAreaId>>;
  mobileScoreboards: Partial<Record<MobileScoreboardId, BoardAreaId>>;
  printedValues?: Partial<Record<ExtraAreaId, number[]>> | undefined;
  pieces: Partial<Record<BoardAreaId, Record<string, number>>>;
  roles?: Partial<Record<RoleId, string>> | undefined;
  church?: { holder: string | null } | undefined;
  inquisitor?: { holder: string | null } | undefined;
  limitTable?: { area: BoardAreaId; onTable: Record<string, number> } | undefined;
  granada?: 'muslim' | 'conquered' | undefined;
  quarantine?: RegionId | undefined;
  conspiracy?: boolean | undefined;
  revolution?: { grande: string } | undefined;
  castilloDestinations: Partial<Record<string, RegionId>>;
  score: ScoreJson;
}

/** One move inside a general scoring (Grandissimo's Free choice). */
export interface InterludeMoveJson {
  id: string;
  from: BoardAreaId;
  to: BoardAreaId;
  count: number;
}

export interface DeliveryJson {
  gold: number;
  wares: number;
}

/** Kinds that need nothing besides the board. */
export type PlainKind = Exclude<
  ScoringKind,
  'general' | 'area' | 'areas' | 'top-value' | 'unique-choices' | 'delivery'
>;

export type ScoreJson =
  | { kind: PlainKind }
  | {
      kind: 'general';
      limitTableArrivals?: Record<string, number> | undefined;
      interludeMoves?: InterludeMoveJson[] | undefined;
    }
  | { kind: 'area'; area: BoardAreaId }
  | { kind: 'areas'; areas: BoardAreaId[] }
  | { kind: 'top-value'; values: number[] }
  | { kind: 'unique-choices'; choices: Partial<Record<string, RegionId>> }
  | { kind: 'delivery'; deliveries: Record<string, DeliveryJson> };

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
