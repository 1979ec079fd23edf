import { expect, it } from 'vitest'
import { jekyllHydeBambus } from '../../../../src/games/jekyll-hyde-bambus/engine'
import { render } from './phrases'
import { fourPlayers, gameLog, readLog, threePlayers } from './support'

const shown = (players = fourPlayers, rules?: object) =>
  jekyllHydeBambus
    .settings(readLog(gameLog(players, [], rules)))
    .map((fact) => [fact.kind, fact.rule, render(fact.label), render(fact.value), fact.changed])

it('shows the defaults as unchanged: 1000 points, card A, one more hand; no card value changed', () => {
  expect(shown()).toEqual([
    ['setting', 'target', 'Target score', '1000', false],
    ['setting', 'seating-card', 'Seating card', 'A: partners sit opposite each other', false],
    ['setting', 'first-jekyll', 'Dr. Jekyll’s team', 'the first leader’s team', false],
    ['setting', 'end-tie', 'Tied at the top at the end', 'one more hand', false],
  ])
})

it('shows what the players changed, each card value beside the printed one, in deck order', () => {
  const rules = {
    targetScore: 500,
    variants: { seatingCard: 'B', firstJekyll: 'dealer', endTie: 'shared' },
    deck: { 'h-f6': { value: 8 }, 'j-remorse': { value: 4 } },
  }
  expect(shown(fourPlayers, rules)).toEqual([
    ['setting', 'target', 'Target score', '500', true],
    ['setting', 'seating-card', 'Seating card', 'B: partners sit side by side', true],
    ['setting', 'first-jekyll', 'Dr. Jekyll’s team', 'the first dealer’s team', true],
    ['setting', 'end-tie', 'Tied at the top at the end', 'the tied share the win', true],
    ['card-value', 'deck', 'Card values', 'Remorse = ×4 (printed: ×3)', true],
    ['card-value', 'deck', 'Card values', "Mr. Hyde's apartment (6, Hyde) = 8 (printed: 6)", true],
  ])
})

it('leaves the seating card and the Jekyll team out of a 3-player game: the solo plays Mr. Hyde', () => {
  expect(shown(threePlayers).map(([, rule]) => rule)).toEqual(['target', 'end-tie'])
})

it('gives the sheet a dealer column, and a solo column with 3 players', () => {
  const columns = (players: typeof fourPlayers) =>
    jekyllHydeBambus
      .sheetColumns(readLog(gameLog(players, [])))
      .before.map((phrase) => render(phrase))
  expect(columns(fourPlayers)).toEqual(['Dealer'])
  expect(columns(threePlayers)).toEqual(['Dealer', 'Solo'])
})
