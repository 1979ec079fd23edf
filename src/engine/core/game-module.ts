import type { Problem } from './problems'
import type { ReadResult } from './read-log'
import type { SeriesStatus } from './series'

/**
 * The contract every game implements (docs/adding-a-game.md). The core — library, storage,
 * sheet, exports, the command line, undo — only ever talks to a game through this interface, so
 * it never names a game. Everything here is pure: no I/O, no UI.
 */
export interface GameModule<
  Log extends GameLogBase = GameLogBase,
  Score extends GameScore = GameScore,
> {
  /** The log's `game` value. */
  readonly id: string
  /** How many players the game seats, inclusive. */
  readonly seats: { readonly min: number; readonly max: number }
  /** Every rule id of this game: each is an anchor of its rules reference. */
  readonly ruleIds: readonly string[]
  /**
   * Reads the structure of a log whose header names this game: the common header is already
   * known to be sound. `mayHoldReservedKeys` is false when no key of the text is one (a fast path).
   */
  read(value: unknown, mayHoldReservedKeys: boolean): ReadResult<Log>
  /**
   * Every rule problem of a structurally sound log (errors make it unscorable, warnings do not)
   * and, when there is no error, its score. Some rules need the score (no hand after the end),
   * so both come from one pass.
   */
  check(log: Log): { problems: Problem[]; score: Score | null }
  /** Derives every score of a log without errors: hand by hand, the totals and the standing. */
  score(log: Log): Score
  /**
   * One hand's breakdown (1-based), or null when there is no such hand. `score` is the log's own
   * score when the caller has it (a sheet, a report, an export): the breakdown then costs one
   * hand. Without it a game whose marks depend on the hands before scores up to this hand, so a
   * caller going through every hand must pass it, or its cost grows with the square of the length.
   */
  explainHand(log: Log, number: number, score?: Score): HandFacts | null
  /** The settings a game was scored with, as facts every screen and report shows alike. */
  settings(log: Log): SettingFact[]
  /** The game's own columns of the score sheet and its exports. */
  sheetColumns(log: Log): SheetColumns
  /** The trick referee of a trick-taking game, which `casebook trick FILE` asks. */
  readonly referee?: TrickReferee
  /**
   * What `casebook score --json` prints for this game (its spec's "Command line output"). Its
   * hands are a `JsonList`, made one at a time, so the command writes a long game hand by hand.
   */
  scoreJson(log: Log, score: Score): object
  /**
   * The table of the next game of the same players ("Play again"), by this game's rules: the
   * players in the order the new log lists them, and who deals its first hand.
   */
  playAgain(log: Log): NextGameTable
  /**
   * The game's id on BoardGameGeek, which the plays exported for BoardGameGeek and BG Stats name
   * it by; null while no source we could check gives it (an export then names the game only).
   */
  readonly boardGameGeekId: number | null
  /** The roles a player takes in this game (issue 34), in the order the history lists them. */
  readonly roleKinds: readonly RoleKind[]
  /** The roles each player took in one scored log, as `roleKinds` define them. */
  roles(log: Log, score: Score): RoleResult[]
  /** The records this game keeps (issue 23), in the order the history lists them. */
  readonly recordKinds: readonly RecordKind[]
  /** Each player's records in one scored log, as its `recordKinds` define them. */
  records(log: Log, score: Score): GameRecord[]
}

/**
 * A role a player takes ("Dr. Jekyll", "the solo"), named by the game's message
 * `<game id>.roles.<id>`. `game`: held for a whole game, whose result is the role's, as the
 * history counts every game; `hand`: it changes hand by hand, and the game says who won each hand.
 */
export interface RoleKind {
  id: string
  per: 'game' | 'hand'
}

/**
 * The role one player took in one log. A role held hand by hand gives its hands: played, won
 * and drawn in it (the rest were lost).
 */
export interface RoleResult {
  role: string
  player: string
  hands?: { played: number; won: number; drawn: number }
}

/**
 * A record a game keeps across its games ("best hand", "shut-outs made"). Its name is the game's
 * message `<game id>.records.<id>`. `highest` and `lowest`: the best value of any game stands;
 * `total`: the values of every game add up.
 */
export interface RecordKind {
  id: string
  aggregate: 'highest' | 'lowest' | 'total'
}

/**
 * One player's record in one game: its value and the hands (1-based) it happened in, so a page
 * links to them; no hand when the record is the game's as a whole.
 */
export interface GameRecord {
  kind: string
  player: string
  value: number
  hands: number[]
}

/**
 * Who sits where in the next game of the same players, and who deals first. The order is the
 * new log's (a game may reseat the players, to swap roles); `firstDealer` is a player id, or null
 * for a game whose log records no first dealer. Rules and settings are the old log's own.
 */
export interface NextGameTable {
  players: { id: string; name: string }[]
  firstDealer: string | null
}

/**
 * Settles "who takes this trick?" from one trick file's JSON (the game's spec says its shape).
 * `json` is what `casebook trick --json` prints; an impossible trick carries its rule id and
 * where in the file it goes wrong. Any JSON value at all gets one of the two, never a throw.
 */
