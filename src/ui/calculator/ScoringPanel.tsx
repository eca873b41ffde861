import { useMemo } from 'preact/hooks';
import type { CalculatorModel } from '../../calculator/calculatorModel';
import { type DraftPartsProps, draftShowing, nameAtTable, sameDraftParts } from '../../calculator/draft';
import { kindsOf, tableOf } from '../../calculator/draftTable';
import { message, say } from '../../i18n/speech';
import { areaWords, type BoardAreaId, REGION_IDS, type RegionId, type ScoringKind, scorableAreas } from '../../rules';
import { memoBy } from '../components/memoBy';
import { Select } from '../components/Select';
import { Deliveries } from './scoring/Deliveries';
import { GeneralChoices } from './scoring/GeneralChoices';
import { OrderedAreas } from './scoring/OrderedAreas';

const TOP_VALUES: readonly { id: string; values: number[] }[] = [
  { id: '4', values: [4] },
  { id: '5', values: [5] },
  { id: '6-7', values: [6, 7] },
  { id: '8', values: [8] },
];

/** Which scoring to run now, and what it needs: an area, the top value, the secret disks, the discs delivered. */
export function ScoringPanel({ model }: { model: CalculatorModel }) {
  const { snapshot, names } = useMemo(() => draftShowing(model.draft, sameScoringParts), [model]).value;
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
/** What the form shows: a count typed outside the Castillo changes none of it. */
const sameScoringParts = <M,>(a: DraftPartsProps<M>, b: DraftPartsProps<M>) =>
  sameParts(a, b) && a.snapshot.pieces.castillo === b.snapshot.pieces.castillo;

// Redrawn only when the parts of the draft it shows changed: a count typed outside the Castillo changes none of them.
const ScoringForm = memoBy<DraftPartsProps<CalculatorModel>>(function ScoringForm({ model, snapshot, names }) {
  const nameOf = (id: string) => nameAtTable(names, id);
  const table = tableOf(snapshot);
  const regions = REGION_IDS.map((id) => ({ id, label: say(areaWords(snapshot.edition, id)) }));
  // Areas a card can score on this table, as the engine lists them (a Muslim Granada never).
  const scorable = scorableAreas(table, snapshot.granada);
  const score = snapshot.score;
  return (
    <section class="panel scoring-panel" aria-labelledby="scoring-heading">
      <h2 id="scoring-heading">{message('calc.scoring')}</h2>
      <Select<ScoringKind>
        label={message('calc.score')}
        value={score.kind}
        options={kindsOf(table).map((id) => ({ id, label: message(`calc.kind.${id}`) }))}
        onChange={(k) => k && model.setScoreKind(k)}
      />
      {score.kind === 'area' && (
        <Select<BoardAreaId>
          label={message('calc.area')}
          value={score.area}
          options={scorable.map((id) => ({ id, label: say(areaWords(snapshot.edition, id)) }))}
          onChange={(a) => a && model.setScore({ kind: 'area', area: a })}
        />
      )}
      {score.kind === 'areas' && (
        <OrderedAreas model={model} edition={snapshot.edition} areas={scorable} chosen={score.areas} />
      )}
      {score.kind === 'top-value' && (
        <Select
          label={message('calc.regionsWorth')}
          value={TOP_VALUES.find((t) => t.values.join() === score.values.join())?.id}
          options={TOP_VALUES.map((t) => ({ id: t.id, label: message(`calc.topValue.${t.id}`) }))}
          onChange={(id) =>
            model.setScore({ kind: 'top-value', values: TOP_VALUES.find((t) => t.id === id)?.values ?? [4] })
          }
        />
      )}
      {score.kind === 'unique-choices' &&
        snapshot.players.map((id) => (
          <Select<RegionId>
            key={id}
            label={message('calc.diskOf', { who: nameOf(id) })}
            value={score.choices[id]}
            none={message('calc.noRegion')}
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
}, sameScoringParts);
