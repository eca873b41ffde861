import { FIRST_OFFERED_REF, mayKeepFirstOffered } from '../cards/catalog';
import { EDITIONS } from '../editions/index';
import { rulesOf } from '../flow/gameRules';
import { moduleTable } from '../modules/index';
import { roundStart, setupModulePlay } from '../play/index';
import { MODULE_REGION_IDS, type RegionId } from '../state/areaIds';
import type { SetupCommand } from '../state/commands';
import { EDITION_IDS } from '../state/editionIds';
import type { ModuleId } from '../state/modules';
import {
  CABALLEROS_PER_PLAYER,
  MAX_PLAYERS,
  MIN_PLAYERS,
  START_CABALLEROS_AT_HOME,
  START_CABALLEROS_IN_COURT,
  START_CABALLEROS_IN_PROVINCES,
} from '../state/pieces';
import { POWER_CARD_VALUES } from '../state/powerCards';
import { describeValue } from '../state/quote';
import { isOneOf } from '../state/records';
import { fail, ok, type Result } from '../state/result';
import { emptyAreas } from '../state/stateHelpers';
import { nameKey, textProblem } from '../state/text';
import type { GameLength, GameSetup, GameState, PlayerId, PlayerInfo } from '../state/types';
import { listOf, words } from '../state/words';
import { checkRegion } from '../table/checks';
import { SCHEDULES } from './schedule';
import { resolveOptions, setupNeeds } from './setupChoices';
import { setupModules } from './setupModules';

const ID_PATTERN = /^[a-z][a-z0-9-]{0,15}$/;
const RESERVED = ['__proto__', 'constructor', 'prototype'];
const LENGTHS: readonly GameLength[] = ['full', 'short-official', 'short-fan'];

/**
 * Checks a setup command and builds the opening table: each player's Grande and 2 caballeros
 * at home, 7 in court, 21 in the provinces, no points; the dummy's 30 beside the board. `playable`
 * says which modules may be chosen (see `setupModules`).
 */
