import type { SpecialActionKind } from '../../../rules';

/** Each kind of special action in the table's words, where a card offers more than one. */
export const KIND_WORDS: Readonly<Record<SpecialActionKind, string>> = {
  moves: 'Move caballeros',
  'from-court': 'Two more from the court',
  'keep-veto': 'Keep the veto',
  apply: 'Carry it out',
  returns: 'Caballeros go back',
  picks: 'One of each goes back',
  disks: 'Secret disks',
  'score-area': 'Score an area',
  'mobile-scoreboard': 'Mobile scoreboard',
  king: 'Move the King',
  eviction: 'Eviction',
  grande: 'Move the Grande',
  'power-card': 'Take back a power card',
  court: 'Caballeros to the court',
};
