import { type Text, type TextKind, type Words, words } from '../rules';

/**
 * What a field of a record holds, as a refusal names it after the reason: "(caballeros placed)". The
 * engine describes its special actions' fields in English; each known description has its words here,
 * and one not yet known is shown as it is.
 */
const WHAT: Readonly<Record<string, string>> = {
  'caballeros placed': 'placed',
  'from the provinces': 'fromProvinces',
  'from regions': 'fromRegions',
  'from the court': 'fromCourt',
  'secret disks': 'disks',
  'home regions': 'homes',
  'printed values': 'printedValues',
  caballeros: 'caballeros',
  'caballeros in court': 'inCourt',
  'a score': 'score',
  'counts per area': 'perArea',
  'the face-up cards': 'faceUp',
  'a card id': 'cardId',
  'caballeros from court': 'fromCourtToAreas',
  'caballeros moved': 'moved',
  'whose Grande stands in for the King': 'grandeKing',
  'what each player returns': 'returned',
  'picked regions': 'picked',
  'caballeros on the Limit table': 'onLimitTable',
  'Gold discs carried': 'goldCarried',
  'Wares discs carried': 'waresCarried',
  'Gold discs claimed': 'goldClaimed',
  'Wares discs claimed': 'waresClaimed',
  'black caballeros placed': 'blackPlaced',
  'Gold pictures': 'goldPictures',
  'Wares pictures': 'waresPictures',
  'Gold discs': 'goldDiscs',
  'Wares discs': 'waresDiscs',
  'discs carried': 'discsCarried',
  'discs carried by area': 'discsCarriedByArea',
  'a card value': 'cardValue',
  'a Caballero card': 'caballeroCard',
  'caballeros going with the Grande': 'alongGrande',
  'caballeros to the court': 'toCourt',
};

/** The words of a field's description, or the description as it is when it has none yet. */
export const whatWords = (what: string): Text => {
  const id = WHAT[what];
  return id === undefined ? what : words(`record.what.${id}`);
};

/** Every description that has words, for the test that holds the engine's descriptions to them. */
export const WORDED_DESCRIPTIONS: readonly string[] = Object.keys(WHAT);

/** A typed text's kind, as a refusal names it after the reason: "(a name)". */
export const textKindWords = (kind: TextKind): Words => words('record.what.text', { kind });

/** A reason followed by what the field holds: "cannot be negative (caballeros placed)". */
export const about = (reason: Words, what: Text): Words => words('record.about', { reason, what });
