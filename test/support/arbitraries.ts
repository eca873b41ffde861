import fc from 'fast-check';

import {
  AREA_IDS,
  type AreaId,
  EDITION_IDS,
  REGION_IDS,
  type RegionId,
  type ScoringBoard,
  type ScoringRequest,
  type ScoringRules,
} from '../../src/rules';
import { rules } from './boards';

const ID_POOL = ['red', 'blue', 'yellow', 'green', 'black', 'white', 'orange'];

export const region = fc.constantFrom(...REGION_IDS);
export const area = fc.constantFrom(...AREA_IDS);

/** Any legal snapshot board: 2–5 players, maybe a neutral colour, up to 6 per colour per area and never more than 30 in all. */
export const scoringBoard: fc.Arbitrary<ScoringBoard> = fc
  .record({
    ids: fc.shuffledSubarray(ID_POOL, { minLength: 3, maxLength: 6 }),
    playerCount: fc.integer({ min: 2, max: 5 }),
    withNeutral: fc.boolean(),
    king: region,
    grandeRegions: fc.array(fc.option(region, { nil: undefined }), { minLength: 5, maxLength: 5 }),
    mobile: fc.tuple(fc.option(area, { nil: undefined }), fc.option(area, { nil: undefined })),
    counts: fc.array(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 6, maxLength: 6 }), {
      minLength: AREA_IDS.length,
      maxLength: AREA_IDS.length,
    }),
  })
  .map(({ ids, playerCount, withNeutral, king, grandeRegions, mobile, counts }) => {
    const players = ids.slice(0, Math.min(playerCount, ids.length - (withNeutral ? 1 : 0)));
    const neutral = withNeutral ? [ids[ids.length - 1] as string] : [];
    const participants = [...players, ...neutral];
    const grandes: Partial<Record<string, RegionId>> = {};
    players.forEach((id, i) => {
      const r = grandeRegions[i];
      if (r) grandes[id] = r;
    });
    const pieces: Partial<Record<AreaId, Record<string, number>>> = {};
    const used = new Map<string, number>();
    AREA_IDS.forEach((a, i) => {
      const entry: Record<string, number> = {};
      participants.forEach((id, j) => {
        // A colour has 30 caballeros: later areas get what is left.
        const n = Math.min(counts[i]?.[j] ?? 0, 30 - (used.get(id) ?? 0));
        used.set(id, (used.get(id) ?? 0) + n);
        if (n > 0) entry[id] = n;
      });
      pieces[a] = entry;
    });
    const [eight, four] = mobile;
    return {
      players,
      neutral,
      king,
      grandes,
      mobileScoreboards: { ...(eight ? { '8-4-0': eight } : {}), ...(four && four !== eight ? { '4-0-0': four } : {}) },
      pieces,
    };
  })
  .filter((b) => b.players.length >= 2);

export const scoringRules: fc.Arbitrary<ScoringRules> = fc
  .record({
    edition: fc.constantFrom(...EDITION_IDS),
    tie: fc.constantFrom('official' as const, 'shift-by-tied' as const),
  })
  .map(({ edition, tie }) => rules(edition, { tie }));

/** A scoring request that fits the board: every participant gets a disk region, every player a choice. */
export function scoringRequest(board: ScoringBoard): fc.Arbitrary<ScoringRequest> {
  const participants = [...board.players, ...board.neutral];
  const perParticipant = (ids: readonly string[]) =>
    fc
      .array(region, { minLength: ids.length, maxLength: ids.length })
      .map((rs) => Object.fromEntries(ids.map((id, i) => [id, rs[i] as RegionId])));
  return fc.oneof(
    perParticipant(participants).map((castilloDestinations) => ({ kind: 'general' as const, castilloDestinations })),
    area.map((a) => ({ kind: 'area' as const, area: a })),
    fc.subarray([4, 5, 6, 7, 8], { minLength: 1 }).map((values) => ({ kind: 'top-value' as const, values })),
    fc.constant({ kind: 'first-place-only' as const }),
    fc.constant({ kind: 'most' as const }),
    fc.constant({ kind: 'fewest' as const }),
    perParticipant(board.players).map((choices) => ({ kind: 'unique-choices' as const, choices })),
  );
}
