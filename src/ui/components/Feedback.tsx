import { say } from '../../i18n/speech';
import type { Text } from '../../rules';

/** The answer to a player's action: a quiet status when it worked, an alert naming the problem when not. */
export function Feedback({ ok, text }: { ok: boolean; text: Text | undefined }) {
  if (!text) return null;
  return (
    <p role={ok ? 'status' : 'alert'} class={ok ? 'hint' : 'notice'}>
      {say(text)}
    </p>
  );
}
