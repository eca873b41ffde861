import type { AreaId, EditionId, MobileScoreboardId, RegionId, ScoringKind, TieRule } from '../../rules';
import { SNAPSHOT_FORMAT } from '../../snapshot/schema';
import { colourLabel } from '../colours';

/** The board snapshot as the calculator edits it: exactly the public snapshot format. */
export interface SnapshotJson {
  format: typeof SNAPSHOT_FORMAT;
  edition: EditionId;
  rules: { tie: TieRule };
  players: string[];
  neutral: string[];
  king: RegionId;
  grandes: Partial<Record<string, RegionId>>;
  mobileScoreboards: Partial<Record<MobileScoreboardId, AreaId>>;
  pieces: Partial<Record<AreaId, Record<string, number>>>;
  castilloDestinations: Partial<Record<string, RegionId>>;
  score: ScoreJson;
}

export type ScoreJson =
  | { kind: Exclude<ScoringKind, 'area' | 'top-value' | 'unique-choices'> }
  | { kind: 'area'; area: AreaId }
  | { kind: 'top-value'; values: number[] }
  | { kind: 'unique-choices'; choices: Partial<Record<string, RegionId>> };

/** A calculator board: the snapshot and the players' display names (names are not part of the snapshot). */
export interface CalculatorDraft {
  snapshot: SnapshotJson;
  names: Record<string, string>;
}

export function emptyDraft(): CalculatorDraft {
  return {
    snapshot: {
      format: SNAPSHOT_FORMAT,
      edition: 'classic',
      rules: { tie: 'official' },
      players: ['red', 'blue', 'yellow', 'green'],
      neutral: [],
      king: 'castilla-la-nueva',
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
    case 'area':
      return { kind, area: snapshot.king };
    case 'top-value':
      return { kind, values: [4] };
    case 'unique-choices':
      return { kind, choices: {} };
    default:
      return { kind };
  }
}

/** A colour's name at this table: the one typed, or the colour's own name, capitalised alike everywhere. */
export const nameAtTable = (names: Readonly<Record<string, string>>, id: string): string =>
  names[id]?.trim() || colourLabel(id);

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
