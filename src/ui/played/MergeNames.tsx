import { useState } from 'preact/hooks';
import { message } from '../../i18n/speech';
import { type Text, words } from '../../rules';
import type { Done } from '../../session/done';
import type { PlayedModel } from '../../session/playedModel';
import { Select } from '../components/Select';

/**
 * Two spellings of one person ("Ana", "Anna") counted as one: pick the name to count as the other, and
 * take a merge back. The counts follow at once; the merges are kept on this device.
 */
export function MergeNames({ model, onDone }: { model: PlayedModel; onDone: (outcome: Done, text: Text) => void }) {
  const players = model.players.value;
  const [from, setFrom] = useState<string>();
  const [into, setInto] = useState<string>();
  const options = players.map((p) => ({ id: p.key, label: p.name }));
  const { nameOf } = model;
  // Each merged spelling as typed in a game, and the person it is counted as.
  const merged = Object.entries(model.merged.value).map(([key, target]) => ({
    key,
    spelling: nameOf(key),
    target: nameOf(target),
  }));
  return (
    <div class="merge-names" role="group" aria-labelledby="merge-heading">
      <h3 id="merge-heading">{message('played.merge')}</h3>
      <p class="hint">{message('played.mergeHint')}</p>
      <div class="step-part">
        <Select label={message('played.mergeFrom')} value={from} options={options} none="—" onChange={setFrom} />
        <Select label={message('played.mergeInto')} value={into} options={options} none="—" onChange={setInto} />
        <button
          type="button"
          disabled={from === undefined || into === undefined}
          onClick={() => {
            if (from === undefined || into === undefined) return;
            const text = words('played.merged', { name: nameOf(from), other: nameOf(into) });
            onDone(model.merge(from, into), text);
            setFrom(undefined);
            setInto(undefined);
          }}
        >
          {message('played.mergeButton')}
        </button>
      </div>
      {merged.length > 0 && (
        <ul class="merged-names" aria-label={message('played.mergedList')}>
          {merged.map((m) => (
            <li key={m.key}>
              <span class="grow">{message('played.countedAs', { name: m.spelling, other: m.target })}</span>
              <button
                type="button"
                class="secondary"
                aria-label={message('played.separateLabel', { name: m.spelling })}
                onClick={() => onDone(model.separate(m.key), words('played.separated', { name: m.spelling }))}
              >
                {message('played.separate')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
