import type { ColoniesSlice } from '../modules/grand-inquisitor-colonies/state';
import type { IntrigueSlice } from '../modules/intrigue-king/state';
import type { NewRegencySlice } from '../modules/new-regency/state';
import type { PowerShiftSlice } from '../modules/power-shift/state';
import type { AreaId, GameAreaId, KingArea, ModuleRegionId, RegionId } from './areaIds';
import type { DescribedCard } from './describedCards';
import type { EditionId } from './editionIds';
import type { MobileScoreboardId } from './mobileScoreboards';
import type { ModuleBoard } from './moduleBoard';
import type { BlackId, ModuleId, ModuleOptions } from './modules';
import type { RuleOptions } from './options';
import type { PowerCardValue } from './powerCards';
import type { ScoringRequest } from './scoringRequest';

export type PlayerId = string;

/** The action card stacks, by the number on their backs; a module may lay a sixth pile (the Church card). */
export type StackNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Where a card lies before it is taken: one of the stacks, or 0 for a card played from a hand (Intrigue & the King's). */
export type CardStack = StackNumber | typeof HAND_CARD;
/** The stack of a card no stack holds: an Intrigue & the King card, played from its owner's hand. */
export const HAND_CARD = 0;

export interface PlayerInfo {
  readonly id: PlayerId;
  readonly name: string;
  readonly colour: string;
}

/** How long the game runs: all nine rounds, the official six-round game, or the fan variant (rounds 1–6). */
export type GameLength = 'full' | 'short-official' | 'short-fan';

/** Everything fixed when the game starts. */
export interface GameSetup {
  readonly edition: EditionId;
  readonly options: RuleOptions;
  /** Scoring players, clockwise. */
  readonly players: readonly PlayerInfo[];
  /** The non-scoring colour of the 2023 two-player game, if any. */
  readonly dummy: PlayerInfo | undefined;
  readonly length: GameLength;
  /** Whether stacks 2 and 3 are shuffled together into one (2023 two players; optional with three). */
  readonly fourStacks: boolean;
  /** The variants and expansions in play, in the order of the module list (none: the base game). */
  readonly modules: readonly ModuleId[];
  /** The readings the table took where those modules leave a point open; the rest are at their defaults. */
  readonly moduleOptions: Partial<ModuleOptions>;
  /**
   * A base 2023 game stored or recorded before Veto and "regions picked by one player only" went back to
   * Old Hands, that turned one over: it keeps them, so it replays as played. Set only by the migrations.
   */
  readonly cardsAsFirstOffered?: true;
  /**
   * A Church game stored or recorded before its regions were refused on the King's region and the homes,
   * that started there: it keeps them, so it replays as played. Set only by the migrations.
   */
  readonly churchRegionsAsDrawn?: true;
}

/**
 * What the modules in play add to the table beyond caballeros, Grandes and the King; absent in a
 * base game. Black caballeros stand in `areas` under their id (`church`, `inquisitor`). What a board
 * holds (`ModuleBoard`: Granada, the markers, printed values, special spaces) is what a scoring reads;
 * each module's own slice (in its folder's `state.ts`) is what only its play needs.
 */
export interface ModuleState extends ModuleBoard, PowerShiftSlice, NewRegencySlice, ColoniesSlice, IntrigueSlice {
  /** Cards the texts do not print, as the table described them in this game, by id (see `DescribedCard`). */
  readonly described?: Readonly<Record<string, DescribedCard>>;
  /** Described cards kept face up before their takers, their actions for a later turn (reading P26), by player. */
  readonly keptActions?: Readonly<Record<PlayerId, readonly string[]>>;
  /** The black pieces whose holder added their one extra caballero this turn (not again at placement). */
  readonly extraTaken?: Readonly<Partial<Record<BlackId, true>>>;
}

/** Where an offer slot's cards come from: one stack, or stacks 2 and 3 shuffled together. */
export type OfferSlotId = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '2+3';

export interface OfferSlot {
  readonly slot: OfferSlotId;
  /** The card type lying face up, or null once taken (or when the stack showed nothing). */
  readonly card: string | null;
}

/** Phases a module adds: Power Shift's modifier hands, entered once before round 1. */
export type ModulePhase = 'modifier-hands' | 'setup-disks' | 'intrigue-hands';

export type Phase = 'reveal' | 'dummy' | 'power' | 'turns' | 'general-scoring' | 'over' | ModulePhase;

/** One player's turn as it stands. */
export interface TurnState {
  readonly player: PlayerId;
  /** True once replenishing is over: done, or passed by taking a card first. */
  readonly replenished: boolean;
  /**
   * The card whose action and placement the turn plays: taken from the offer (its slot), or given at the
   * turn's start where a module's cards are played from hands (no slot).
   */
  readonly card: { readonly id: string; readonly slot?: OfferSlotId; readonly stack: CardStack } | undefined;
  readonly placed: boolean;
  readonly special: 'open' | 'done' | 'skipped' | 'vetoed';
}

export interface HeldVeto {
  readonly holder: PlayerId;
  readonly card: string;
  /** The veto is discarded at the end of this round if still unused. */
  readonly expiresAfterRound: number;
}

/**
 * A scoring that happened: what was asked and what each player got. The explanation is not kept
 * (it would be most of the state's weight); `explainScoring` derives it from the table it scored.
 */
export interface ScoringEvent {
  readonly round: number;
  /**
   * A general scoring, a card's special scoring, a module's scoring at the end of a turn (Granada's
   * fall), or discs delivered to Spain (the Colonies).
   */
  readonly cause: 'general' | 'special' | 'conquest' | 'delivery';
  readonly by: PlayerId | undefined;
  readonly request: ScoringRequest;
  /** Every scoring player's points from this scoring, zeros included. */
  readonly totals: Readonly<Record<PlayerId, number>>;
}

export type Counts = Readonly<Record<PlayerId, number>>;

/** Caballeros per area: every area of the base board, and a module's region once the module puts it on the table. */
export type CountsByArea = Readonly<Record<AreaId, Counts>> & Readonly<Partial<Record<ModuleRegionId, Counts>>>;

/** The whole table at one moment. Derived by replaying the command log; never edited in place. */
export interface GameState {
  readonly setup: GameSetup;
  /** The rounds this game plays, in order, and which of them end with a general scoring. */
  readonly schedule: readonly number[];
  readonly scoringRounds: readonly number[];
  readonly round: number;
  readonly phase: Phase;
  /** Where the King stands: a region in a base game; modules may put him beside the Castillo or in exile. */
  readonly king: KingArea;
  /** Each player's Grande: in a region, or in the Castillo (New Regency); absent once it left the board. */
  readonly grandes: Readonly<Partial<Record<PlayerId, AreaId>>>;
  readonly mobileScoreboards: Readonly<Partial<Record<MobileScoreboardId, GameAreaId>>>;
  /** Caballeros per area per colour (scoring players and the dummy); France only while its variant is on. */
  readonly areas: CountsByArea;
  readonly court: Counts;
  /** The provinces (the dummy's: its supply beside the board). */
  readonly provinces: Counts;
  readonly scores: Counts;
  readonly hands: Readonly<Record<PlayerId, readonly PowerCardValue[]>>;
  /**
   * Values of the cards played in earlier rounds and not taken back: power cards (1 to 13), or a module's
   * cards that take their place.
   */
  readonly spent: Readonly<Record<PlayerId, readonly number[]>>;
  /** The value of the card each played this round: the higher plays first, the lowest starts the next round. */
  readonly played: Readonly<Partial<Record<PlayerId, number>>>;
  /** Cards played this round and taken back to hand by a power-card action. */
  readonly returnedThisRound: Readonly<Partial<Record<PlayerId, number>>>;
  readonly startPlayer: PlayerId;
  readonly offer: readonly OfferSlot[];
  /** How often each card type has been revealed this game. */
  readonly revealed: Readonly<Record<string, number>>;
  readonly turnOrder: readonly PlayerId[];
  readonly turnIndex: number;
  readonly turn: TurnState | undefined;
  readonly vetoes: readonly HeldVeto[];
  /**
   * The players who did their card's action this round before their turn (Intrigue & the King's card 40,
   * reading P8): their turn's action is then settled. Absent while nobody has.
   */
  readonly earlyActions?: readonly PlayerId[];
  /** Region cards drawn for the dummy since the last general scoring (they are reshuffled after each). */
  readonly dummyDiscards: readonly RegionId[];
  readonly scorings: readonly ScoringEvent[];
  /** Set when the game is over: the highest score, ties sharing. */
  readonly winners: readonly PlayerId[] | undefined;
  /** What the modules in play keep on the table; absent in a base game. */
  readonly modules?: ModuleState;
}
