import type { InjectionKey } from 'vue'
import type { DraftChange } from '../../../../shared/sync/draft-tree'

/**
 * The page's hold on the form's Save (decision 0072): a hand filled in together asks before it
 * is saved, and once the players say to save it, it is saved as the form holds it then, the
 * other devices' latest changes included. The form gives the page its Save through this.
 */
export const formSaveKey: InjectionKey<(save: () => void) => void> = Symbol('form-save')

/** A draft kept from before: the form reopens with its values, focus on `at` (a test id). */
export interface KeptDraft<Values> {
  values: Values
  at: string | null
}

/** A hand filled in from every device at the table (decision 0072): what the form needs of it. */
export interface SharedDraftLink<Values> {
  /** Changes each time the document's draft does: the form then takes in what changed. */
  version: number
  /** The draft's changes from the form's first values, read now; null while nobody started it. */
  changes: () => readonly DraftChange[] | null
  /** The values read through the game's draft schema; null when they are not a draft of it. */
  read: (values: unknown) => Values | null
  /** Writes what this device changed, for every device; false when it could not (not yet). */
  write: (changes: readonly DraftChange[]) => boolean
  /**
   * The game's players filling the hand in on other devices now, by the names they chose at the
   * table (this device's own player never): each taps his own cards there, so a form played card
   * by card leaves their seats to them. Empty while this device fills the hand in alone.
   */
  elsewhere: readonly string[]
  /**
   * This device's own player (the name it chose when it joined the table), or null when that
   * name is none of the game's players: what this device enters is most often that player's.
   */
  own: string | null
}

/** What every game's hand form is given (`screens.ts`, `handEntry`), in its own game's types. */
export interface HandFormProps<Log, Hand, Values> {
  log: Log
  /** The 0-based index of the hand entered or corrected. */
  handIndex: number
  /** That hand's saved record, when correcting it. */
  initial?: Hand | undefined
  resume?: KeptDraft<Values> | undefined
  /** In a game shared with the table, the hand's draft that every device fills. */
  shared?: SharedDraftLink<Values> | undefined
}

/** What every game's hand form tells the page. */
export interface HandFormEmits<Hand, Values> {
  save: [hand: Hand]
  cancel: []
  /** After each change: the values to keep, or null when the form is back as it started. */
  edit: [values: Values | null, at: string | null]
  discard: []
}

/** The `emit` of a form declared with `HandFormEmits`. */
export interface HandFormEmit<Hand, Values> {
  (event: 'save', hand: Hand): void
  (event: 'cancel'): void
  (event: 'edit', values: Values | null, at: string | null): void
  (event: 'discard'): void
}
