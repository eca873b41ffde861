import { type AreaId, toAreaId } from '../../rules';
import type { SnapshotError } from '../../snapshot/parseSnapshot';

/**
 * What the board still lacks, in the table's words instead of a field path: "Red's secret disk
 * for the Castillo: …" rather than "castilloDestinations.red: …".
 */
export function problemWords(
  { field, reason }: SnapshotError,
  nameOf: (id: string) => string,
  areaName: (area: AreaId) => string,
): string {
  const [head, first, second] = field.split('.');
  const area = (name: string | undefined) => {
    const id = name === undefined ? undefined : toAreaId(name);
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
            : first === 'values'
              ? 'The values to score'
              : 'The scoring';
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
