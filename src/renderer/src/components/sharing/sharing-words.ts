/**
 * The types the sharing components take, for the client that fills them (src/renderer/src/sync/).
 * A game's word for a hand: Jekyll vs. Hyde's players say "round" (games/hand-words.ts).
 */
export type HandWord = 'hand' | 'round'

/**
 * Where the sentences about a hand are, in that word. What another device sent is not trusted
 * to be one of the two: anything else says "hand".
 */
export function sentencesFor(word: HandWord): string {
  return word === 'round' ? 'sharing.round' : 'sharing.hand'
}

/** How the device that shares a game reaches the sync server. */
export type ConnectionState = 'connecting' | 'online' | 'offline' | 'full'

/** Someone entering a hand on another device right now. */
export interface EnteringEntry {
  name: string
  /** The hand's number as players count it (1 for the first). */
  hand: number
  handWord: HandWord
}

/** One device's version of a disputed hand. */
export interface ConflictVersion {
  /** What `keep` says back to choose this version. */
  key: string
  /** Who entered it: the name that device goes by at this table. */
  by: string
  /** When, as an ISO date. */
  at: string
  /** What was entered, as the game says it (version-facts.ts). */
  facts: VersionFacts
  /** This is the version the sheet counts until the players choose. */
  counted: boolean
}

/**
 * A hand as the players entered it, in the game's own words: what happened (the side up, who
 * went out, who dealt…), then each player's or side's part, its lines (the cards, what they
 * score) and its score. `scorable` is false when the game cannot score this version.
 */
export interface VersionFacts {
  scorable: boolean
  summary: readonly string[]
  parts: readonly VersionPart[]
  /** The players' own note on the hand. */
  note: string | null
}

export interface VersionPart {
  id: string
  name: string
  /** A side's players (a team game's "Dr. Jekyll": Ada and Cleo); empty for a player's part. */
  members: readonly string[]
  score: number
  lines: readonly { sentence: string; points: number | null }[]
}

/**
 * A hand two devices changed apart that the players settle. Two versions at least for
 * 'same-number' and 'corrected-twice'; for 'deleted-and-corrected', the correction only, and who
 * deleted the hand.
 */
export type HandConflict =
  | {
      kind: 'same-number' | 'corrected-twice'
      number: number
      versions: readonly ConflictVersion[]
    }
  | {
      kind: 'deleted-and-corrected'
      number: number
      deletedBy: string
      versions: readonly [ConflictVersion]
    }

/** What a device says while it opens a shared game's link, or why it cannot. */
export type JoinState =
  | 'joining'
  | 'joined'
  | 'not-found'
  | 'revoked'
  | 'bad-link'
  | 'offline'
  /** The server has no room for this device now; the page keeps trying. */
  | 'full'

/**
 * What a join page says: a server with no room answers nothing, so while the page still looks
 * (or was told "not found"), it says the server is full rather than send anyone for a new link.
 */
export function shownJoinState(state: JoinState, serverFull: boolean): JoinState {
  return serverFull && (state === 'joining' || state === 'not-found') ? 'full' : state
}
