// What the library's first screen leaves to be loaded after it (log-engine.ts).
export { readStoredGame, refusalToStore } from '../../../shared/storage-results'
export { summarise } from './summarise'
export { serialiseGameLog } from '../../../engine/core/game-log'
export { contentVersion } from './content-version'
export { gameRecordsOf, recordKindsOf } from './game-records'
export { libraryRecords } from '../../../engine/stats/records'
