import type { KeptDraft } from './use-hand-form'

/** What every game's hand form is given (`screens.ts`, `handEntry`), in its own game's types. */
export interface HandFormProps<Log, Hand, Values> {
  log: Log
  /** The 0-based index of the hand entered or corrected. */
  handIndex: number
  /** That hand's saved record, when correcting it. */
  initial?: Hand | undefined
  resume?: KeptDraft<Values> | undefined
}

/** What every game's hand form tells the page. */
export interface HandFormEmits<Hand, Values> {
  save: [hand: Hand]
  cancel: []
  /** After each change: the values to keep, or null when the form is back as it started. */
  edit: [values: Values | null, at: string | null]
  discard: []
}
