import { downloadBlob } from '../download';

/** How a share ended: handed to another app, put aside by the player, or saved and copied where the browser cannot share. */
export type ShareOutcome =
  | { readonly kind: 'shared' }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'saved'; readonly picture: boolean; readonly copied: boolean }
  | { readonly kind: 'failed' };

/**
 * Shares a result through the system's share sheet: the picture as a file with the text where the browser
 * takes files, the text alone where it takes only text (or no picture could be made). Where it cannot share,
 * or will not now, the picture is saved and the text copied to the clipboard.
 */
export async function shareResult(title: string, text: string, picture: File | undefined): Promise<ShareOutcome> {
  const withFile = picture && { title, text, files: [picture] };
  const data =
    withFile && 'canShare' in navigator && navigator.canShare(withFile)
      ? withFile
      : 'share' in navigator
        ? { title, text }
        : undefined;
  if (data) {
    try {
      await navigator.share(data);
      return { kind: 'shared' };
    } catch (error) {
      // The player closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'cancelled' };
      // Refused now (no permission, a share already open): saved and copied instead, below.
      if (!(error instanceof DOMException)) return { kind: 'failed' };
    }
  }
  if (picture) downloadBlob(picture.name, picture);
  const copied = await navigator.clipboard?.writeText(text).then(
    () => true,
    () => false,
  );
  return { kind: 'saved', picture: picture !== undefined, copied: copied === true };
}
