// Exposes the store to browser tests, so IndexedDB is exercised in a real browser, never a fake.
import * as boards from '../../../src/store/boards';
import { effectiveLog } from '../../../src/store/effectiveLog';
import * as games from '../../../src/store/games';
import { openDatabase } from '../../../src/store/openDatabase';
import * as records from '../../../src/store/records';
import { DATA_VERSION, DB_VERSION } from '../../../src/store/schema';
import { holdGameLock } from '../../../src/store/singleWriter';
import { listenForChanges, announceChange } from '../../../src/store/changeFeed';
import { toStorageError } from '../../../src/store/storageError';

const harness = { openDatabase, ...games, ...boards, ...records, effectiveLog, holdGameLock, listenForChanges, announceChange, toStorageError, DATA_VERSION, DB_VERSION };
(window as unknown as { store: typeof harness }).store = harness;
document.body.dataset.ready = 'yes';
