import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useEffect, useId } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import type { Result } from '../../rules';
import { bgStatsLink, bgStatsPlay } from '../../session/bgStatsPlay';
import type { PlayResult } from '../../session/playResult';
import { pictureFile } from './paintPicture';
import { picturePlan } from './picturePlan';
import { bgStatsComment, pictureWords, resultText } from './resultWords';
import { type ShareOutcome, shareResult } from './shareResult';

/** A file name from a game's title: letters, digits and dashes. */
const fileNameOf = (title: string) =>
  `${title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'el-grande'}.png`;

/**
 * After the game: the result as a picture and as text, shared through the system's share sheet (or saved and
 * copied), and the play handed to BG Stats. Everything is made on the device, in the table's language.
 */
export function ShareResult({ result, children }: { result: Result<PlayResult>; children?: ComponentChildren }) {
  const uid = useId();
  // The picture once made, 'failed' where this browser could not make it (the text is shared alone then).
  const picture = useSignal<{ file: File; url: string } | 'failed' | undefined>(undefined);
  const sharing = useSignal(false);
  const outcome = useSignal<ShareOutcome | undefined>(undefined);
  const text = result.ok ? resultText(result.value) : '';
  useEffect(() => {
    if (!result.ok) return;
    let url: string | undefined;
    let gone = false;
    const plan = picturePlan(result.value, pictureWords(result.value));
    // Made after this paint; a canvas the browser will not give fails like a picture not made.
    void Promise.resolve()
      .then(() => pictureFile(plan, fileNameOf(result.value.title)))
      .then(
        (file) => {
          if (gone) return;
          url = URL.createObjectURL(file);
          picture.value = { file, url };
        },
        () => void (gone || (picture.value = 'failed')),
      );
    return () => {
      gone = true;
      picture.value = undefined;
      if (url) URL.revokeObjectURL(url);
    };
  }, [result, text]);
  if (!result.ok)
    return (
      <>
        <p class="hint">{say(result.error.message)}</p>
        {children}
      </>
    );
  const made = picture.value;
  const shown = typeof made === 'object' ? made : undefined;
  const said = outcome.value;
  return (
    <div class="share-result">
      <div class="confirm-bar">
        <button
          type="button"
          disabled={made === undefined || sharing.value}
          onClick={async () => {
            if (made === undefined || sharing.value) return;
            sharing.value = true;
            outcome.value = undefined;
            outcome.value = await shareResult(result.value.title, text, shown?.file).finally(
              () => (sharing.value = false),
            );
          }}
        >
          {message('share.share')}
        </button>
        <a
          class="file-button link-button"
          href={bgStatsLink(bgStatsPlay(result.value, bgStatsComment(result.value)))}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={`${uid}-bgstats`}
        >
          {message('share.bgStats')}
        </a>
        {children}
      </div>
      <p role="status" class="hint">
        {said?.kind === 'shared' && message('share.shared')}
        {said?.kind === 'saved' &&
          message('share.saved', { picture: said.picture ? 'yes' : 'no', copied: said.copied ? 'yes' : 'no' })}
        {said?.kind === 'failed' && message('share.failed')}
      </p>
      <p id={`${uid}-bgstats`} class="hint">
        {message('share.bgStatsNote')}
      </p>
      {shown && <img class="result-picture" src={shown.url} alt={message('share.picture')} />}
      <label class="field">
        <span>{message('share.text')}</span>
        <textarea readOnly rows={text.split('\n').length} value={text} />
      </label>
    </div>
  );
}
