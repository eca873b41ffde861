import { signal } from '@preact/signals-core';

/** A file the installed app was opened with (its file handlers), waiting for the screen that takes it. */
export interface LaunchedFile {
  readonly file: File;
  /** Undefined where the file names no format the app reads: the games list says so. */
  readonly kind: 'record' | 'snapshot' | 'backup' | undefined;
}

/** The file waiting, taken (set back to undefined) by the screen that reads it. */
export const launchedFile = signal<LaunchedFile | undefined>(undefined);

/** What the browser hands the app's consumer: the files tapped, as handles. */
interface LaunchParams {
  readonly files?: readonly { readonly kind?: string; getFile?: () => Promise<File> }[];
}

interface LaunchQueue {
  setConsumer(consumer: (params: LaunchParams) => void): void;
}

const isLaunchQueue = (queue: unknown): queue is LaunchQueue =>
  typeof queue === 'object' && queue !== null && 'setConsumer' in queue && typeof queue.setConsumer === 'function';

/**
 * Hears the files the installed app is opened with (a game record or a board tapped in the file manager),
 * where the browser hands them over (the Launch Handler API's launch queue): the first file is read for its
 * kind, then `open` takes it to its screen.
 */
export function listenForLaunchedFiles(
  kindOf: (file: File) => Promise<LaunchedFile['kind']>,
  open: (kind: LaunchedFile['kind']) => void,
): void {
  const queue: unknown = typeof window === 'undefined' ? undefined : Reflect.get(window, 'launchQueue');
  if (!isLaunchQueue(queue)) return;
  queue.setConsumer(async (params) => {
    // An app started without a file hands none; a file that cannot be read now opens nothing.
    const file = await params.files?.[0]?.getFile?.().catch(() => undefined);
    if (!file) return;
    const kind = await kindOf(file).catch(() => undefined);
    launchedFile.value = { file, kind };
    open(kind);
  });
}