export function setupGame(command: SetupCommand, playable?: (id: ModuleId) => boolean): Result<GameState> {
  const edition = EDITIONS[command.edition];
  if (!EDITION_IDS.includes(command.edition) || !edition) {
    return fail(
      'setup/unknown-edition',
      words('refusal.setup/unknown-edition', {
        value: describeValue(command.edition),
        editions: listOf(EDITION_IDS, 'plain'),
      }),
    );
  }
  const options = resolveOptions(edition.defaults, command.options);
  if (!options.ok) return options;
  const ref = edition.ruleRefs.setup;

  const players = command.players;
  if (!Array.isArray(players) || players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    return fail(
      'setup/player-count',
      words('refusal.setup/player-count', { min: MIN_PLAYERS, max: MAX_PLAYERS }),
      ref,
      {
        players: Array.isArray(players) ? players.length : null,
      },
    );
  }
  const dummy = command.dummy;
  const colours = [...players, ...(dummy ? [dummy] : [])];
  for (const info of colours) {
    const bad = checkPlayerInfo(info);
    if (bad) return bad;
  }
  const ids = colours.map((p) => p.id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated)
    return fail(
      'setup/duplicate-player',
      words('refusal.setup/duplicate-player', { id: describeValue(repeated) }),
      ref,
    );
  const keys = colours.map((p) => nameKey(p.name));
  const twin = colours.find((p, i) => keys.indexOf(nameKey(p.name)) !== i);
  if (twin) {
    return fail('setup/duplicate-name', words('refusal.setup/duplicate-name', { name: describeValue(twin.name) }), ref);
  }

  const needs = setupNeeds(options.value, players.length);
  const dummyRule = needs.dummy;
  if (dummyRule && !dummy) {
    return fail('setup/dummy-missing', words('refusal.setup/dummy-missing'), edition.ruleRefs.dummy);
  }
  if (!dummyRule && dummy) {
    return fail('setup/dummy-not-allowed', words('refusal.setup/dummy-not-allowed'), edition.ruleRefs.dummy);
  }
  if (command.fourStacks === true && needs.fourStacks.kind === 'not-available') {
    return fail('setup/four-stacks', words('refusal.setup/four-stacks.not-available'), edition.ruleRefs.dummy);
  }
  if (command.fourStacks === false && needs.fourStacks.kind === 'forced') {
    return fail('setup/four-stacks', words('refusal.setup/four-stacks.forced'), edition.ruleRefs.dummy);
  }
  const fourStacks =
    needs.fourStacks.kind === 'forced' ||
    (needs.fourStacks.kind === 'optional' && (command.fourStacks ?? needs.fourStacks.default));

  const length = command.length ?? 'full';
  if (!LENGTHS.includes(length))
    return fail(
      'setup/unknown-length',
      words('refusal.setup/unknown-length', { value: describeValue(length), lengths: listOf(LENGTHS, 'plain') }),
    );

  const king = checkRegion(command.king, words('flow.what.king'));
  if (!king.ok) return king;
  const homes: Record<PlayerId, RegionId> = {};
  for (const { id, name } of players) {
    const home = checkRegion(command.homes?.[id], words('flow.what.home', { who: name }));
    if (!home.ok) return home;
    if (home.value === king.value) {
      return fail('setup/home-is-king-region', words('refusal.setup/home-is-king-region', { name }), ref);
    }
    const taken = players.find((p) => homes[p.id] === home.value);
    if (taken) return fail('setup/home-taken', words('refusal.setup/home-taken', { taken: taken.name, name }), ref);
    homes[id] = home.value;
  }
  if (!players.some((p) => p.id === command.startPlayer)) {
    return fail(
      'setup/unknown-start-player',
      words('refusal.setup/unknown-start-player', {
        ids: listOf(
          players.map((p) => p.id),
          'plain',
        ),
      }),
      ref,
    );
  }

  const chosen = setupModules(edition.id, command.modules, command.moduleOptions, playable);
  if (!chosen.ok) return chosen;
  const firstOffered = checkFirstOffered(command, chosen.value.modules);
  if (!firstOffered.ok) return firstOffered;
  const setup: GameSetup = {
    edition: edition.id,
    options: options.value,
    players,
    dummy,
    length,
    fourStacks,
    ...chosen.value,
    ...(firstOffered.value ? { cardsAsFirstOffered: true } : {}),
  };
  const schedule = SCHEDULES[length];
  let areas = emptyAreas();
  const court: Record<PlayerId, number> = {};
  const provinces: Record<PlayerId, number> = {};
  const scores: Record<PlayerId, number> = {};
  const hands: Record<PlayerId, readonly (typeof POWER_CARD_VALUES)[number][]> = {};
  // The areas the game's modules bring where caballeros stand (regions and holdings), as their table lists them.
  for (const area of moduleTable(setup.modules).areas) {
    if ((area.type === 'region' || area.type === 'holding') && isOneOf(MODULE_REGION_IDS, area.id))
      areas = { ...areas, [area.id]: {} };
  }
  for (const { id } of players) {
    const home = homes[id]; // every player's home was checked above
    if (home !== undefined) areas = { ...areas, [home]: { ...areas[home], [id]: START_CABALLEROS_AT_HOME } };
    court[id] = START_CABALLEROS_IN_COURT;
    provinces[id] = START_CABALLEROS_IN_PROVINCES;
    scores[id] = 0;
    hands[id] = [...POWER_CARD_VALUES];
  }
  if (dummy) {
    court[dummy.id] = 0;
    provinces[dummy.id] = CABALLEROS_PER_PLAYER;
    hands[dummy.id] = [...POWER_CARD_VALUES];
  }
  const opening: GameState = {
    setup,
    schedule: schedule.rounds,
    scoringRounds: schedule.scoringAfter,
    round: schedule.rounds[0],
    phase: roundStart({ setup }),
    king: king.value,
    grandes: homes,
    mobileScoreboards: {},
    areas,
    court,
    provinces,
    scores,
    hands,
    spent: Object.fromEntries(ids.map((id) => [id, []])),
    played: {},
    returnedThisRound: {},
    startPlayer: command.startPlayer,
    offer: [],
    revealed: {},
    turnOrder: [],
    turnIndex: 0,
    turn: undefined,
    vetoes: [],
    dummyDiscards: [],
    scorings: [],
    winners: undefined,
  };
  const played = setupModulePlay(opening, command);
  // A module may open a phase before round 1 (Power Shift's modifier hands): the game starts in the first.
  const first = rulesOf(setup).openingPhases[0];
  return played.ok && first !== undefined ? ok({ ...played.value, phase: first }) : played;
}

function checkPlayerInfo(info: PlayerInfo): ReturnType<typeof fail> | undefined {
  if (typeof info !== 'object' || info === null) return fail('setup/bad-player', words('refusal.setup/bad-player'));
  if (typeof info.id !== 'string' || !ID_PATTERN.test(info.id) || RESERVED.includes(info.id)) {
    return fail('setup/bad-player-id', words('refusal.setup/bad-player-id', { id: describeValue(info.id) }));
  }
  const badName = textProblem(info.name, 'name');
  if (badName)
    return fail('setup/bad-player-name', words('refusal.setup/bad-player-name', { problem: badName, id: info.id }));
  const badColour = textProblem(info.colour, 'colour');
  if (badColour)
    return fail(
      'setup/bad-player-colour',
      words('refusal.setup/bad-player-colour', { problem: badColour, name: info.name }),
    );
  return undefined;
}

/** Whether the game keeps the two cards a base 2023 game was first offered: only `true`, only where they may stay. */
function checkFirstOffered(command: SetupCommand, modules: readonly ModuleId[]): Result<boolean> {
  const given: unknown = command.cardsAsFirstOffered;
  if (given === undefined || given === false) return ok(false);
  if (given === true && mayKeepFirstOffered(command.edition, modules)) return ok(true);
  return fail('setup/first-offered-cards', words('refusal.setup/first-offered-cards'), FIRST_OFFERED_REF);
}
