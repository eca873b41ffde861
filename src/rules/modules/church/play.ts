import { areaWordsIn } from '../../editions/ruleOf';
import { holderExtraPlay, holderOf } from '../../play/holderExtra';
import { definePlay } from '../../play/modulePlay';
import type { GameAreaId, RegionId } from '../../state/areaIds';
import type { SetupCommand } from '../../state/commands';
import { BLACK_IDS } from '../../state/modules';
import { describeValue } from '../../state/quote';
import { fail, ok, type Result, type RuleError } from '../../state/result';
import { changeArea, colourIds } from '../../state/stateHelpers';
import type { GameSetup, GameState, PlayerId } from '../../state/types';
import { listOf, words } from '../../state/words';
import { checkRegion } from '../../table/checks';
import { blackMayStand, moduleTable } from '../index';
import { church } from './module';

/** Where the 1995 rules write the Church (000 lines 475-489). */
export const CHURCH_REF = church.refs[0];

/** Black caballeros the Church puts in each of its two drawn regions. */
const PER_REGION = 2;

/** Who holds the Church marker now, or null before anyone took the Church card. */
export const churchHolder = (state: GameState): PlayerId | null => holderOf(state, 'church');

/**
 * The setup's two region cards for the Church, each getting two black caballeros. They are drawn after
 * the King's card and the home cards, so neither can show the King's region or a home region.
 */
function setupChurch(state: GameState, command: SetupCommand): Result<GameState> {
  const black = colourIds(state).find((id) => BLACK_IDS.some((b) => b === id));
  if (black !== undefined) {
    return fail('setup/black-id', words('refusal.setup/black-id', { value: describeValue(black) }), CHURCH_REF);
  }
  const asDrawn = keptAsDrawn(command);
  if (!asDrawn.ok) return asDrawn;
  const given = command.church;
  if (!Array.isArray(given) || given.length !== 2) {
    return fail('setup/church-regions', words('refusal.setup/church-regions'), CHURCH_REF);
  }
  const regions: RegionId[] = [];
  for (const [index, value] of given.entries()) {
    const region = checkRegion(value, words('flow.what.churchRegion', { index: index === 0 ? 'first' : 'second' }));
    if (!region.ok) return region;
    regions.push(region.value);
  }
  const [first, second] = regions;
  if (first !== undefined && first === second) {
    return fail(
      'setup/church-same-region',
      words('refusal.setup/church-same-region', { area: areaWordsIn(state, first) }),
      CHURCH_REF,
    );
  }
  // A game kept from before this was refused starts where it did (`churchRegionsAsDrawn`, set by the migrations).
  for (const region of asDrawn.value ? [] : regions) {
    const refusal = drawnBefore(state, region);
    if (refusal) return refusal;
  }
  // A region the black caballeros may never enter (a Muslim Granada) takes none at setup either.
  for (const region of regions) {
    const closed = refuseChurchMove(state, 'church', region);
    if (closed) return { ok: false, error: { ...closed, code: 'setup/church-closed-region' } };
  }
  const placed = regions.reduce((next, region) => changeArea(next, region, 'church', PER_REGION), state);
  const setup: GameSetup = asDrawn.value ? { ...placed.setup, churchRegionsAsDrawn: true } : placed.setup;
  return ok({
    ...placed,
    setup,
    modules: { ...placed.modules, holders: { ...placed.modules?.holders, church: null } },
  });
}

/** Whether the game keeps starting regions set before those were refused: only `true` (a game without the Church is refused the field by the setup). */
function keptAsDrawn(command: SetupCommand): Result<boolean> {
  const given: unknown = command.churchRegionsAsDrawn;
  if (given === undefined || given === false) return ok(false);
  if (given === true) return ok(true);
  return fail('setup/church-as-drawn', words('refusal.setup/church-as-drawn'), CHURCH_REF);
}

/**
 * Whether the Church's region cards could not have shown one of these regions: each is drawn after the
 * King's card and the home cards. Also what the migrations ask of a Church game set up before this held.
 */
export const churchRegionsDrawnBefore = (
  church: readonly unknown[],
  king: unknown,
  homes: readonly unknown[],
): boolean => church.some((region) => region === king || homes.includes(region));

/** Why a Church region card cannot show this region: the King's card or a home card was drawn for it first. */
function drawnBefore(state: GameState, region: RegionId): ReturnType<typeof fail> | undefined {
  if (!churchRegionsDrawnBefore([region], state.king, Object.values(state.grandes))) return undefined;
  const area = areaWordsIn(state, region);
  if (region === state.king) {
    return fail('setup/church-king-region', words('refusal.setup/church-king-region', { area }), CHURCH_REF, {
      region,
    });
  }
  const home = state.setup.players.find((p) => state.grandes[p.id] === region);
  if (home === undefined) return undefined; // a Grande stands only in its home at setup
  return fail(
    'setup/church-home-region',
    words('refusal.setup/church-home-region', { area, name: home.name }),
    CHURCH_REF,
    { region, player: home.id },
  );
}

/**
 * Why the Church's black caballeros may not be moved into an area: never the Castillo (nor a court or
 * the provinces, where no move goes), never France or a Muslim Granada (the module table says which).
 */
function refuseChurchMove(state: GameState, owner: PlayerId, area: GameAreaId): RuleError | undefined {
  if (owner !== 'church') return undefined;
  const table = moduleTable(state.setup.modules);
  const muslim = area === 'granada' && state.modules?.granada === 'muslim' && church.black.closedToMuslimGranada;
  if (blackMayStand(table, 'church', area) && !muslim) return undefined;
  return {
    code: 'church/closed-area',
    message:
      area === 'castillo'
        ? words('refusal.church/closed-area.castillo')
        : words('refusal.church/closed-area', { area: areaWordsIn(state, area) }),
    ruleRef: CHURCH_REF,
    details: { area },
  };
}

/**
 * The Church (1995 variant): four black caballeros on two drawn regions, counted for whoever holds the
 * marker; the Church card (its own pile, see cards/catalog) passes the marker on. The holder moves them
 * as their own and may add one extra caballero a turn, when replenishing or when placing.
 */
export const churchPlay = definePlay({
  id: 'church',
  setupFields: ['church', 'churchRegionsAsDrawn'],
  setup: setupChurch,
  setupPart: ({ church: regions }, names) =>
    Array.isArray(regions)
      ? words('history.setup.church', { areas: listOf(regions.map((r) => names.area(r))) })
      : undefined,
  // A game begun before its regions were refused on the King's and the homes keeps them, and says why.
  setupNote: (command) => (command.churchRegionsAsDrawn === true ? words('history.setup.churchAsDrawn') : undefined),
  ...holderExtraPlay('church', CHURCH_REF),
  movers: (state, player) => [{ id: 'church', own: churchHolder(state) === player }],
  refuseMoveTo: refuseChurchMove,
});
