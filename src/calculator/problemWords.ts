import { PLAYER_COLOURS } from '../colours';
import {
  type BoardAreaId,
  isOneOf,
  isWords,
  keysOf,
  MODULE_OPTIONS,
  ROLE_IDS,
  readingWords,
  type Text,
  type Words,
  type WordValue,
  words,
} from '../rules';
import type { SnapshotError } from '../snapshot/parseSnapshot';
import { boardArea } from './readDraft';

/**
 * What the board still lacks, in the table's words instead of a field path: "Red's secret disk
 * for the Castillo: …" rather than "castilloDestinations.red: …".
 */
export function problemWords(
  { field, reason }: SnapshotError,
  nameOf: (id: string) => string,
  areaName: (area: BoardAreaId) => Text,
): Words {
  const [head, first, second] = field.split('.');
  const area = (name: string | undefined): WordValue => {
    const id = boardArea(name);
    return id ? areaName(id) : (name ?? '');
  };
  const part = (key: string, values?: Readonly<Record<string, WordValue>>) => words(`problem.${key}`, values);
  const what = (() => {
    switch (head) {
      case 'castilloDestinations':
        return first ? part('disk', { who: nameOf(first) }) : part('disks');
      case 'pieces':
        return second
          ? part('piecesIn', { who: nameOf(second), area: area(first) })
          : first
            ? area(first)
            : part('pieces');
      case 'grandes':
        return first ? part('grande', { who: nameOf(first) }) : part('grandes');
      case 'mobileScoreboards':
        return first ? part('scoreboard', { values: first.replaceAll('-', '/') }) : part('scoreboards');
      case 'score':
        return first === 'choices' && second
          ? part('choice', { who: nameOf(second) })
          : first === 'area'
            ? part('area')
            : first === 'areas'
              ? part('areas')
              : first === 'values'
                ? part('values')
                : first === 'deliveries'
                  ? second
                    ? part('delivered', { who: nameOf(second) })
                    : part('deliveries')
                  : first === 'limitTableArrivals'
                    ? part('arrivals')
                    : first === 'interludeMoves'
                      ? second
                        ? part('move', { number: Number(second) + 1 })
                        : part('moves')
                      : part('scoring');
      case 'modules':
        return part('modules');
      case 'rules':
        return isOneOf(keysOf(MODULE_OPTIONS), first)
          ? part('reading', { reading: readingWords(first) })
          : part('rules');
      case 'printedValues':
        return first ? part('valuesOn', { area: area(first) }) : part('printedValues');
      case 'roles':
        return isOneOf(ROLE_IDS, first) ? part('role', { role: words(`role.${first}`) }) : part('roles');
      case 'church':
        return part('church');
      case 'inquisitor':
        return part('inquisitor');
      case 'limitTable':
        return first === 'onTable' && second ? part('onTable', { who: nameOf(second) }) : part('limitTable');
      case 'granada':
        return part('granada');
      case 'quarantine':
        return part('quarantine');
      case 'conspiracy':
        return part('conspiracy');
      case 'revolution':
        return part('revolution');
      case 'king':
        return part('king');
      case 'players':
        return part('players');
      case 'neutral':
        return part('neutral');
      default:
        return part('board');
    }
  })();
  const join = isWords(reason) && PREDICATES.has(reason.key) ? 'predicate' : 'clause';
  return words('problem', { what, join, reason: withNames(reason, nameOf) });
}

/**
 * The reader's reasons that go on from the part they are about as its verb ("… is missing: …"), so no
 * colon comes between them: "Red's secret disk for the Castillo is missing: Red has caballeros…".
 */
const PREDICATES: ReadonlySet<string> = new Set([
  'snapshot.required',
  'snapshot.requiredWith',
  'snapshot.disk.missing',
  'snapshot.arrivals.missing',
  'snapshot.arrivals.notNeeded',
  'snapshot.module.none',
]);

/** The reader's names for colours in a reason the snapshot reader gave by id ("red has…" → "Red has…"). */
function withNames(reason: Text, nameOf: (id: string) => string): Text {
  if (typeof reason === 'string') return reason;
  const named = (value: WordValue, key: string): WordValue => {
    if (typeof value === 'string') return (key === 'id' || key === 'who') && isColour(value) ? nameOf(value) : value;
    if (typeof value === 'number') return value;
    if ('key' in value) return withNames(value, nameOf);
    return { ...value, list: value.list.map((item) => named(item, key)) };
  };
  const values = reason.values;
  return values
    ? words(reason.key, Object.fromEntries(Object.entries(values).map(([key, value]) => [key, named(value, key)])))
    : reason;
}

const isColour = (id: string): boolean => PLAYER_COLOURS.some((c) => c.id === id);
