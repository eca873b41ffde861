import { type BoardAreaId, isOneOf, keysOf, MODULE_OPTIONS, ROLE_IDS, ROLE_NAMES } from '../../rules';
import type { SnapshotError } from '../../snapshot/parseSnapshot';
import { boardArea } from './readDraft';

/**
 * What the board still lacks, in the table's words instead of a field path: "Red's secret disk
 * for the Castillo: …" rather than "castilloDestinations.red: …".
 */
export function problemWords(
  { field, reason }: SnapshotError,
  nameOf: (id: string) => string,
  areaName: (area: BoardAreaId) => string,
): string {
  const [head, first, second] = field.split('.');
  const area = (name: string | undefined) => {
    const id = boardArea(name);
    return id ? areaName(id) : (name ?? '');
  };
  const what = (() => {
    switch (head) {
      case 'castilloDestinations':
        return first ? `${nameOf(first)}'s secret disk for the Castillo` : 'The secret disks';
      case 'pieces':
        return second ? `${nameOf(second)} in ${area(first)}` : first ? area(first) : 'The caballeros';
      case 'grandes':
        return first ? `${nameOf(first)}'s Grande` : 'The Grandes';
      case 'mobileScoreboards':
        return first ? `The ${first.replaceAll('-', '/')} scoreboard` : 'The mobile scoreboards';
      case 'score':
        return first === 'choices' && second
          ? `${nameOf(second)}'s choice`
          : first === 'area'
            ? 'The area to score'
            : first === 'areas'
              ? 'The areas to score'
              : first === 'values'
                ? 'The values to score'
                : first === 'deliveries'
                  ? second
                    ? `${nameOf(second)}'s discs delivered`
                    : 'The discs delivered'
                  : first === 'limitTableArrivals'
                    ? 'Who goes onto the Limit table'
                    : first === 'interludeMoves'
                      ? second
                        ? `Free choice move ${Number(second) + 1}`
                        : 'The Free choice moves'
                      : 'The scoring';
      case 'modules':
        return 'The variants and expansions';
      case 'rules':
        return isOneOf(keysOf(MODULE_OPTIONS), first) ? `The reading “${MODULE_OPTIONS[first].label}”` : 'The rules';
      case 'printedValues':
        return first ? `The values on ${area(first)}` : 'The printed values';
      case 'roles':
        return isOneOf(ROLE_IDS, first) ? `The ${ROLE_NAMES[first]}` : 'The special spaces';
      case 'church':
        return 'The Church’s holder';
      case 'inquisitor':
        return 'The Grand Inquisitor’s holder';
      case 'limitTable':
        return first === 'onTable' && second ? `${nameOf(second)} on the Limit table` : 'The Limit table';
      case 'granada':
        return 'Granada';
      case 'quarantine':
        return 'The quarantined region';
      case 'conspiracy':
        return 'The Conspiracy';
      case 'revolution':
        return 'The Grande/King';
      case 'king':
        return "The King's region";
      case 'players':
        return 'The players';
      case 'neutral':
        return 'The neutral colours';
      default:
        return 'The board';
    }
  })();
  return `${what}: ${reason}`;
}