export interface TrickReferee {
  settle(
    value: unknown,
  ):
    | { ok: true; json: object; explanation: Phrase[] }
    | { ok: false; json: { error: string }; rule: string; path: string; message: Phrase }
}

/** The header every game log shares (spec: game-log-v1). Hands are the game's own. */
export interface GameLogBase {
  format: string
  version: number
  game: string
  id?: string
  title?: string
  createdAt?: string
  updatedAt?: string
  abandonedAt?: string
  players: { id: string; name: string }[]
  rules?: object
  hands: readonly object[]
  notes?: string
}

/**
 * A sentence in the reader's language: an i18n key and what fills it. Player and card ids are
 * marked as such, so every renderer names them the same way (a player by name, a card by the
 * game's own catalog).
 */
export interface Phrase {
  key: string
  params?: Readonly<Record<string, PhraseParam>>
}

export type PhraseParam = string | number | PlayerRef | CardRef | ListRef | Phrase

/** "A", "A and B", "A, B and C", in the reader's language. */
export interface ListRef {
  list: readonly PhraseParam[]
}

export interface PlayerRef {
  player: string
}

export interface CardRef {
  card: string
}

/**
 * Who holds a total. In most games each player does; in a team game a side does, and its
 * members all receive its score.
 */
export interface Holder {
  id: string
  kind: 'player' | 'side'
  /** The players who receive this holder's score. */
  members: readonly string[]
  /** How the holder is called; a player is called by name. */
  label: Phrase | PlayerRef
}

/**
 * How a series ends. `race`: the first to the target; tied at the top, one more hand, or a
 * shared win. `rounds`: a fixed number of rounds. `track`: a marker moves along spaces.
 */
export type SeriesShape =
  | { kind: 'race'; target: number; onTie: 'extra-hand' | 'shared' }
  | { kind: 'rounds'; rounds: number }
  | { kind: 'track'; spaces: number }

/** A mark on a hand in the sheet, in the column of the holder it concerns (null: the whole hand). */
export interface Badge {
  holder: string | null
  rule: string
  text: Phrase
}

export interface ScoredHandBase {
  number: number
  /** What each player receives for the hand. */
  scores: Record<string, number>
  /** Each player's total after this hand. */
  totals: Record<string, number>
  /** Each holder's score for the hand. */
  holderScores: Record<string, number>
  /** Each holder's total after this hand. */
  holderTotals: Record<string, number>
  status: SeriesStatus
  badges: Badge[]
  /**
   * For a game played in parts (the two games of a return match), the part this hand belongs
   * to, from 1: the shared picture heads each part. Absent when the game is one part.
   */
  part?: number
}

/** A whole game's scores, as the core shows them. A game adds its own fields. */
export interface GameScore<Hand extends ScoredHandBase = ScoredHandBase> {
  game: string
  holders: Holder[]
  series: SeriesShape
  hands: Hand[]
  /** Each player's total. */
  totals: Record<string, number>
  holderTotals: Record<string, number>
  status: SeriesStatus
  /** The winning holder, or null. */
  winner: string | null
  winners: string[]
  /**
   * The holders with the highest total: the winner alone once won, everyone tied at the top
   * when a tie-break hand is due. Screens name who is tied from here, never from the totals.
   */
  leaders: string[]
}

/**
 * One line of a hand's breakdown, with the rule it applies. A holder's hand score is the sum of
 * its lines' points; a line without points (null) explains and adds nothing.
 */
export interface FactLine {
  rule: string
  text: Phrase
  points: number | null
}

export interface HandFacts {
  number: number
  /**
   * The hand's scores part by part: a player's, or a side's. `receivers` are the players who
   * receive the part's score (both partners of a team; each player of the side in a solo game).
   */
  parts: HandPart[]
  /** Lines about the hand as a whole (cards that scored for nobody, a void hand). */
  notes: FactLine[]
  badges: Badge[]
  /** What happened in the hand, as the sheet and reports head it ("Hyde up", "Ada went out"). */
  summary: Phrase[]
  /** The players' own note on the hand: free text, data only. */
  note?: string
  /** The hand's cells in the game's own sheet columns (`GameModule.sheetColumns`). */
  sheet: { before: SheetValue[]; after: SheetValue[] }
}

export interface HandPart {
  id: string
  label: Phrase | PlayerRef
  receivers: readonly string[]
  score: number
  lines: FactLine[]
}

/**
 * One setting of a game: what it is and its value ("Target score: 100"), and whether it differs
 * from the default. A `card-value` is a card's value the players corrected from their own cards;
 * reports list those together.
 */
export interface SettingFact {
  kind: 'setting' | 'card-value'
  rule: string
  label: Phrase
  value: Phrase | number
  changed: boolean
  /**
   * The option chosen or the number set, as the log's rules write it: a variant the history
   * counts and filters by. None for a fact that is not one (a card's corrected value).
   */
  choice?: string | number
}

/** A cell of a game's own sheet column: a phrase, a player, or nothing. */
export type SheetValue = Phrase | PlayerRef | null

/** The game's own columns of the score sheet, around each holder's score and total. */
export interface SheetColumns {
  before: Phrase[]
  after: Phrase[]
}
