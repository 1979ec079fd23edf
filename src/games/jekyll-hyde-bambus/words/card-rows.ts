import { cards, hydeCardIds, jekyllCardIds, type Card, type CardId } from '../engine'

/** One kind of card: the Jekyll card and the Hyde card of the same kind, side by side. */
export interface CardRow {
  jekyll: CardId
  hyde: CardId
  kind: Card['kind']
  rank: Card['rank']
  /** Points, or the multiplier for an action. */
  value: number
  nameUnverified: boolean
  englishNameUnverified: boolean
}

/** The deck as the reference's table shows it, straight from the engine's cards. */
export const bambusCardRows: readonly CardRow[] = jekyllCardIds.map((jekyll, index) => {
  const hyde = hydeCardIds[index]!
  const card = cards[jekyll]
  return {
    jekyll,
    hyde,
    kind: card.kind,
    rank: card.rank,
    value: card.defaultValue,
    nameUnverified: card.nameUnverified || cards[hyde].nameUnverified,
    englishNameUnverified: card.englishNameUnverified || cards[hyde].englishNameUnverified,
  }
})
