import type { Phrase } from '../core/game-module'
import { gameModuleOf } from '../games'
import { isDraw, peopleOf } from './game-people'
import type { PlayedVariant } from './game-facts'
import type { HistoryGame } from './history-game'
import { addGame, emptyTally, type Tally } from './tally'

/** One option of one variant of one game, and how each person fared in the games played with it. */
export interface VariantResults {
  game: string
  rule: string
  label: Phrase
  value: Phrase | number
  choice: string | number
  games: number
  finished: number
  /** The people who played with it, in the order of `people`. */
  people: (Tally & { name: string })[]
}

/**
 * The games of each variant's option (issue 34, point 3: one game against the return match),
 * over `games` (one copy each, none abandoned), per game id, its rules in the order of its rules
 * reference, each option in the order first met; each person's results in them, for the people `people` lists (their keys).
 */
export function libraryVariants(
  games: readonly HistoryGame[],
  people: readonly string[],
  nameOf: (key: string) => string,
): VariantResults[] {
  const options = new Map<
    string,
    { variant: PlayedVariant; game: string; tally: Tally; byPerson: Map<string, Tally> }
  >()
  for (const game of games) {
    const drawn = isDraw(game)
    for (const variant of game.variants) {
      const id = variantId(game.game, variant)
      let option = options.get(id)
      if (!option) {
        option = { variant, game: game.game, tally: emptyTally(), byPerson: new Map() }
        options.set(id, option)
      }
      addGame(option.tally, game.finished, false, drawn)
      for (const person of peopleOf(game)) {
        let tally = option.byPerson.get(person.key)
        if (!tally) option.byPerson.set(person.key, (tally = emptyTally()))
        addGame(tally, game.finished, person.won, drawn)
      }
    }
  }
  // Each game's variants in the order of its rules reference, each rule's options together
  // (two rules of one place, as the core's, in the order first met).
  const firstMet = new Map<string, number>()
  for (const { game, variant } of options.values()) {
    const rule = JSON.stringify([game, variant.rule])
    if (!firstMet.has(rule)) firstMet.set(rule, firstMet.size)
  }
  const at = (option: { game: string; variant: PlayedVariant }) =>
    ruleOrder(option.game, option.variant.rule) * firstMet.size +
    firstMet.get(JSON.stringify([option.game, option.variant.rule]))!
  return [...options.values()]
    .sort((a, b) => compare(a.game, b.game) || byPlace(at(a), at(b)))
    .map(({ variant, game, tally, byPerson }) => ({
      game,
      rule: variant.rule,
      label: variant.label,
      value: variant.value,
      choice: variant.choice,
      games: tally.games,
      finished: tally.finished,
      people: people.flatMap((key) => {
        const kept = byPerson.get(key)
        return kept ? [{ name: nameOf(key), ...kept }] : []
      }),
    }))
}

/**
 * The options of the variants some games were played with one way and some another: where the
 * results can be compared (a variant every game shared says nothing the totals do not).
 */
export function comparedVariants(options: readonly VariantResults[]): VariantResults[] {
  const optionsOf = new Map<string, number>()
  const ruleOf = (option: VariantResults) => JSON.stringify([option.game, option.rule])
  for (const option of options) {
    optionsOf.set(ruleOf(option), (optionsOf.get(ruleOf(option)) ?? 0) + 1)
  }
  return options.filter((option) => optionsOf.get(ruleOf(option))! > 1)
}

/** What tells one option of one game's variant from every other: the History page's filter. */
export function variantId(game: string, variant: Pick<PlayedVariant, 'rule' | 'choice'>): string {
  return JSON.stringify([game, variant.rule, variant.choice])
}

/**
 * Where a rule stands in its game's rules reference; one of the core's (the target every race
 * shares) before the game's own, as a game's settings begin with its target.
 */
function ruleOrder(game: string, rule: string): number {
  return gameModuleOf(game)?.ruleIds.indexOf(rule) ?? -1
}

/** Two places, in order; equal ones keep theirs. */
export function byPlace(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
