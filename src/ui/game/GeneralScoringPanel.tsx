import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import { CASTILLO, castilloDiskNotes, diskRegions, explainScoring, generalScoringDisks, listOf } from '../../rules';
import type { GameView } from '../../session/gameView';

import { DEFAULT_TABLE_PREFS } from '../../session/tablePrefs';
import { disksDraftFrom, recordToKeep } from '../drafts/entryDrafts';
import { useKeptDraft } from '../drafts/useKeptDraft';
import { type Chosen, ModuleChoices, pickChoices, withChoices } from '../modules/commandChoices';
import { ScoringDetails } from '../scoring/ScoringDetails';
import { DiskEntry, type Disks, showsTable } from './DiskEntry';
import { Refusal } from './Refusal';
import { areaIn, nameIn, phaseWords, shortAreaIn } from './tableWords';
import { useTableAction } from './useTableAction';

/**
 * The general scoring: the disks of the players with caballeros in the Castillo, then the whole
 * result with its reasons — the Castillo, where its caballeros go, every region in board order —
 * before it is confirmed.
 */
export function GeneralScoringPanel({ view, entered }: { view: GameView; entered?: Disks }) {
  const uid = useId();
  const state = view.state.value;
  const needed = generalScoringDisks(state);
  const regionsFor = (id: string) => diskRegions(state, id, 'general-scoring');
  // Disks already revealed (a correction) are entered openly, whatever the table passes the tablet for.
  const mode = entered ? 'open' : (view.summary.value.prefs?.diskEntry ?? DEFAULT_TABLE_PREFS.diskEntry);
  // Open disks set so far come back after Back or a reload of this same table; secret ones are never kept.
  const kept = useKeptDraft<Disks>(
    view,
    'disks',
    (value) => disksDraftFrom(value, needed, regionsFor),
    {},
    recordToKeep,
    mode === 'open' && !entered,
  );
  // A correction starts from the disks entered: the scoring they give is shown at once when they still cover every player asked.
  const start = entered ?? kept.peek();
  const disks = useSignal<Disks | undefined>(needed.every((id) => start[id] !== undefined) ? start : undefined);
  const { send, refusal } = useTableAction(view);
  const nameOf = nameIn(state);
  const areaName = areaIn(state);
  const castillo = areaName(CASTILLO);
  const ready = needed.length === 0 ? {} : disks.value;
  // A module's choice once the disks are set: who of the Castillo's arrivals sits on the Limit table.
  const chosen = useSignal<Chosen>({});
  const plain = ready ? ({ type: 'general-scoring', disks: ready } as const) : undefined;
  const picks = pickChoices(state, plain, chosen.value);
  const command = plain && withChoices(plain, picks);
  const preview = command ? view.preview(command) : undefined;
  const event = preview?.ok ? preview.value.scorings.at(-1) : undefined;
  const result = event && explainScoring(state, event);
  const memory = view.summary.value.prefs?.memoryMode === true;
  // Each player's Castillo caballeros are counted under their name in the table of disks, when it is shown and they are not secret.
  const counted = !memory && showsTable(mode, needed);
  const grande = needed.some((id) => state.grandes[id] === CASTILLO) ? 'yes' : 'no';
  const eachSets = message('game.scoring.eachSetsDisk', { grande });
  const diskCaption = message('game.scoring.diskCaption', { grande });
  return (
    <section class="panel step" aria-labelledby={`${uid}-scoring`}>
      <h3 id={`${uid}-scoring`}>{message('game.scoring.heading', { round: state.round })}</h3>
      {state.king === CASTILLO && <p class="hint">{message('game.scoring.kingAtCastillo', { castillo })}</p>}
      {needed.length === 0 ? (
        <p>{message('game.scoring.noDisks', { castillo })}</p>
      ) : (
        <>
          {!counted && (
            <p class="hint">
              {memory
                ? message('game.scoring.inCastilloHidden', { castillo, players: listOf(needed.map(nameOf), 'plain') })
                : message('game.scoring.inCastillo', {
                    castillo,
                    players: listOf(
                      needed.map((id) => `${nameOf(id)} ${state.areas[CASTILLO]?.[id] ?? 0}`),
                      'plain',
                    ),
                  })}{' '}
              {eachSets}
            </p>
          )}
          <DiskEntry
            mode={mode}
            players={needed}
            regionsFor={regionsFor}
            nameOf={nameOf}
            areaName={areaName}
            shortName={shortAreaIn(state)}
            initial={start}
            {...(counted
              ? { countOf: (id: string) => String(state.areas[CASTILLO]?.[id] ?? 0), caption: diskCaption }
              : {})}
            marked={(region) => (region === state.king ? message('game.disks.kingHere') : undefined)}
            noteFor={(id, set) => {
              const note = castilloDiskNotes(state, set)[id];
              return note && say(note);
            }}
            onChange={(d, complete) => {
              disks.value = complete ? d : undefined;
              kept.value = d;
            }}
          />
        </>
      )}
      <ModuleChoices picks={picks} onChoose={(id, key) => (chosen.value = { ...chosen.value, [id]: key })} />
      {preview && !preview.ok && <Refusal error={preview.error} />}
      {result && (
        <>
          <ScoringDetails
            result={result}
            edition={state.setup.edition}
            nameOf={nameOf}
            label={phaseWords('general-scoring')}
            compact
          />
          <div class="confirm-bar">
            <button type="button" disabled={view.busy.value} onClick={() => command && send(command)}>
              {message('game.scoring.confirm')}
            </button>
          </div>
        </>
      )}
      <Refusal error={refusal.value} untilChanged />
    </section>
  );
}
