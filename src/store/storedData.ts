import { COPY_BUCKET, copyName, DB_NAME } from './schema';

interface BucketNames {
  keys(): Promise<string[]>;
}

const bucketNames = (): BucketNames | undefined =>
  'storageBuckets' in navigator && isBucketNames(navigator.storageBuckets) ? navigator.storageBuckets : undefined;

const isBucketNames = (x: unknown): x is BucketNames =>
  typeof x === 'object' && x !== null && 'keys' in x && typeof x.keys === 'function';

/**
 * Whether this device may already hold games or boards: the main database, or the second copy (in
 * its own storage bucket, or as a database beside the main one). Asked without opening anything,
 * because opening creates: a first visit then loads no storage code until a game or the calculator
 * opens. A browser that cannot list its databases is taken to hold some.
 */
export async function hasStoredData(name = DB_NAME): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    const [databases, buckets] = await Promise.all([
      indexedDB.databases(),
      bucketNames()?.keys() ?? Promise.resolve<string[]>([]),
    ]);
    const names = databases.map((d) => d.name);
    return names.includes(name) || names.includes(copyName(name)) || buckets.includes(COPY_BUCKET);
  } catch {
    return true;
  }
}
