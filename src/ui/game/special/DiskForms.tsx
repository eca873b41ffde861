import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { message } from '../../../i18n/speech';

import {
  type DisksGuide,
  type EvictionGuide,
  type GameRegionId,
  listOf,
  type PicksGuide,
  tableRegions,
} from '../../../rules';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { DiskEntry } from '../DiskEntry';
import { PlayerChoiceTable } from '../PlayerChoiceTable';
import { shortAreaIn } from '../tableWords';
import type { FormProps } from './formProps';

/** Return one of each: the taker names, per colour, the region that colour loses one from. */
export function PicksForm({ guide, state, nameOf, areaName, onAction }: FormProps<PicksGuide>) {
  const picks = useSignal<Record<string, GameRegionId>>({});
  const needed = guide.picks.filter((p) => p.regions.length > 0);
  useEffect(() => {
    if (needed.length === 0) onAction({ kind: 'picks', picks: {} });
  }, []);
  const pick = (player: string, region: GameRegionId) => {
    picks.value = { ...picks.value, [player]: region };
    onAction(
      { kind: 'picks', picks: picks.value },
      needed.every((q) => !q.required || picks.value[q.player] !== undefined),
    );
  };
  const labelOf = (player: string) => message('special.picks.label', { name: nameOf(player), count: guide.each });
  // Several players: one table of every player's choice, so the step stays whole on a tablet.
  if (needed.length > 1)
    return (
      <PlayerChoiceTable
        label={message('special.picks.table')}
        players={needed.map((p) => p.player)}
        chosen={picks.value}
        labelOf={labelOf}
        regionsFor={(id) => needed.find((p) => p.player === id)?.regions ?? []}
        nameOf={nameOf}
        areaName={areaName}
        shortName={shortAreaIn(state)}
        order={tableRegions(state)}
        onSet={pick}
      />
    );
  return (
    <>
      {needed.map((p) => (
        <ChoiceGroup
          key={p.player}
          label={labelOf(p.player)}
          value={picks.value[p.player]}
          options={p.regions.map((r) => ({ id: r, label: areaName(r), short: shortAreaIn(state)(r) }))}
          onChange={(r) => pick(p.player, r)}
        />
      ))}
    </>
  );
}

const PURPOSE: Readonly<Record<DisksGuide['purpose'], string>> = {
  'return-2': 'special.disks.returnTwo',
  'return-all': 'special.disks.returnAll',
  'score-unique-choices': 'special.disks.scoreUnique',
};

/** Secret disks for a card: every setter at once, openly or by passing the tablet. */
export function DisksForm({ guide, state, nameOf, areaName, diskEntry, onAction }: FormProps<DisksGuide>) {
  const setters = guide.setters.filter((s) => s.regions.length > 0);
  useEffect(() => {
    if (setters.length === 0) onAction({ kind: 'disks', disks: {} });
  }, []);
  return (
    <>
      <p>{message(PURPOSE[guide.purpose])}</p>
      {setters.length === 0 ? (
        <p>{message('special.disks.nobody')}</p>
      ) : (
        <DiskEntry
          mode={diskEntry}
          players={setters.map((s) => s.player)}
          regionsFor={(id) => setters.find((s) => s.player === id)?.regions ?? []}
          nameOf={nameOf}
          areaName={areaName}
          shortName={shortAreaIn(state)}
          onChange={(disks, complete) => onAction({ kind: 'disks', disks }, complete)}
        />
      )}
    </>
  );
}

/** Eviction: the taker names a region; each player evicted from it sets a disk for where theirs go. */
export function EvictionForm({ guide, state, nameOf, areaName, diskEntry, onAction }: FormProps<EvictionGuide>) {
  const region = useSignal<GameRegionId | undefined>(undefined);
  const chosen = guide.regions.find((r) => r.region === region.value);
  return (
    <>
      <ChoiceGroup
        label={message('special.eviction.region')}
        value={region.value}
        options={guide.regions.map((r) => ({
          id: r.region,
          label: r.evicted.length
            ? message('special.eviction.option', {
                area: areaName(r.region),
                evicted: listOf(
                  r.evicted.map((e) => `${nameOf(e.player)} ${e.count}`),
                  'plain',
                ),
              })
            : message('special.eviction.optionEmpty', { area: areaName(r.region) }),
        }))}
        onChange={(r) => {
          region.value = r;
          const next = guide.regions.find((x) => x.region === r);
          onAction({ kind: 'eviction', region: r, disks: {} }, next !== undefined && next.evicted.length === 0);
        }}
      />
      {chosen && chosen.evicted.length > 0 && (
        <>
          <p class="hint">
            {message('special.eviction.hint', {
              areas: listOf((chosen.evicted[0]?.toCourt ?? []).map(areaName), 'or'),
            })}
          </p>
          <DiskEntry
            key={chosen.region}
            mode={diskEntry}
            players={chosen.evicted.map((e) => e.player)}
            regionsFor={(id) => chosen.evicted.find((e) => e.player === id)?.regions ?? []}
            nameOf={nameOf}
            areaName={areaName}
            shortName={shortAreaIn(state)}
            onChange={(disks, complete) => onAction({ kind: 'eviction', region: chosen.region, disks }, complete)}
          />
        </>
      )}
    </>
  );
}
