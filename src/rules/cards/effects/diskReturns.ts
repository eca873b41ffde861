import { isRegion } from '../../board/isRegion';
import { areaWordsIn, ruleOf } from '../../editions/ruleOf';
import type { RegionId } from '../../state/areaIds';
import { fail, ok } from '../../state/result';
import { changeArea, changeProvinces, countIn, playerIds, playerWords, takableRegions } from '../../state/stateHelpers';
import type { GameState, PlayerId } from '../../state/types';
import { listOf, words } from '../../state/words';
import { checkRegionFor } from '../../table/checks';
import type { RegionChoiceGuide } from '../guides/types';
import { wrongKind } from './_lib/wrongKind';
import { defineEffect } from './effect';

const EXPECTS = '{ kind: "disks", disks: { player: region } }';

/** How many caballeros each other player sends back from the region on their disk (Infinity: all there). */
export const DISK_RETURN_WANTED = {
  'disk-return-2': 2,
  'disk-return-all': Number.POSITIVE_INFINITY,
} as const;

/** The players who set a disk for a secret-disk return: every scoring player but the taker. */
export const diskReturnSetters = (state: GameState, taker: PlayerId): PlayerId[] =>
  playerIds(state).filter((p) => p !== taker);

/**
 * A secret-disk return: each other player names a region holding their caballeros (not the King's
 * region) and sends some back to the provinces. `wanted` is how many to send (Infinity: all); a
 * region must hold that many when any region does, otherwise one holding at least one will do.
 */
function diskReturnEffect<const Id extends keyof typeof DISK_RETURN_WANTED>(id: Id) {
  const wanted = DISK_RETURN_WANTED[id];
  return defineEffect({
    id,
    topic: 'stack-2',
    words: words(`effect.${id}`),
    kinds: ['disks'],
    expects: EXPECTS,
    guide: (state, player) => {
      const setters = diskReturnSetters(state, player).map((other): RegionChoiceGuide<RegionId> => {
        const regions = diskChoices(state, other, wanted);
        const loses = Object.fromEntries(regions.map((r) => [r, Math.min(wanted, countIn(state, r, other))]));
        return { player: other, regions, required: regions.length > 0, loses };
      });
      return [{ kind: 'disks', available: true, purpose: id === 'disk-return-2' ? 'return-2' : 'return-all', setters }];
    },
    apply(state, action, context) {
      if (action?.kind !== 'disks') return wrongKind(state, action, context, EXPECTS);
      const rule = ruleOf(state, 'stack-2');
      const others = diskReturnSetters(state, context.player);
      const unknown = Object.keys(action.disks ?? {}).find((p) => !others.includes(p));
      if (unknown)
        return fail(
          'disks/not-affected',
          words('refusal.disks/not-affected', { player: playerWords(state, unknown) }),
          rule,
        );
      let next: GameState = state;
      for (const other of others) {
        const choices = diskChoices(state, other, wanted);
        const pick = action.disks?.[other];
        if (pick === undefined) {
          if (!context.partial && choices.length > 0)
            return fail('disks/missing', words('refusal.disks/missing', { player: playerWords(state, other) }), rule, {
              player: other,
            });
          continue;
        }
        const region = checkRegionFor(state, pick, words('flow.what.disk', { who: playerWords(state, other) }), 'disk');
        if (!region.ok) return region;
        if (!choices.includes(region.value)) {
          return fail(
            'disks/not-allowed',
            words('refusal.disks/not-allowed', {
              player: playerWords(state, other),
              area: areaWordsIn(state, region.value),
              choices: listOf(
                choices.map((r) => areaWordsIn(state, r)),
                'plain',
              ),
              any: choices.length > 0 ? 'yes' : 'no',
            }),
            rule,
            {
              player: other,
              allowed: choices,
            },
          );
        }
        const count = Math.min(wanted, countIn(state, region.value, other));
        next = changeProvinces(changeArea(next, region.value, other, -count), other, count);
      }
      return ok(next);
    },
  });
}

/** Regions a player may name on the disk for a return of `wanted` caballeros. */
export function diskChoices(state: GameState, player: PlayerId, wanted: number): RegionId[] {
  // A disk shows only the nine regions: France (1995) is never named by one.
  const open = takableRegions(state, player).filter(isRegion);
  const full = Number.isFinite(wanted) ? open.filter((r) => countIn(state, r, player) >= wanted) : open;
  return full.length > 0 ? full : open;
}

export const diskReturn2 = diskReturnEffect('disk-return-2');
export const diskReturnAll = diskReturnEffect('disk-return-all');
