import { type BoardAreaId, EDITIONS, REGION_IDS, type RegionId, type ScoringKind, scorableAreas } from '../../rules';
import { memoBy } from '../components/memoBy';
import { Select } from '../components/Select';
import type { CalculatorModel } from './calculatorModel';
import { type DraftPartsProps, nameAtTable, sameDraftParts } from './draft';
import { kindsOf, tableOf } from './draftTable';
import { Deliveries } from './scoring/Deliveries';
import { GeneralChoices } from './scoring/GeneralChoices';
import { OrderedAreas } from './scoring/OrderedAreas';

const KIND_LABELS: Readonly<Record<ScoringKind, string>> = {
  general: 'General scoring (after rounds 3, 6, 9)',
  area: 'One area',
  'top-value': 'All regions worth 4 / 5 / 6 and 7',
  'first-place-only': 'First places only',
  most: 'Region(s) with the most caballeros',
  fewest: 'Region(s) with the fewest caballeros',
  'unique-choices': 'Regions picked by one player only',
  areas: 'Several areas, in the order given',
  'new-regions': 'All four new regions',
  'granada-conquest': 'Granada falls: scored double',
  delivery: 'Gold and Wares brought to Spain',
};

const TOP_VALUES: readonly { id: string; label: string; values: number[] }[] = [
  { id: '4', label: '“4” regions', values: [4] },
  { id: '5', label: '“5” regions', values: [5] },
  { id: '6-7', label: '“6 and 7” regions', values: [6, 7] },
  { id: '8', label: '“8” regions (8/4/0 scoreboard)', values: [8] },
];

/** Which scoring to run now, and what it needs: an area, the top value, the secret disks, the discs delivered. */
export function ScoringPanel({ model }: { model: CalculatorModel }) {
  const { snapshot, names } = model.draft.value;
  return <ScoringForm model={model} snapshot={snapshot} names={names} />;
}

const sameParts = sameDraftParts([
  'edition',
  'modules',
  'players',
  'neutral',
  'score',
  'castilloDestinations',
  'limitTable',
]);

// Redrawn only when the parts of the draft it shows changed: a count typed outside the Castillo changes none of them.
const ScoringForm = memoBy<DraftPartsProps<CalculatorModel>>(
  function ScoringForm({ model, snapshot, names }) {
    const nameOf = (id: string) => nameAtTable(names, id);
    const edition = EDITIONS[snapshot.edition];
    const table = tableOf(snapshot);
    const regions = REGION_IDS.map((id) => ({ id, label: edition.areaName(id) }));
    // Areas a card can score on this table, as the engine lists them (a Muslim Granada never).
    const scorable = scorableAreas(table, snapshot.granada);
    const score = snapshot.score;
    return (
      <section class="panel" aria-labelledby="scoring-heading">
        <h2 id="scoring-heading">Scoring</h2>
        <Select<ScoringKind>
          label="Score"
          value={score.kind}
          options={kindsOf(table).map((id) => ({ id, label: KIND_LABELS[id] }))}
          onChange={(k) => k && model.setScoreKind(k)}
        />
        {score.kind === 'area' && (
          <Select<BoardAreaId>
            label="Area"
            value={score.area}
            options={scorable.map((id) => ({ id, label: edition.areaName(id) }))}
            onChange={(a) => a && model.setScore({ kind: 'area', area: a })}
          />
        )}
        {score.kind === 'areas' && (
          <OrderedAreas model={model} edition={snapshot.edition} areas={scorable} chosen={score.areas} />
        )}
        {score.kind === 'top-value' && (
          <Select
            label="Regions worth"
            value={TOP_VALUES.find((t) => t.values.join() === score.values.join())?.id}
            options={TOP_VALUES}
            onChange={(id) =>
              model.setScore({ kind: 'top-value', values: TOP_VALUES.find((t) => t.id === id)?.values ?? [4] })
            }
          />
        )}
        {score.kind === 'unique-choices' &&
          snapshot.players.map((id) => (
            <Select<RegionId>
              key={id}
              label={`${nameOf(id)}'s disk`}
              value={score.choices[id]}
              none="no region"
              options={regions}
              onChange={(r) => {
                const choices = { ...score.choices };
                if (r) choices[id] = r;
                else delete choices[id];
                model.setScore({ kind: 'unique-choices', choices });
              }}
            />
          ))}
        {score.kind === 'delivery' && (
          <Deliveries model={model} players={snapshot.players} deliveries={score.deliveries} />
        )}
        {score.kind === 'general' && <GeneralChoices model={model} snapshot={snapshot} table={table} />}
      </section>
    );
  },
  (a, b) => sameParts(a, b) && a.snapshot.pieces.castillo === b.snapshot.pieces.castillo,
);
