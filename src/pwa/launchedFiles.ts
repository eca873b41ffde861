import { signal } from '@preact/signals-core';

/** What a file opened with the app names itself, by its format. */
export type LaunchedKind = 'record' | 'snapshot' | 'backup';

/** A share the app could not take: it held no file, or the device could not keep the file. */
export type MissingShare = 'nothing' | 'not-kept';

/**
 * A file the installed app was opened with (its file handlers, or a share from another app), waiting for the
 * screen that takes it. `kind` is undefined where the file names no format the app reads, and says why where
 * a share brought no file (its `file` then empty): the games list says so.
 */
export interface LaunchedFile {
  readonly file: File;
  readonly kind: LaunchedKind | MissingShare | undefined;
}

/** The file waiting, taken (set back to undefined) by the screen that reads it. */
export const launchedFile = signal<LaunchedFile | undefined>(undefined);

/** Reads a file's kind, puts it to wait, and sends the app to the screen that takes it (or to say why none came). */
export type FileOpener = (file: File | MissingShare) => Promise<void>;

/** Opens files for the app: read for their kind by `kindOf`, then taken to their screen by `open`. */
export const fileOpener =
  (kindOf: (file: File) => Promise<LaunchedKind | undefined>, open: (kind: LaunchedFile['kind']) => void): FileOpener =>
  async (file) => {
    const kind = typeof file === 'string' ? file : await kindOf(file).catch(() => undefined);
    launchedFile.value = { file: typeof file === 'string' ? new File([], '') : file, kind };
    open(kind);
  };

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
 * Hears the files the installed app is opened with (a game record, a board or a backup tapped in the file
 * manager), where the browser hands them over (the Launch Handler API's launch queue): the first file is
 * opened.
 */
export function listenForLaunchedFiles(open: FileOpener): void {
  const queue: unknown = typeof window === 'undefined' ? undefined : Reflect.get(window, 'launchQueue');
  if (!isLaunchQueue(queue)) return;
  queue.setConsumer(async (params) => {
    // An app started without a file hands none; a file that cannot be read now opens nothing.
    const file = await params.files?.[0]?.getFile?.().catch(() => undefined);
    if (file) await open(file);
  });
}
