import { carriedDiscs } from '../../../rules';
import type { MovePart } from '../types';
import { CarriedSteppers, type Load, loadWithin, NO_LOAD } from './CarriedSteppers';

/** A load by how many carry each kind, the same in every language ("1/0"). */
const keyOf = (load: Load): string => `${load.gold}/${load.wares}`;

/** The load a key names (anything else: none). */
function loadOf(key: string | undefined): Load {
  const [gold, wares] = (key ?? '').split('/').map(Number);
  return Number.isInteger(gold) && Number.isInteger(wares) ? { gold: gold ?? 0, wares: wares ?? 0 } : NO_LOAD;
}

/**
 * Grand Inquisitor & the Colonies: of the caballeros a card's move takes, how many carry Gold or Wares,
 * where their owner has carriers there (Special rules for a caballero with a disc). None otherwise.
 */
export const carriedDiscsPart: MovePart = {
  id: 'carried-discs',
  pick(state, { owner, from, count, added }, chosen) {
    const carried = carriedDiscs(state, from, owner, added);
    const load = loadWithin(loadOf(chosen), carried, count);
    return {
      fields: load.gold + load.wares > 0 ? { carrying: load } : {},
      control: (onChoose) => (
        <CarriedSteppers carried={carried} count={count} load={load} onChange={(l) => onChoose(keyOf(l))} />
      ),
    };
  },
};
