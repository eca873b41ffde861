import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { LANGUAGES } from '../../i18n/languages';
import { language, message, say } from '../../i18n/speech';
import { launchedFile } from '../../pwa/launchedFiles';
import { type Text, words } from '../../rules';
import { apartGames, type Backups, type RestorePreview, type RestoreReport } from '../../session/backups';
import { Feedback } from '../components/Feedback';
import { FileImport } from '../components/FileImport';
import { downloadText } from '../download';
import type { SettingsModel } from '../settingsModel';
import { deviceSettings, takeSettings } from './deviceSettings';

/**
 * Everything on this device to one file, and such a file restored here: what the restore would do is shown
 * first (games added, continued, kept, and those played apart, which stay as they are here), and nothing is
 * written until the table says so.
 */
export function BackupPanel({ backups, settings }: { backups: Backups; settings: SettingsModel }) {
  const uid = useId();
  const [status, setStatus] = useState<{ ok: boolean; text: Text }>();
  const [preview, setPreview] = useState<RestorePreview>();
  const [report, setReport] = useState<RestoreReport>();
  const [withSettings, setWithSettings] = useState(true);
  const [busy, setBusy] = useState(false);
  // Read at the tap itself, not as last drawn: a second tap before the screen shows the first does nothing.
  const restoring = useRef(false);
  const read = async (file: File) => {
    setReport(undefined);
    setPreview(undefined);
    const outcome = await backups.read(file);
    if (outcome.ok) setStatus(undefined);
    else setStatus({ ok: false, text: outcome.error.message });
    if (outcome.ok) setPreview(outcome.value);
  };
  // A backup the installed app was opened with is read as one chosen here.
  const waiting = launchedFile.value;
  useEffect(() => {
    if (waiting?.kind !== 'backup') return;
    launchedFile.value = undefined;
    void read(waiting.file);
  }, [waiting]);
  const restore = async (chosen: RestorePreview) => {
    if (restoring.current) return;
    restoring.current = true;
    setBusy(true);
    const outcome = await backups.restore(chosen);
    restoring.current = false;
    setBusy(false);
    setPreview(undefined);
    if (!outcome.ok) return setStatus({ ok: false, text: outcome.error.message });
    const taken = withSettings ? takeSettings(settings, chosen.contents.settings) : undefined;
    setStatus(taken && !taken.ok ? { ok: false, text: taken.error.message } : undefined);
    setReport(outcome.value);
  };
  return (
    <section class="panel" aria-labelledby={`${uid}-backup`}>
      <h3 id={`${uid}-backup`}>{message('backup.heading')}</h3>
      <p class="hint">{message('backup.hint')}</p>
      <div class="field-row">
        <button
          type="button"
          class="secondary"
          onClick={async () => {
            const made = await backups.make(deviceSettings(settings));
            if (!made.ok) return setStatus({ ok: false, text: made.error.message });
            const { name, text, games, boards, leftOut, cutShort, boardsLeftOut } = made.value;
            downloadText(name, text);
            setStatus({ ok: true, text: words('backup.made', { games, boards, leftOut, cutShort, boardsLeftOut }) });
          }}
        >
          {message('backup.make')}
        </button>
        <FileImport label={message('backup.restore')} onFile={read} />
      </div>
      {preview && (
        <RestoreAsking
          preview={preview}
          withSettings={withSettings}
          onSettings={setWithSettings}
          onRestore={() => restore(preview)}
          onCancel={() => setPreview(undefined)}
          busy={busy}
        />
      )}
      {report && <RestoreDone report={report} />}
      <Feedback ok={status?.ok ?? true} text={status?.text} />
    </section>
  );
}

function RestoreAsking(props: {
  preview: RestorePreview;
  withSettings: boolean;
  onSettings: (take: boolean) => void;
  onRestore: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const { plan, boards, cards, unreadableHere, contents } = props.preview;
  const made = new Intl.DateTimeFormat(LANGUAGES[language.value].locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(contents.madeAt);
  const label = message('backup.asking', { made });
  // Shown where the file was chosen, or at the foot of the list when the app was opened with it: brought into
  // sight, with its Restore button, either way.
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => shown.current?.scrollIntoView({ block: 'nearest' }), []);
  return (
    <div ref={shown} role="group" aria-label={label} class="notice">
      <p>{label}</p>
      <ul>
        <li>{message('backup.toAdd', { count: plan.add.length })}</li>
        <li>{message('backup.toExtend', { count: plan.extend.length })}</li>
        <li>{message('backup.toKeep', { count: plan.kept.length })}</li>
        <li>{message('backup.boards', { count: boards.add.length + boards.newer.length })}</li>
        <li>{message('backup.cards', { count: cards })}</li>
      </ul>
      <ApartGames
        conflicts={apartGames(plan)}
        notRestored={unreadableHere.map((g) => ({ title: g.summary.title, why: words('backup.unreadableHere') }))}
      />
      <label class="toggle">
        <input
          type="checkbox"
          checked={props.withSettings}
          onChange={(e) => props.onSettings(e.currentTarget.checked)}
        />
        <span>{message('backup.takeSettings')}</span>
      </label>
      <div class="field-row">
        <button type="button" disabled={props.busy} onClick={props.onRestore}>
          {message('backup.doRestore')}
        </button>
        <button type="button" class="secondary" disabled={props.busy} onClick={props.onCancel}>
          {message('backup.cancel')}
        </button>
      </div>
    </div>
  );
}

function RestoreDone({ report }: { report: RestoreReport }) {
  return (
    <div role="status" class="hint">
      <p>
        {message('backup.restored', {
          added: report.added,
          extended: report.extended,
          kept: report.kept,
          boards: report.boards,
          cards: report.cards,
        })}
      </p>
      <ApartGames conflicts={report.conflicts} notRestored={report.notRestored} />
      {report.cardsProblem && <p>{say(report.cardsProblem)}</p>}
    </div>
  );
}

/** The games a restore leaves as they are here, each with why: histories gone apart, or not restored at all. */
function ApartGames({
  conflicts,
  notRestored,
}: {
  conflicts: RestoreReport['conflicts'];
  notRestored: RestoreReport['notRestored'];
}) {
  return (
    <>
      {conflicts.length > 0 && (
        <>
          <p>{message('backup.apart', { count: conflicts.length })}</p>
          <ul aria-label={message('backup.apartList')}>
            {conflicts.map((c, i) => (
              <li key={i}>{message('backup.apartGame', c)}</li>
            ))}
          </ul>
        </>
      )}
      {notRestored.length > 0 && (
        <ul aria-label={message('backup.notRestored')}>
          {notRestored.map((n, i) => (
            <li key={i}>
              {n.title}: {say(n.why)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
