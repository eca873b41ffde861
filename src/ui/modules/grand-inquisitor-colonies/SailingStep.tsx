import { useSignal } from '@preact/signals';
import { useId, useRef } from 'preact/hooks';
import { message } from '../../../i18n/speech';
import {
  type GameAreaId,
  type Move,
  ruleRefShortWords,
  SAILING_REF,
  type SailCommand,
  type SailingChoice,
  sailingChoices,
} from '../../../rules';
import type { GameView } from '../../../session/gameView';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { LabelledStepper } from '../../game/LabelledStepper';
import { Refusal } from '../../game/Refusal';
import { areaIn, nameIn } from '../../game/tableWords';
import { useTableAction } from '../../game/useTableAction';
import { type Chosen, ModuleChoices, pickChoices, withChoices } from '../commandChoices';
import { CarriedSteppers, type Load, loadWithin, NO_LOAD } from './CarriedSteppers';

/** A sailing by whose caballeros and where from, the same in every language. */
const keyOf = (c: SailingChoice) => `${c.owner}@${c.from}`;

/**
 * Grand Inquisitor & the Colonies: sailing, a free step of the player's own turn. Caballeros that stood
 * on the Ship or in a colony as the turn began may each sail once: where from, where to, how many, and
 * of them how many carry Gold or Wares where the owner has carriers there.
 */
export function SailingStep({ view, player }: { view: GameView; player: string }) {
  const uid = useId();
  const state = view.state.value;
  const { send, refusal } = useTableAction(view);
  /** Folded again once its command is done, so the rest of the turn shows. */
  const folded = useRef<HTMLDetailsElement>(null);
  const moves = useSignal<readonly Move[]>([]);
  const which = useSignal<string | undefined>(undefined);
  const to = useSignal<GameAreaId | undefined>(undefined);
  const count = useSignal(1);
  const carrying = useSignal<Load>(NO_LOAD);
  const chosen = useSignal<Chosen>({});
  const list = moves.value;
  // What may still sail, the sailings already added to this one taken off by the engine.
  const choices = sailingChoices(state, player, list);
  if (choices.length === 0 && list.length === 0) return null;
  const name = nameIn(state);
  const areaName = areaIn(state);
  const choice = choices.length === 1 ? choices[0] : choices.find((c) => keyOf(c) === which.value);
  const most = choice?.most ?? 0;
  const n = Math.min(count.value, most);
  const load = loadWithin(carrying.value, choice?.carried ?? {}, n);
  const next: Move | undefined =
    choice && to.value
      ? {
          owner: choice.owner,
          from: choice.from,
          to: to.value,
          count: n,
          ...(load.gold + load.wares > 0 ? { carrying: load } : {}),
        }
      : undefined;
  const command: SailCommand | undefined = list.length > 0 ? { type: 'sail', player, moves: list } : undefined;
  const picks = pickChoices(state, command, chosen.value);
  const startNext = () => {
    which.value = undefined;
    to.value = undefined;
    count.value = 1;
    carrying.value = NO_LOAD;
  };
  const update = (now: readonly Move[]) => {
    moves.value = now;
    chosen.value = {};
    startNext();
  };
  const moveWords = (m: Move) =>
    message('game.sail.move', { owner: name(m.owner), count: m.count, from: areaName(m.from), to: areaName(m.to) });
  return (
    // Folded until the table opens it: a free step stays one line in a turn that does not use it.
    <details ref={folded} class="step-part free-step" aria-labelledby={`${uid}-sail`}>
      <summary id={`${uid}-sail`}>{message('game.sail.heading')}</summary>
      <p class="hint">
        {message('game.sail.hint')}
        <span class="rules"> {message('game.rule', { rule: ruleRefShortWords(SAILING_REF) })}.</span>
      </p>
      {list.length > 0 && (
        <ul aria-label={message('game.sail.entered')}>
          {list.map((m, i) => (
            <li key={i}>
              <span class="grow">{moveWords(m)}</span>
              <button
                type="button"
                class="secondary"
                aria-label={message('game.sail.remove', { move: moveWords(m) })}
                onClick={() => update(list.filter((_, j) => j !== i))}
              >
                {message('special.moves.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {choices.length > 1 && (
        <ChoiceGroup
          label={message('game.sail.from')}
          value={choice ? keyOf(choice) : undefined}
          options={choices.map((c) => ({
            id: keyOf(c),
            label: message('game.sail.fromOption', { owner: name(c.owner), from: areaName(c.from), most: c.most }),
          }))}
          onChange={(key) => {
            startNext();
            which.value = key;
          }}
        />
      )}
      {choice && (
        <>
          <ChoiceGroup
            label={message('game.sail.to', { owner: name(choice.owner), from: areaName(choice.from) })}
            value={to.value}
            options={choice.targets.map((a) => ({ id: a, label: areaName(a) }))}
            onChange={(a) => (to.value = a)}
          />
          <LabelledStepper
            shown={message('game.sail.howMany')}
            label={message('game.sail.howMany')}
            value={n}
            min={1}
            max={most}
            onChange={(d) => (count.value = Math.max(1, Math.min(most, n + d)))}
          />
          <CarriedSteppers carried={choice.carried} count={n} load={load} onChange={(l) => (carrying.value = l)} />
          <button type="button" class="secondary" disabled={!next} onClick={() => next && update([...list, next])}>
            {next ? message('game.sail.add', { move: moveWords(next) }) : message('game.sail.choose')}
          </button>
        </>
      )}
      <ModuleChoices picks={picks} onChoose={(id, key) => (chosen.value = { ...chosen.value, [id]: key })} />
      <div class="confirm-bar">
        <button
          type="button"
          class="secondary"
          disabled={view.busy.value || !command}
          onClick={async () => {
            if (command && (await send(withChoices(command, picks)))) {
              update([]);
              if (folded.current) folded.current.open = false;
            }
          }}
        >
          {message('game.sail.confirm', { count: list.length })}
        </button>
      </div>
      <Refusal error={refusal.value} untilChanged />
    </details>
  );
}
