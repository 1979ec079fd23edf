import { expect, it } from 'vitest'
import { jekyllHydeBambus } from '../../../src/engine/jekyll-hyde-bambus'
import { render } from './phrases'
import { fourPlayers, gameLog, readLog, threePlayers } from './support'

const shown = (players = fourPlayers, rules?: object) =>
  jekyllHydeBambus
    .settings(readLog(gameLog(players, [], rules)))
    .map((fact) => [fact.rule, render(fact.label), render(fact.value), fact.changed])

it('shows the defaults as unchanged: 1000 points, card A, one more hand, printed values', () => {
  expect(shown()).toEqual([
    ['target', 'Target score', '1000 points', false],
    ['seating-card', 'Seating card', 'A: partners sit opposite each other', false],
    ['end-tie', 'Tied at the top at the end', 'one more hand', false],
    ['deck', 'Card values', 'as printed', false],
  ])
})

it('shows what the players changed, each card value with the printed one', () => {
  const rules = {
    targetScore: 500,
    variants: { seatingCard: 'B', endTie: 'shared' },
    deck: { 'j-remorse': { value: 4 }, 'h-f6': { value: 8 } },
  }
  expect(shown(fourPlayers, rules)).toEqual([
    ['target', 'Target score', '500 points', true],
    ['seating-card', 'Seating card', 'B: partners sit side by side', true],
    ['end-tie', 'Tied at the top at the end', 'the tied share the win', true],
    ['deck', 'Remorse', '×4 (printed: ×3)', true],
    ['deck', "Mr. Hyde's apartment (6, Hyde)", '8 points (printed: 6)', true],
  ])
})

it('leaves the seating card out of a 3-player game: the ghost always sits opposite the solo', () => {
  expect(shown(threePlayers).map(([rule]) => rule)).toEqual(['target', 'end-tie', 'deck'])
})
