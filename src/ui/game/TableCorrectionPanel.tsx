import { type Signal, useSignal } from '@preact/signals';
import { useEffect, useId, useRef } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import {
  CASTILLO,
  colourIds,
  type GameAreaId,
  LIMITS,
  readWholeNumber,
  type TableCorrectionCommand,
  tableAreas,
} from '../../rules';
import type { GameView } from '../../session/gameView';

import { Select } from '../components/Select';
import { TextField } from '../components/TextField';
import { type Chosen, choiceFields, ModuleChoices, pickChoices, withChoices } from '../modules/commandChoices';
import { Refusal } from './Refusal';
import { areaIn, nameIn } from './tableWords';
import { useTableAction } from './useTableAction';

type Where = GameAreaId | 'court' | 'score';
interface Change {
  readonly where: Where;
  readonly colour: string;
  readonly count: number;
}

/** Builds the command from the changes listed; a later change of the same count replaces an earlier one. */
function correctionOf(note: string, changes: readonly Change[]): TableCorrectionCommand {
  const areas: Record<string, Record<string, number>> = {};
  const court: Record<string, number> = {};
  const scores: Record<string, number> = {};
  for (const { where, colour, count } of changes) {
    if (where === 'court') court[colour] = count;
    else if (where === 'score') scores[colour] = count;
    else areas[where] = { ...areas[where], [colour]: count };
  }
  return {
    type: 'table-correction',
    note,
    ...(Object.keys(areas).length ? { areas } : {}),
    ...(Object.keys(court).length ? { court } : {}),
    ...(Object.keys(scores).length ? { scores } : {}),
  };
}

/**
 * When the app and the table disagree, the table wins: set counts (areas, courts) or scores to what
 * the table shows, with a note. The provinces take up the difference; the history keeps it as a correction.
 */
export function TableCorrectionPanel({ view, open: shared }: { view: GameView; open?: Signal<boolean> }) {
  const own = useSignal(false);
  const open = shared ?? own;
  const panel = useRef<HTMLDetailsElement>(null);
  // Opened from a correction that would take entries back: bring it into view there.
  useEffect(() => {
    if (open.value) panel.current?.scrollIntoView({ block: 'nearest' });
  }, [open.value]);
  const entry: Entry = {
    where: useSignal<Where>(CASTILLO),
    colour: useSignal(''),
    count: useSignal('0'),
    note: useSignal(''),
    changes: useSignal<Change[]>([]),
    choices: useSignal<Chosen>({}),
  };
  // Closed, the panel draws nothing of the table, so a command elsewhere does not redraw it; what was entered stays.
  return (
    <details
      ref={panel}
      class="panel corrections"
      open={open.value}
      onToggle={(e) => (open.value = e.currentTarget.open)}
    >
      <summary>{message('game.tableCorrection.summary')}</summary>
      {open.value && <CorrectionForm view={view} entry={entry} />}
    </details>
  );
}

/** What is being entered, kept while the panel is closed and opened again. */
interface Entry {
  readonly where: Signal<Where>;
  readonly colour: Signal<string>;
  readonly count: Signal<string>;
  readonly note: Signal<string>;
  readonly changes: Signal<Change[]>;
  /** What the modules ask once the counts are set (who takes the special spaces), by choice; unset, the default. */
  readonly choices: Signal<Chosen>;
}

