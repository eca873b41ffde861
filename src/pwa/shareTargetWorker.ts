import { listenForShares } from './shareTarget';

// Built on its own into share-target.js (vite.config.ts), which the generated service worker imports first,
// so the share target's posts are taken before the app's routes see them. The page's types know no service
// worker: its global scope is read untyped, and `listenForShares` says what it uses of it.
const global: string = 'self';
listenForShares(Reflect.get(globalThis, global));
