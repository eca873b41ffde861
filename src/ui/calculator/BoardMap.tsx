import type { CalculatorModel } from '../../calculator/calculatorModel';
import { entryAreas, idsOnTable } from '../../calculator/draftTable';
import { message } from '../../i18n/speech';
import { type BoardAreaId, isExtraArea } from '../../rules';
import { BoardMapOf } from '../map/BoardMap';
import { roleMarks } from '../map/roleMarks';

/**
 * The calculator's board on the shared map, with every area its modules put on the table: tapping an
 * area where caballeros can stand selects it for entry. It shows the board the result is for.
 */
export function BoardMap({ model }: { model: CalculatorModel }) {
  const snapshot = model.shownSnapshot.value;
  const table = model.shownTable.value;
  const areas = table.areas.map((a) => a.id);
  const valuesOf = (area: BoardAreaId): readonly number[] | undefined => {
    const values = table.area(area)?.values;
    if (!values || !isExtraArea(area)) return undefined;
    return values.from === 'printed' ? values.values : values.from === 'entered' ? snapshot.printedValues?.[area] : [];
  };
  const roles = snapshot.roles ?? {};
  const holders = Object.fromEntries(Object.entries(roles).filter(([, id]) => typeof id === 'string'));
  const notesOf = (area: BoardAreaId): readonly string[] => [
    ...(snapshot.limitTable?.area === area
      ? [
          message('calc.note.limitTable', {
            onTable:
              Object.entries(snapshot.limitTable.onTable)
                .flatMap(([id, n]) => (n ? [message('map.count', { who: model.nameOf(id), count: n })] : []))
                .join(', ') || message('outcome.nobody'),
          }),
        ]
      : []),
    ...(area === 'granada' && snapshot.granada === 'muslim' ? [message('calc.note.muslim')] : []),
    ...(area === snapshot.quarantine ? [message('calc.note.quarantined')] : []),
    ...(table.area(area)?.type === 'exile' ? [message('calc.note.exile')] : []),
    ...(table.area(area)?.type === 'holding' ? [message('calc.note.neverScored')] : []),
  ];
  return (
    <BoardMapOf<BoardAreaId>
      areas={areas}
      view={{
        edition: snapshot.edition,
        king: snapshot.king,
        colours: idsOnTable(snapshot, table),
        nameOf: model.nameOf,
        count: model.shownCountOf,
        grandes: snapshot.grandes,
        mobileScoreboards: snapshot.mobileScoreboards,
        valuesOf,
        notesOf,
        marksOf: (area) => roleMarks(table.modules, area, holders, model.nameOf),
      }}
      interaction={{
        purpose: message('calc.mapPurpose'),
        selected: model.selectedArea.value,
        active: entryAreas(table),
        onSelect: (area) => (model.selectedArea.value = area),
      }}
    />
  );
}
