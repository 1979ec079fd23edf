import type { Component } from 'vue'
import type { CatalogPart } from '../../../shared/i18n/catalog-part'
import type { GameScreens, NewGameScreens } from './screens'

/** A game's own figures (its card tables), by the name its reference's entries use. */
export type RulesFigures = Readonly<Record<string, Component>>

/**
 * What the app has of a game beyond its rules and the shared registry's parts (cover words, rules reference: shared/games/registry.ts): each piece is fetched the
 * first time it is needed, so neither the first screen nor one game's page grows with the others.
 */
export interface GameApp {
  /** Its hand form, score sheet cells and panels. */
  screens(): Promise<GameScreens>
  /** Its part of the new-game page. */
  newGame(): Promise<NewGameScreens>
  /** Its words beyond the cover's: the engine's and its screens'. */
  words(): Promise<CatalogPart>
  /** Its own figures (card tables), by the name its reference's entries use. */
  figures(): Promise<RulesFigures>
}
