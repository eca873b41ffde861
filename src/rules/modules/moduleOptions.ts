import type { ModuleId, ModuleOptionId, ModuleOptions } from '../state/modules';
import type { RuleRef } from '../state/sources';

export interface ModuleOptionChoice<V> {
  readonly value: V;
  readonly label: string;
  readonly ref: RuleRef;
}

/** One open reading: its choices, the first being the default unless `defaultFor` says otherwise. */
export interface ModuleOptionDefinition<K extends ModuleOptionId = ModuleOptionId> {
  readonly id: K;
  readonly label: string;
  readonly explanation: string;
  readonly choices: readonly [ModuleOptionChoice<ModuleOptions[K]>, ...ModuleOptionChoice<ModuleOptions[K]>[]];
  /** A module whose default differs from the first choice. */
  readonly defaultFor?: Partial<Record<ModuleId, ModuleOptions[K]>>;
}

type Definitions = { readonly [K in ModuleOptionId]: ModuleOptionDefinition<K> };

const s000 = (section: string): RuleRef => ({ source: '000', section });
const s002 = (section: string): RuleRef => ({ source: '002', section });
const s004 = (section: string): RuleRef => ({ source: '004', section });

/** Every reading the texts leave open in a variant or expansion scoring, with the rule behind each choice. */
export const MODULE_OPTIONS: Definitions = {
  homeAdvantage: {
    id: 'homeAdvantage',
    label: 'A Grande counts as one caballero',
    explanation:
      'The 1995 variant names only who has the most; the Grande may count for every place or only the first.',
    choices: [
      { value: 'all-ranks', label: 'For every place', ref: s000('Variant Rules: Home Region Advantages') },
      { value: 'first-place', label: 'Only to decide first place', ref: s000('Variant Rules: Home Region Advantages') },
    ],
  },
  churchUnheld: {
    id: 'churchUnheld',
    label: 'Church caballeros nobody holds',
    explanation: 'The Church’s caballeros count for its holder; with no holder the text says nothing.',
    choices: [
      { value: 'ignored', label: 'Count for nobody and take no rank', ref: s000('The Church') },
      {
        value: 'neutral',
        label: 'Take ranks like an invisible player whose points are lost',
        ref: s002('Grand Inquisitor & the Colonies: Caballeros of the Grand Inquisitor'),
      },
    ],
  },
  inquisitor: {
    id: 'inquisitor',
    label: 'The Grand Inquisitor’s caballeros',
    explanation: 'Held, they are the holder’s; not held, the expansions give an invisible player or nobody.',
    choices: [
      {
        value: 'holder-else-invisible',
        label: 'The holder’s; otherwise an invisible player that takes ranks',
        ref: s002('Grand Inquisitor & the Colonies: Caballeros of the Grand Inquisitor'),
      },
      {
        value: 'holder-else-ignored',
        label: 'The holder’s; otherwise nobody’s and never counted',
        ref: s002('Grandissimo: notes on the Grand Inquisitor'),
      },
      {
        value: 'never-count',
        label: 'Never counted, even while held',
        ref: s002('Grandissimo: notes on the Grand Inquisitor'),
      },
    ],
    defaultFor: { grandissimo: 'holder-else-ignored' },
  },
  franceFirstPlaceBonuses: {
    id: 'franceFirstPlaceBonuses',
    label: 'France’s bonuses in a first-place-only scoring',
    explanation:
      'The 1995 France pays its bonuses when France is scored; the expansion pays them only to the first place.',
    choices: [
      {
        value: 'majority-holder-only',
        label: 'Only to a bonus holder alone in first place',
        ref: s002('Grand Inquisitor & the Colonies: Scoring Regions'),
      },
      { value: 'always', label: 'To every bonus holder', ref: s000('Variant Rules: France') },
    ],
  },
  granadaExtremes: {
    id: 'granadaExtremes',
    label: 'A Muslim Granada in a most or fewest scoring',
    explanation: 'A Muslim Granada is never scored; it may still hold the most or the fewest caballeros.',
    choices: [
      {
        value: 'qualifies-not-scored',
        label: 'Compared with the others, never scored',
        ref: s000('Variant Rules: Granada'),
      },
      { value: 'excluded', label: 'Left out of the comparison', ref: s000('Variant Rules: Granada') },
    ],
  },
  granadaConquest: {
    id: 'granadaConquest',
    label: 'Castillo caballeros taking a Muslim Granada to 12',
    explanation: 'Granada falls at the end of a player’s turn; a general scoring is not one.',
    choices: [
      {
        value: 'end-of-player-turn',
        label: 'It falls at the end of the next turn',
        ref: s000('Variant Rules: Granada'),
      },
      { value: 'immediately', label: 'It falls at once and is scored double', ref: s000('Variant Rules: Granada') },
    ],
  },
  limitOverflow: {
    id: 'limitOverflow',
    label: 'Castillo arrivals that do not fit on the Limit table',
    explanation: 'With nobody holding the Grand Inquisitor, the text puts the arrivals off the table.',
    choices: [
      {
        value: 'all-off',
        label: 'All of them stand off the table',
        ref: s002('Grand Inquisitor & the Colonies: Limit table'),
      },
      {
        value: 'chosen',
        label: 'The free spaces are filled as the table decides',
        ref: s002('Grand Inquisitor & the Colonies: Limit table'),
      },
    ],
  },
  regionTotals: {
    id: 'regionTotals',
    label: 'A region’s caballeros for a most or fewest scoring',
    explanation: 'Either every caballero standing in the region, or only those its ranking counts.',
    choices: [
      {
        value: 'all-present',
        label: 'Every caballero present',
        ref: s002('Grand Inquisitor & the Colonies: Limit table'),
      },
      {
        value: 'counted-only',
        label: 'Only the caballeros a ranking counts',
        ref: s002('Grand Inquisitor & the Colonies: Limit table'),
      },
    ],
  },
  shipHomeBonus: {
    id: 'shipHomeBonus',
    label: 'A home bonus on the Ship',
    explanation: 'Nobody ranks on the Ship, so the text leaves no sole first place there.',
    choices: [
      { value: 'none', label: 'No home bonus on the Ship', ref: s002('Grand Inquisitor & the Colonies: Ship') },
      {
        value: 'captain',
        label: 'The Captain’s controller counts as first',
        ref: s002('Grand Inquisitor & the Colonies: Ship'),
      },
    ],
  },
  quarantineDisk: {
    id: 'quarantineDisk',
    label: 'A secret disk naming the quarantined region',
    explanation: 'A quarantined region is taboo like the King’s; the disk rule itself names only the King’s region.',
    choices: [
      {
        value: 'return-to-court',
        label: 'Like the King’s region: back to the court',
        ref: s002('Intrigue & the King: notes on the numbered cards'),
      },
      { value: 'allowed', label: 'The caballeros go there', ref: s002('The Castillo') },
    ],
  },
  castilloGrandeToKing: {
    id: 'castilloGrandeToKing',
    label: 'A Grande in the Castillo whose disk names the King’s region',
    explanation: 'Caballeros go back to the court, but a Grande can enter neither the King’s region nor a court.',
    choices: [
      {
        value: 'stays-in-castillo',
        label: 'It stays in the Castillo',
        ref: s004('Explanations of Special cards: Competition'),
      },
      { value: 'off-board', label: 'It leaves the board', ref: s004('Explanations of Special cards: Competition') },
    ],
  },
  rebellionGrandes: {
    id: 'rebellionGrandes',
    label: 'Grandes in the Castillo while the King stands beside it',
    explanation: 'Under Rebellion the caballeros stay in; the text does not say whether the Grandes do.',
    choices: [
      {
        value: 'stay',
        label: 'They stay in with the caballeros',
        ref: s004('Explanations of Special cards: Rebellion'),
      },
      {
        value: 'follow-disk',
        label: 'They still follow their disks',
        ref: s004('Explanations of Special cards: Competition'),
      },
    ],
  },
  franceAccess: {
    id: 'franceAccess',
    label: 'How caballeros reach France',
    explanation:
      'The 1995 variant does not say where France lies. The expansion’s map puts it beside Aragón and ' +
      'Cataluña, so the court may place there when the King stands in either; otherwise only special ' +
      'actions bring caballeros.',
    choices: [
      {
        value: 'borders-aragon-cataluna',
        label: 'It borders Aragón and Cataluña, like any region',
        ref: s002('Grand Inquisitor & the Colonies: France'),
      },
      {
        value: 'special-actions-only',
        label: 'It borders no region: only special actions bring caballeros',
        ref: s000('Variant Rules: France'),
      },
    ],
  },
  churchMoveFarther: {
    id: 'churchMoveFarther',
    label: 'The Church card’s move under moving restrictions',
    explanation:
      'Moving restrictions take 2 off a special action’s number once a caballero goes further than next ' +
      'door; the Church card moves 2 black caballeros from any region to any other.',
    choices: [
      {
        value: 'lowered',
        label: 'Its 2 are lowered too: none may move once either goes further',
        ref: s000('Variant Rules: Moving Restrictions'),
      },
      {
        value: 'card-anywhere',
        label: 'Its own text sends them anywhere: always 2',
        ref: s000('The Church'),
      },
    ],
  },
  extraCaballeros: {
    id: 'extraCaballeros',
    label: 'The Church’s and the home region’s extra caballeros together',
    explanation:
      'The Church’s holder may add one caballero a turn, and a placement wholly into the home region one ' +
      'more than the card; neither text says whether both may be added in one placement.',
    choices: [
      { value: 'add-up', label: 'They add up: 2 more in one placement', ref: s000('The Church') },
      {
        value: 'one-at-most',
        label: 'One more at most, whichever rule gives it',
        ref: s000('Variant Rules: Home Region Advantages'),
      },
    ],
  },
};
