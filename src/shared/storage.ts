import type { GameLog } from '../engine'

/**
 * A hand being entered, kept as typed so that nothing is lost (a reload, a crash, Escape): one
 * per game, beside its log, never in it. The envelope is the same for every game; its `values`
 * are the game's hand form's state, which hand-draft.ts checks with that game's own schema.
 */
export interface StoredHandDraft {
  /** "new" for the next hand; a hand's number (1 for the first) for a correction of it. */
  hand: 'new' | number
  /** The game whose form the values belong to (the log's `game`). */
  game: string
  values: unknown
  /** The control that had focus (its test id), so the form reopens where it was. */
  at: string | null
  savedAt: string
}

/**
 * Where games are kept: one game log per game, keyed by the log's `id`. The Electron app keeps
 * files in its data folder (through the main process); the web build keeps IndexedDB records.
 * Both implement this interface and pass the same contract tests (tests/storage).
 */
export interface GameStorage {
  /** Every readable game, and what could not be read (set aside, never deleted). */
  listGames(): Promise<GameListing>
  /** Writes a game atomically, keeping the previous version as a backup. */
  saveGame(log: GameLog): Promise<StorageResult>
  deleteGame(id: string): Promise<StorageResult>
  /**
   * The hand being entered in a game, as typed (one per game, beside the game, never in its
   * log); null when there is none, or when what is kept cannot be read as a draft.
   */
  loadDraft(gameId: string): Promise<StoredHandDraft | null>
  /** Keeps a game's draft, replacing the one before; a crash leaves one of them whole. */
  saveDraft(gameId: string, draft: StoredHandDraft): Promise<StorageResult>
  /** Forgets a game's draft; nothing to forget is not a failure. */
  discardDraft(gameId: string): Promise<StorageResult>
}

export interface GameListing {
  games: GameLog[]
  damaged: DamagedGame[]
  /**
   * Games kept as conflict copies: a version another program wrote while this one was open,
   * set beside the game rather than written over (docs/decisions/0023). Absent when none.
   */
  conflictCopies?: ConflictCopy[]
  /**
   * Files of the games folder named `*.json` that are not Casebook games (another program's
   * settings, a folder, a file it cannot read): left where they are, and said. Absent when none.
   */
  otherFiles?: OtherFile[]
}

/**
 * The desktop listing that reads only what the window does not know (docs/decisions/0032):
 * `versions` holds every game listed, each with its content version (the SHA-256 of its file,
 * in hex); `games` holds the logs of only those whose version the window did not name.
 */
export interface VersionedListing extends GameListing {
  versions: KnownVersion[]
}

/** A game, known by its content version. */
export type KnownVersion = [id: string, version: string]

/** One game read when the window needs it (a game opened): its log and content version. */
export type GameRead =
  { ok: true; log: GameLog; version: string } | { ok: false; reason: StorageProblem }

/**
 * A version of a game kept as a game of its own, listed among the games under this id: one
 * Casebook kept, or one a sync tool kept beside the game.
 */
export type ConflictCopy = CasebookConflictCopy | SyncToolConflictCopy

export interface CasebookConflictCopy {
  id: string
  /** When it was set aside (ISO 8601, UTC). */
  keptAt: string
}

export interface SyncToolConflictCopy {
  id: string
  /** The game it is a version of. */
  of: string
  /** The sync tool that kept it: Dropbox, Syncthing... */
  by: string
  /** Its file's name, which the tool gave it and Casebook keeps. */
  name: string
}

/** A stored game that could not be read; it was moved aside under `setAsideAs`. */
export interface DamagedGame {
  /** The file name or record key it had. */
  name: string
  /** Where it now is (a file name in the data folder's `damaged` folder, or a record key). */
  setAsideAs: string
  /** The first problem found, as the engine's message key and params, or a read error. */
  reason: StorageProblem
}

/** A file Casebook does not read as a game, left where it is; `reason` says why. */
export interface OtherFile {
  name: string
  reason: StorageProblem
}

export interface StorageProblem {
  messageKey: string
  params: Record<string, string | number>
}

export type StorageFailure = 'disk-full' | 'write-failed' | 'invalid-game' | 'not-found'

export type StorageResult =
  { ok: true } | { ok: false; failure: StorageFailure; problem: StorageProblem }

/**
 * Game ids become file names: lowercase letters, digits, '-' and '_' only, 1 to 64 of them.
 * Lowercase, so two ids never name the same file on a case-insensitive disk (Windows, macOS);
 * and never a name Windows reserves for a device.
 */
export const gameIdPattern = /^[a-z0-9_-]{1,64}$/
const windowsDeviceNames = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/

export function isStorableGameId(id: unknown): id is string {
  return typeof id === 'string' && gameIdPattern.test(id) && !windowsDeviceNames.test(id)
}
