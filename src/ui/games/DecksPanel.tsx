import { useSignal } from '@preact/signals';
import { useId, useState } from 'preact/hooks';
import { message } from '../../i18n/speech';
import { DESCRIBED_DECKS, isPlayable, keysOf, moduleWords, setupOfDeck, type Text, words } from '../../rules';
import type { DeckImport, DeviceDecks } from '../../session/deviceDecks';
import { Feedback } from '../components/Feedback';
import { FileImport } from '../components/FileImport';
import { downloadText } from '../download';

/**
 * The cards this device's tables described (the Colonies' stack 7), deck by deck: how many are kept,
 * and the deck file to share them with another device or take in theirs. A file that is not a whole,
 * sound deck changes nothing and says why in one line.
 */
export function DecksPanel({ decks }: { decks: DeviceDecks }) {
  const uid = useId();
  const [status, setStatus] = useState<{ ok: boolean; text: Text }>();
  const kept = decks.cards.value;
  /** A file read that would change kept descriptions, waiting for the table's yes. */
  const asking = useSignal<DeckImport | undefined>(undefined);
  const take = async (file: DeckImport) => {
    asking.value = undefined;
    const outcome = await decks.keep(file.cards);
    setStatus(outcome.ok ? { ok: true, text: words('decks.imported') } : { ok: false, text: outcome.error.message });
  };
  return (
    <section class="panel" aria-labelledby={`${uid}-decks`}>
      <h3 id={`${uid}-decks`}>{message('decks.heading')}</h3>
      <p class="hint">{message('decks.hint')}</p>
      {/* The decks of the modules a table may play (one still being built is not offered yet). */}
      {keysOf(DESCRIBED_DECKS).map((deck) => {
        const module = setupOfDeck(deck).modules[0];
        if (module !== undefined && !isPlayable(module)) return null;
        const count = Object.keys(kept).filter((id) => id.startsWith(`${deck}/`)).length;
        const name = module ? moduleWords(module) : deck;
        return (
          <div key={deck} class="field-row" role="group" aria-label={message('decks.deck', { name })}>
            <span class="grow">{message('decks.kept', { name, count, size: DESCRIBED_DECKS[deck].cards })}</span>
            <button
              type="button"
              class="secondary"
              disabled={count === 0}
              onClick={() => {
                const file = decks.exportDeck(deck);
                if (!file.ok) return setStatus({ ok: false, text: file.error.message });
                downloadText(file.value.name, file.value.text);
                setStatus({ ok: true, text: words('decks.exported', { name }) });
              }}
            >
              {message('decks.export', { name })}
            </button>
          </div>
        );
      })}
      <FileImport
        label={message('decks.import')}
        onFile={async (file) => {
          const read = await decks.checkFile(file);
          if (!read.ok) return setStatus({ ok: false, text: read.error.message });
          // A file that would change what this device keeps is taken only once the table says so.
          if (read.value.replaced > 0) {
            asking.value = read.value;
            return setStatus(undefined);
          }
          await take(read.value);
        }}
      />
      {asking.value && (
        <div class="field-row" role="group" aria-label={message('decks.askReplace', { count: asking.value.replaced })}>
          <span class="grow">{message('decks.askReplace', { count: asking.value.replaced })}</span>
          <button type="button" class="danger" onClick={() => asking.value && take(asking.value)}>
            {message('decks.replace', { count: asking.value.replaced })}
          </button>
          <button type="button" class="secondary" onClick={() => (asking.value = undefined)}>
            {message('decks.keepKept')}
          </button>
        </div>
      )}
      <Feedback ok={status?.ok ?? true} text={status?.text} />
    </section>
  );
}
