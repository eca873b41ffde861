import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import { type GameRegionId, type ReplenishChoice, type ReplenishCommand, regionsAllowance } from '../../rules';
import type { GameView } from '../../session/gameView';
import { type Chosen, ModuleChoices, pickChoices, withChoices } from '../modules/commandChoices';
import { CardChoices } from './CardChoices';
import { LabelledStepper } from './LabelledStepper';
import { Refusal } from './Refusal';
import { areaIn, extraWords } from './tableWords';
import { useTableAction } from './useTableAction';

/**
 * The start of a turn: caballeros from the provinces to the court, the full number unless the
 * player takes fewer; when the provinces run short, the rest may come from the player's regions.
 * Tapping a card brings them and takes the card in one go, as the table does it.
 */
export function ReplenishStep({
  view,
  choice,
  takesCard,
  onSkip,
}: {
  view: GameView;
  choice: ReplenishChoice;
  /** Whether a card is taken after the caballeros come (not where the turn's card was dealt at its start). */
  takesCard: boolean;
  onSkip: () => void;
}) {
  const uid = useId();
  const state = view.state.value;
  const player = choice.player;
  const fromProvinces = useSignal(choice.fromProvinces);
  const fromRegions = useSignal<Partial<Record<GameRegionId, number>>>({});
  /** What the modules ask when caballeros come back from regions (who takes the special spaces); unset, the default. */
  const chosen = useSignal<Chosen>({});
  const { send, refusal } = useTableAction(view);
  const areaName = areaIn(state);
  const regionTotal = Object.values(fromRegions.value).reduce<number>((s, n) => s + (n ?? 0), 0);
  const total = fromProvinces.value + regionTotal;
  // Regions come in only once the provinces are used up: the engine says how many may come from them.
  const source = { limit: choice.allowance, inProvinces: choice.inProvinces };
  const fromRegionsAllowed = regionsAllowance(source, fromProvinces.value);
  const command: ReplenishCommand = {
    type: 'replenish',
    player,
    provinces: fromProvinces.value,
    ...(regionTotal > 0 ? { regions: fromRegions.value } : {}),
  };
  const picks = pickChoices(state, regionTotal > 0 ? command : undefined, chosen.value);
  const replenish = () => send(withChoices(command, picks));
  return (
    <div class="step-part" role="group" aria-labelledby={`${uid}-replenish`}>
      <h4 id={`${uid}-replenish`}>{message('game.replenish.heading')}</h4>
      <p class="hint">
        {message('game.replenish.hint', {
          card: state.played[player] ?? '',
          kind: takesCard ? 'power' : 'hand',
          count: choice.allowance,
          inProvinces: choice.inProvinces,
        })}
        {choice.extra > 0 &&
          ` ${message('game.replenish.extra', { extra: choice.extra, why: extraWords(state, player) })}`}
      </p>
      {choice.moduleNote && <p class="hint">{say(choice.moduleNote)}.</p>}
      <LabelledStepper
        shown={message('game.fromProvinces')}
        label={message('game.fromProvinces')}
        value={fromProvinces.value}
        max={choice.fromProvinces + choice.extra}
        onChange={(d) => {
          fromProvinces.value += d;
          if (regionsAllowance(source, fromProvinces.value) === 0) fromRegions.value = {};
        }}
      />
      {choice.regions.length > 0 && fromRegionsAllowed > 0 && (
        <>
          <p class="hint">{message('game.replenish.short')}</p>
          {choice.regions.map(({ region, count }) => (
            <LabelledStepper
              key={region}
              shown={message('game.fromArea', { area: areaName(region) })}
              label={message('game.fromArea', { area: areaName(region) })}
              value={fromRegions.value[region] ?? 0}
              max={Math.min(count, (fromRegions.value[region] ?? 0) + fromRegionsAllowed - regionTotal)}
              onChange={(d) =>
                (fromRegions.value = { ...fromRegions.value, [region]: (fromRegions.value[region] ?? 0) + d })
              }
            />
          ))}
          <ModuleChoices picks={picks} onChoose={(id, key) => (chosen.value = { ...chosen.value, [id]: key })} />
        </>
      )}
      {/* Correcting one entry sends one command: there the card is taken on its own, after "Take a card without bringing any". */}
      {takesCard && view.mode.kind !== 'correction' && (
        <>
          <h4>{message('game.replenish.takeCard', { count: total })}</h4>
          <CardChoices
            view={view}
            onTake={async (slot) => (await replenish()) && (await send({ type: 'take-card', player, slot }))}
          />
        </>
      )}
      <div class="confirm-bar">
        <button type="button" class="secondary" disabled={view.busy.value} onClick={replenish}>
          {message('game.replenish.bring', { count: total })}
        </button>
        <button type="button" class="secondary" onClick={onSkip}>
          {message(takesCard ? 'game.replenish.skip' : 'game.replenish.none')}
        </button>
      </div>
      <Refusal error={refusal.value} untilChanged />
    </div>
  );
}
