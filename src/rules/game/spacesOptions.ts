import { areaWordsIn } from '../editions/ruleOf';
import type { ModuleRole } from '../modules/index';
import { areaSpacesWords, type Seating, seatingOf, spacesByArea, spaceWords } from '../play/specialSpaces';
import type { GameAreaId } from '../state/areaIds';
import type { SpacesCommand, SpecialSpaces } from '../state/commands';
import type { RoleId } from '../state/modules';
import type { RuleRef } from '../state/sources';
import type { GameState, PlayerId } from '../state/types';
import { listOf, type Words, words } from '../state/words';
import { applyCommand } from './applyCommand';

/** One way an area's special spaces may stand once a command is done, as a screen offers it. */
export interface SpacesOption {
  /** What the command carries for this area's spaces; {} is the engine's own choice. */
  readonly spaces: SpecialSpaces;
  /** Who stands where, in a player's words ("Red on the Ambassador’s space (+2), the Envoy’s space (+1) free"). */
  readonly words: Words;
  /** The one the engine takes when the command names none. */
  readonly isDefault: boolean;
}

/** The ways a command may leave one area's special spaces. */
export interface AreaSpacesChoice {
  readonly area: GameAreaId;
  /** The area's name in a player's words. */
  readonly name: Words;
  readonly roles: readonly RoleId[];
  /** Every way the engine accepts, the default first; fewer than two: nothing to choose. */
  readonly options: readonly SpacesOption[];
  /** How these spaces are taken, in a player's words, and where the rules say so. */
  readonly how: Words;
  readonly ref: RuleRef;
}

/** How an area's special spaces are taken: by a mover's choice, and which an arrival takes unless told. */
function howTaken(state: GameState, area: GameAreaId, roles: readonly ModuleRole[]): Words {
  const auto = roles.filter((r) => r.takenOnArrival).map(spaceWords);
  const named = roles.filter((r) => !r.takenOnArrival).map(spaceWords);
  return words('spaces.how', {
    area: areaWordsIn(state, area),
    auto: auto.length > 0 ? words('spaces.how.auto', { spaces: listOf(auto), count: auto.length }) : '',
    named: named.length > 0 ? words('spaces.how.named', { spaces: listOf(named), count: named.length }) : '',
  });
}

/** Every combination of one candidate per space. */
const combinations = (roles: readonly RoleId[], candidates: readonly (PlayerId | null)[]): SpecialSpaces[] =>
  roles.reduce<SpecialSpaces[]>(
    (partial, role) => partial.flatMap((spaces) => candidates.map((who) => ({ ...spaces, [role]: who }))),
    [{}],
  );

/**
 * The ways a command may leave the special spaces of each area it touches, each way one the engine
 * accepts, the default first; the spaces it names for other areas are kept. An area whose caballeros
 * the command leaves as they were has nothing to choose, unless a correction names it (it may reseat).
 * An arrival takes a free space of the mover's choice and a departure leaves one (the modules' rules).
 */
export function spacesChoices(state: GameState, command: SpacesCommand): readonly AreaSpacesChoice[] {
  return spacesByArea(state).flatMap(({ area, roles, ref }) => {
    const ids = roles.map((r) => r.id);
    const others = Object.fromEntries(
      Object.entries(command.spaces ?? {}).filter(([role]) => !ids.some((r) => r === role)),
    );
    const { spaces: _, ...plain } = command;
    const base = applyCommand(state, { ...plain, spaces: others });
    if (!base.ok) return [];
    const counts = (s: GameState) => JSON.stringify(s.areas[area] ?? {});
    const reseats = plain.type === 'table-correction' && plain.areas?.[area] !== undefined;
    if (counts(state) === counts(base.value) && !reseats) return [];
    // Who stands where, whatever order the engine wrote the spaces in: one option per outcome.
    const keyOf = (seating: Seating) => ids.map((role) => seating[role] ?? '').join('|');
    const seen = new Set([keyOf(seatingOf(base.value))]);
    const options: SpacesOption[] = [{ spaces: {}, words: areaSpacesWords(base.value, area), isDefault: true }];
    const there = Object.keys(base.value.areas[area] ?? {}).filter((id) => (base.value.areas[area]?.[id] ?? 0) > 0);
    for (const spaces of combinations(ids, [null, ...there])) {
      const tried = applyCommand(state, { ...plain, spaces: { ...others, ...spaces } });
      if (!tried.ok) continue;
      const key = keyOf(seatingOf(tried.value));
      if (seen.has(key)) continue;
      seen.add(key);
      options.push({ spaces, words: areaSpacesWords(tried.value, area), isDefault: false });
    }
    const name = areaWordsIn(state, area);
    return [{ area, name, roles: ids, options, how: howTaken(state, area, roles), ref }];
  });
}
