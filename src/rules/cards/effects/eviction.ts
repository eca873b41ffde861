import { areaWordsIn, ruleOf } from '../../editions/ruleOf';
import type { GameRegionId, RegionId } from '../../state/areaIds';
import { fail, ok } from '../../state/result';
import {
  changeArea,
  changeCourt,
  countIn,
  isTaboo,
  playerIds,
  playerWords,
  tableRegions,
} from '../../state/stateHelpers';
import type { GameState, PlayerId } from '../../state/types';
import { words } from '../../state/words';
import { checkRegionFor, checkTableRegion } from '../../table/checks';
import { quarantineRefusal } from '../../table/quarantine';
import type { EvictionGuide } from '../guides/types';
import { diskRegions } from './_lib/boardChoices';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

const EXPECTS = '{ kind: "eviction", region, disks: { player: region } }';

/** The players whose caballeros leave an evicted region: every scoring player but the taker with some there. */
export const evictedPlayers = (state: GameState, taker: PlayerId, region: GameRegionId): PlayerId[] =>
  playerIds(state).filter((p) => p !== taker && countIn(state, region, p) > 0);

/**
 * Where evicted caballeros go for a disk: its region, or the court when it names the King's region or the
 * evicted one.
 */
export const evictionDestination = (state: GameState, evicted: GameRegionId, disk: RegionId): RegionId | 'court' =>
  isTaboo(state, disk) || disk === evicted ? 'court' : disk;

/**
 * Eviction (2023: Coup): the taker names a region; every other player with caballeros there moves
 * all of them to the region on their disk. A disk naming the King's region or the evicted region
 * itself sends them to the court. The dummy cannot choose and is passed over.
 */
export const eviction = defineEffect({
  id: 'eviction',
  topic: 'stack-4',
  words: words('effect.eviction'),
  kinds: ['eviction'],
  expects: EXPECTS,
  guide: (state, player) => [evictionGuide(state, player)],
  apply(state, action, context) {
    if (action?.kind !== 'eviction') return wrongKind(state, action, context, EXPECTS);
    const rule = ruleOf(state, 'stack-4');
    // France (1995) may be named: the taker names it, only the disks are limited to the nine regions.
    const named = checkTableRegion(state, action.region, words('flow.what.evicted'));
    if (!named.ok) return named;
    if (named.value === state.king) {
      return fail(
        'king/region-taboo',
        words('refusal.king/region-taboo.eviction', { area: areaWordsIn(state, named.value) }),
        ruleOf(state, 'king-region'),
      );
    }
    const quarantined = quarantineRefusal(state, named.value, 'leave');
    if (quarantined) return { ok: false, error: quarantined };
    const affected = evictedPlayers(state, context.player, named.value);
    const unknown = Object.keys(action.disks ?? {}).find((p) => !affected.includes(p));
    if (unknown)
      return fail(
        'disks/not-affected',
        words('refusal.disks/not-affected.eviction', {
          player: playerWords(state, unknown),
          area: areaWordsIn(state, named.value),
        }),
        rule,
      );
    let next: GameState = state;
    for (const other of affected) {
      const pick = action.disks?.[other];
      if (pick === undefined) {
        if (context.partial) continue;
        return fail(
          'disks/missing',
          words('refusal.disks/missing.eviction', { player: playerWords(state, other) }),
          rule,
          {
            player: other,
          },
        );
      }
      const to = checkRegionFor(state, pick, words('flow.what.disk', { who: playerWords(state, other) }), 'disk');
      if (!to.ok) return to;
      const count = countIn(state, named.value, other);
      next = changeArea(next, named.value, other, -count);
      const destination = evictionDestination(state, named.value, to.value);
      next = destination === 'court' ? changeCourt(next, other, count) : changeArea(next, destination, other, count);
    }
    return ok(next);
  },
});

/**
 * What the eviction asks for: each region the taker may name, with who would be evicted and where their disks
 * may send them.
 */
function evictionGuide(state: GameState, player: PlayerId): EvictionGuide {
  const regions = tableRegions(state)
    .filter((r) => !isTaboo(state, r))
    .map((region) => ({
      region,
      evicted: evictedPlayers(state, player, region).map((id) => {
        const choices = diskRegions(state, id, 'eviction');
        return {
          player: id,
          count: countIn(state, region, id),
          regions: choices,
          toCourt: choices.filter((to) => evictionDestination(state, region, to) === 'court'),
        };
      }),
    }));
  return { kind: 'eviction', available: regions.length > 0, regions };
}
