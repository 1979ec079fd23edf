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

/**
 * A game's own wording of some of the core's sentences (a round for a hand): English gives each
 * one; French only those it says differently, since a sentence missing in French falls back to
 * the core's French, not to this game's English (`handWordKey` asks `te` in the reader's
 * language). So no French sentence is kept twice.
 */
export function defineWordsOverCore<T extends MessageTree>(parts: { en: T; fr: PartialWiden<T> }) {
  return parts
}

/** `Widen` with every key optional, at every level. */
export type PartialWiden<T> = {
  [K in keyof T]?: T[K] extends string ? string : PartialWiden<T[K]>
}
