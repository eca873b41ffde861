import type { Speaker } from '../../src/i18n/speaker';
import { areaWords, BLACK_IDS, type BoardAreaId, isOneOf, type SetupCommand, words } from '../../src/rules';
import { englishScreens } from './speech';

/** Names as the screens show them in the language they speak, from the record's own setup. */
export interface TableNames {
  readonly setup: SetupCommand;
  /** The language the screens speak. */
  readonly speaker: Speaker;
  readonly nameOf: (id: string) => string;
  /** An area's name as a form shows it. */
  readonly areaName: (area: BoardAreaId) => string;
  /** An area's name as the map's button opens, with a capital ("The Ship"). */
  readonly mapName: (area: BoardAreaId) => string;
}

export function tableNames(setup: SetupCommand, speaker: Speaker = englishScreens): TableNames {
  const colours = [...setup.players, ...(setup.dummy ? [setup.dummy] : [])];
  const areaName = (area: BoardAreaId) => speaker.say(areaWords(setup.edition, area));
  // The new-game screen keeps a name without the spaces around it, and the screens show it so.
  return {
    setup,
    speaker,
    // Black caballeros (the Church's) are named by whom they stand for.
    nameOf: (id) =>
      colours.find((p) => p.id === id)?.name.trim() ??
      (isOneOf(BLACK_IDS, id) ? speaker.say(words(`piece.${id}`)) : id),
    areaName,
    mapName: (area) => {
      const name = areaName(area);
      return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    },
  };
}
