import { message } from '../../i18n/speech';

/**
 * Delete, asking first: a Delete button named for what it deletes; once tapped, "Yes, delete …" beside
 * "Keep it" in its place. The list it sits in holds which row is asking.
 */
export function DeleteAsking({
  title,
  asking,
  onAsk,
  onKeep,
  onDelete,
}: {
  title: string;
  asking: boolean;
  onAsk: () => void;
  onKeep: () => void;
  onDelete: () => void | Promise<void>;
}) {
  if (!asking)
    return (
      <button type="button" class="secondary" onClick={onAsk} aria-label={message('games.deleteLabel', { title })}>
        {message('games.delete')}
      </button>
    );
  return (
    <>
      <button type="button" class="danger" onClick={onDelete}>
        {message('games.confirmDelete', { title })}
      </button>
      <button type="button" class="secondary" onClick={onKeep}>
        {message('games.keepIt')}
      </button>
    </>
  );
}
