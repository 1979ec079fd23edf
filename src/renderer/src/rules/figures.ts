import type { Component } from 'vue'
import { bambusRulesFigures } from '../games/jekyll-hyde-bambus/rules/figures'
import { jackTheRipperRulesFigures } from '../games/mystery-rummy-jack-the-ripper/rules/figures'
import { mysteryRummyRulesFigures } from '../games/mystery-rummy-jekyll-hyde/rules/figures'

/** Each game's own figures (its card tables), by game id, then by the name its entries use. */
export const gameRulesFigures: Readonly<Record<string, Readonly<Record<string, Component>>>> = {
  'mystery-rummy-jekyll-hyde': mysteryRummyRulesFigures,
  'jekyll-hyde-bambus': bambusRulesFigures,
  'mystery-rummy-jack-the-ripper': jackTheRipperRulesFigures,
}
