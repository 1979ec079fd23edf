import type { FactLine, Phrase } from './game-module'

/**
 * Makes the phrases of one part of a catalog: `phrasesUnder('game.settings')('target')` is the
 * phrase `game.settings.target`. A phrase without parameters has no `params` key at all, as
 * every phrase a game wrote by hand before.
 */
export function phrasesUnder(prefix: string): (name: string, params?: Phrase['params']) => Phrase {
  return (name, params) =>
    params === undefined ? { key: `${prefix}.${name}` } : { key: `${prefix}.${name}`, params }
}

/** A line of a breakdown: the rule it applies, what it says, and its points (null for a note). */
export function factLine(rule: string, text: Phrase, points: number | null = null): FactLine {
  return { rule, text, points }
}
