import type { Component } from 'vue'

/** A game's own figures (its card tables), by the name its reference's entries use. */
export type RulesFigures = Readonly<Record<string, Component>>

/** Each game's figures, fetched with its rules reference the first time that is shown. */
const loaders: Readonly<Record<string, () => Promise<RulesFigures>>> = {
  'mystery-rummy-jekyll-hyde': async () =>
    (await import('../games/mystery-rummy-jekyll-hyde/rules/figures')).mysteryRummyRulesFigures,
  'jekyll-hyde-bambus': async () =>
    (await import('../games/jekyll-hyde-bambus/rules/figures')).bambusRulesFigures,
  'mystery-rummy-jack-the-ripper': async () =>
    (await import('../games/mystery-rummy-jack-the-ripper/rules/figures'))
      .jackTheRipperRulesFigures,
  'jekyll-vs-hyde': async () =>
    (await import('../games/jekyll-vs-hyde/rules/figures')).jekyllVsHydeRulesFigures,
}

const loaded = new Map<string, Promise<RulesFigures>>()

/** A game's figures, fetched once; none for a game that has no figures. */
export function loadRulesFigures(game: string): Promise<RulesFigures> {
  let figures = loaded.get(game)
  if (!figures) {
    const load = loaders[game]
    figures = load ? load() : Promise.resolve({})
    loaded.set(game, figures)
  }
  return figures
}