function CorrectionForm({
  view,
  entry: { where, colour, count, note, changes, choices },
}: {
  view: GameView;
  entry: Entry;
}) {
  const state = view.state.value;
  const nameOf = nameIn(state);
  const areaName = areaIn(state);
  const colours = colourIds(state);
  const { send, refusal } = useTableAction(view);
  const memory = view.summary.value.prefs?.memoryMode === true && state.phase !== 'over';
  // Scores belong to the scoring players; the dummy has none.
  const choosable = where.value === 'score' ? state.setup.players.map((p) => p.id) : colours;
  const chosenColour = choosable.includes(colour.value) ? colour.value : (choosable[0] ?? colour.value);
  const current =
    where.value === 'court'
      ? state.court[chosenColour]
      : where.value === 'score'
        ? state.scores[chosenColour]
        : state.areas[where.value]?.[chosenColour];
  const countId = useId();
  // A score or a count, each held to the bound the engine and every stored game keep. The input takes
  // any length: a longer number is refused with that bound named, never cut to fit it.
  const max = where.value === 'score' ? LIMITS.score : LIMITS.caballeros;
  const typed = readWholeNumber(
    count.value,
    max,
    message(where.value === 'score' ? 'game.tableCorrection.newScore' : 'game.tableCorrection.newCountWhat'),
  );
  const empty = count.value.trim() === '';
  const correction = correctionOf(note.value, changes.value);
  // A module may set more than counts (the Colonies' discs): its choices stand beside even a correction of nothing else.
  const picks = pickChoices(state, correction, choices.value);
  const changed = changes.value.length > 0 || Object.keys(choiceFields(picks)).length > 0;
  return (
    <>
      <div class="field-row">
        <Select<Where>
          label={message('game.tableCorrection.what')}
          value={where.value}
          options={[
            ...tableAreas(state).map((a): { id: Where; label: string } => ({ id: a, label: areaName(a) })),
            { id: 'court', label: message('game.players.court') },
            { id: 'score', label: message('game.players.score') },
          ]}
          onChange={(v) => v && (where.value = v)}
        />
        <Select
          label={message('game.tableCorrection.colour')}
          value={chosenColour}
          options={choosable.map((id) => ({ id, label: nameOf(id) }))}
          onChange={(v) => v && (colour.value = v)}
        />
        <div class="field">
          <label for={countId}>
            {memory && where.value === 'castillo'
              ? message('game.tableCorrection.newCount')
              : message('game.tableCorrection.newCountNow', { now: current ?? 0 })}
          </label>
          <input
            id={countId}
            inputMode="numeric"
            pattern="[0-9]*"
            aria-invalid={!empty && !typed.ok}
            value={count.value}
            onInput={(e) => (count.value = e.currentTarget.value)}
          />
        </div>
        <button
          type="button"
          class="secondary"
          disabled={!typed.ok}
          onClick={() =>
            typed.ok &&
            (changes.value = [
              ...changes.value.filter((c) => c.where !== where.value || c.colour !== chosenColour),
              { where: where.value, colour: chosenColour, count: typed.value },
            ])
          }
        >
          {message('game.tableCorrection.add')}
        </button>
      </div>
      {!typed.ok && (
        <p class="notice" role={empty ? undefined : 'status'}>
          {say(typed.error.message)}.
        </p>
      )}
      {changes.value.length > 0 && (
        <ul aria-label={message('game.tableCorrection.changes')}>
          {changes.value.map((c, i) => (
            <li key={i}>
              <span class="grow">
                {message('game.tableCorrection.change', {
                  name: nameOf(c.colour),
                  where: c.where === 'court' || c.where === 'score' ? c.where : 'area',
                  area: c.where === 'court' || c.where === 'score' ? '' : areaName(c.where),
                  count: c.count,
                })}
              </span>
              <button
                type="button"
                class="secondary"
                onClick={() => (changes.value = changes.value.filter((_, j) => j !== i))}
              >
                {message('game.tableCorrection.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <TextField
        grow
        label={message('game.tableCorrection.note')}
        kind="note"
        value={note.value}
        onInput={(v) => (note.value = v)}
      />
      {/* Offered once the correction is one the engine takes (its note written): then it can say who may stand where. */}
      <ModuleChoices picks={picks} onChoose={(id, key) => (choices.value = { ...choices.value, [id]: key })} />
      <button
        type="button"
        disabled={!changed || view.busy.value}
        onClick={async () => {
          if (await send(withChoices(correction, picks))) {
            changes.value = [];
            note.value = '';
            choices.value = {};
          }
        }}
      >
        {message('game.tableCorrection.record')}
      </button>
      <Refusal error={refusal.value} untilChanged />
    </>
  );
}
