/**
 * Declares one part of the catalog in both languages. The French part must have exactly the
 * English part's shape, so a missing translation is a type error, not a blank on screen.
 */
export function defineMessages<T extends MessageTree>(parts: { en: T; fr: Widen<T> }) {
  return parts
}

export interface MessageTree {
  [key: string]: string | MessageTree
}

/** The same keys with any string values: the shape the other language must match. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
