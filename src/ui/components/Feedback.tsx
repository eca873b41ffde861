/** The answer to a player's action: a quiet status when it worked, an alert naming the problem when not. */
export function Feedback({ ok, text }: { ok: boolean; text: string | undefined }) {
  if (!text) return null;
  return (
    <p role={ok ? 'status' : 'alert'} class={ok ? 'hint' : 'notice'}>
      {text}
    </p>
  );
}
