/** A draft kept from before: the form reopens with its values, focus on `at` (a test id). */
export interface KeptDraft<Values> {
  values: Values
  at: string | null
}

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

/** The `emit` of a form declared with `HandFormEmits`. */
export interface HandFormEmit<Hand, Values> {
  (event: 'save', hand: Hand): void
  (event: 'cancel'): void
  (event: 'edit', values: Values | null, at: string | null): void
  (event: 'discard'): void
}
