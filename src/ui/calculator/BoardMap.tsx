import { BoardMap as SharedBoardMap } from '../map/BoardMap';
import type { CalculatorModel } from './calculatorModel';

/**
 * The calculator's board on the shared map: tapping an area selects it for entry. It shows the board the
 * result is for.
 */
export function BoardMap({ model }: { model: CalculatorModel }) {
  const snapshot = model.shownSnapshot.value;
  return (
    <SharedBoardMap
      view={{
        edition: snapshot.edition,
        king: snapshot.king,
        colours: [...snapshot.players, ...snapshot.neutral],
        nameOf: model.nameOf,
        count: model.shownCountOf,
        grandes: snapshot.grandes,
        mobileScoreboards: snapshot.mobileScoreboards,
      }}
      interaction={{
        purpose: 'choose an area to enter its caballeros',
        selected: model.selectedArea.value,
        onSelect: (area) => (model.selectedArea.value = area),
      }}
    />
  );
}
