import { cardCount, cardIds, cardIndex, type CardId } from './cards'
import type { ProblemList } from './problem-list'
import { rules } from './rules'

/** Where a card was first counted in a hand: what its path is made of, kept until one is needed. */
type TallyPlace = 'evidence' | 'workInLab' | 'placed' | 'cards' | 'held'

/**
 * Counts each card across both areas and the hands, against how many the deck has. One tally
 * is cleared for each hand; where each card was first counted is kept as the player and the
 * place, and only written as a path for a card counted too often.
 */
export class CardTally {
  private readonly totals: number[] = cardIds.map(() => 0)
  private readonly firstPlayers: (string | undefined)[] = cardIds.map(() => undefined)
  private readonly firstPlaces: TallyPlace[] = cardIds.map(() => 'cards')

  clear(): void {
    this.totals.fill(0)
    this.firstPlayers.fill(undefined)
  }

  add(card: CardId, count: number, player: string, place: TallyPlace): void {
    const index = cardIndex(card)
    this.totals[index]! += count
    if (this.firstPlayers[index] === undefined) {
      this.firstPlayers[index] = player
      this.firstPlaces[index] = place
    }
  }

  /**
   * The most the cards not counted yet could be worth in a hand, with these values: each card
   * the deck has more of than were counted, at its value. The Transformation is left out: a
   * points total never includes it (it is entered apart).
   */
  mostPointsLeft(values: Readonly<Record<CardId, number>>): number {
    let most = 0
    for (let index = 0; index < cardIds.length; index += 1) {
      const card = cardIds[index]!
      if (card === 'transformation') continue
      most += Math.max(0, cardCount(card) - this.totals[index]!) * values[card]
    }
    return most
  }

  checkAgainstDeck(hand: string, problems: ProblemList): void {
    for (let index = 0; index < cardIds.length; index += 1) {
      const card = cardIds[index]!
      const found = this.totals[index]!
      const max = cardCount(card)
      if (found <= max) continue
      const rule = card === 'transformation' ? rules.singleTransformation : rules.cardCount
      const path = this.pathOf(hand, card, this.firstPlayers[index]!, this.firstPlaces[index]!)
      problems.add('error', path, rule, { card, found, max })
    }
  }

  /** The path `validateHand` had when it counted the card there. */
  private pathOf(hand: string, card: CardId, player: string, place: TallyPlace): string {
    if (place === 'cards') return `${hand}.leftInHand.${player}.cards.${card}`
    if (place === 'evidence') return `${hand}.areas.${player}.evidence.${card}`
    if (place === 'workInLab') return `${hand}.areas.${player}.workInLab`
    if (place === 'held') return `${hand}.leftInHand.${player}.transformation`
    return `${hand}.areas.${player}.transformation`
  }
}
