import type { MysteryRummyLog } from '../../../../src/games/mystery-rummy-jekyll-hyde/engine'

/**
 * The spec's "Scoring one hand" (shared/spec/mystery-rummy-jekyll-hyde.md) written a second
 * time, as plainly as it reads and sharing no code with the engine, card table included, so the
 * two can be checked against each other on random games. Scores only; no explanations.
 *
 * Where the spec can be read two ways, this takes the reading our decisions record, as the
 * engine does, so these are not checked independently: holding the Transformation costs the
 * variant's number in all (the variants table: "its face value included"), even when the card's
 * value was changed; a Transformation with no `playedBy` was played by the area's owner.
 */
type Letter = 'J' | 'H' | 'J/H'

const families: Record<string, { letter: Letter; value: number; neverDoubles: boolean }> = {
  utterson: { letter: 'J', value: 2, neverDoubles: false },
  poole: { letter: 'J', value: 2, neverDoubles: false },
  'jekylls-will': { letter: 'J', value: 2, neverDoubles: false },
  'jekylls-theory': { letter: 'J', value: 2, neverDoubles: false },
  'carew-murder-case': { letter: 'H', value: 2, neverDoubles: false },
  'hyde-awakes': { letter: 'H', value: 2, neverDoubles: false },
  'hydes-hideaway': { letter: 'H', value: 2, neverDoubles: false },
  'enfields-story': { letter: 'H', value: 2, neverDoubles: false },
  'lanyons-story': { letter: 'J/H', value: 2, neverDoubles: true },
  stevenson: { letter: 'J/H', value: 3, neverDoubles: true },
}
const gavelValues: Record<string, number> = { 'work-in-lab': 1, transformation: 5, potion: 0 }

interface Area {
  evidence?: Record<string, number>
  workInLab?: number
  transformation?: { family: string; cards: number; playedBy?: string }
}
type Held = { cards: Record<string, number> } | { points: number; transformation?: boolean }

export interface ReferenceHand {
  scores: Record<string, number>
  shutOut: string | null
}

export function referenceScores(log: MysteryRummyLog): ReferenceHand[] {
  const deck = (log.rules?.deck ?? {}) as Record<string, { value: number }>
  const valueOf = (card: string) =>
    deck[card]?.value ?? families[card]?.value ?? gavelValues[card] ?? Number.NaN
  const variants = log.rules?.variants ?? {}
  const creditToPlayer = variants.transformationPoints === 'player-who-played'
  // Spec, scoring rule 5: holding the Transformation costs its face value, plus 5 unless the
  // table plays the `5` variant.
  const heldPenalty =
    valueOf('transformation') + ((variants.transformationHeldPenalty ?? 10) === 10 ? 5 : 0)
  const players = log.players.map((player) => player.id)

  return log.hands.map((hand) => {
    const scores = Object.fromEntries(players.map((player) => [player, 0]))
    if (hand.ending.type !== 'went-out') return { scores, shutOut: null }
    const up: Letter = hand.identity === 'jekyll' ? 'J' : 'H'
    const areas = hand.areas as Record<string, Area | undefined>

    // Every Evidence card in an area, one by one, with the letter it counts with there.
    const cardsIn = (player: string) => {
      const area = areas[player] ?? {}
      const cards: { family: string; letter: Letter }[] = []
      for (const [family, count] of Object.entries(area.evidence ?? {})) {
        const printed = families[family]!.letter
        const covered =
          area.transformation?.family === family ? Math.min(area.transformation.cards, count) : 0
        for (let card = 0; card < count; card += 1) {
          const flipped = printed === 'J' ? 'H' : printed === 'H' ? 'J' : 'J/H'
          cards.push({ family, letter: card < covered ? flipped : printed })
        }
      }
      return cards
    }

    const table: Record<string, number> = {}
    for (const player of players) {
      table[player] = (areas[player]?.workInLab ?? 0) * valueOf('work-in-lab')
      for (const card of cardsIn(player)) {
        const doubles = card.letter === up && !families[card.family]!.neverDoubles
        table[player]! += valueOf(card.family) * (doubles ? 2 : 1)
      }
    }
    for (const player of players) {
      const placed = areas[player]?.transformation
      if (!placed) continue
      const credited = creditToPlayer ? (placed.playedBy ?? player) : player
      table[credited]! += valueOf('transformation')
    }

    const goer = hand.ending.player
    const shutOut = cardsIn(goer).every((card) => card.letter === up || card.letter === 'J/H')
    for (const player of players) {
      if (player === goer) scores[player] = table[player]!
      else if (!shutOut) scores[player] = table[player]! - costOfHand(hand.leftInHand?.[player])
    }
    return { scores, shutOut: shutOut ? goer : null }

    function costOfHand(held: Held | undefined): number {
      if (!held) return 0
      if ('cards' in held) {
        let cost = 0
        for (const [card, count] of Object.entries(held.cards)) {
          cost += card === 'transformation' ? (count > 0 ? heldPenalty : 0) : count * valueOf(card)
        }
        return cost
      }
      return held.points + (held.transformation ? heldPenalty : 0)
    }
  })
}

export interface ReferenceSeries {
  totals: Record<string, number>
  status: 'in-progress' | 'tie-break' | 'finished'
  winner: string | null
}

/** The spec's "Game end", after each hand in turn: the last entry is where the game stands. */
export function referenceSeries(log: MysteryRummyLog): ReferenceSeries[] {
  const target = log.rules?.targetScore ?? 100
  const totals = Object.fromEntries(log.players.map((player) => [player.id, 0]))
  return referenceScores(log).map(({ scores }) => {
    for (const player in totals) totals[player]! += scores[player] ?? 0
    const highest = Math.max(...Object.values(totals))
    const leaders = Object.keys(totals).filter((player) => totals[player] === highest)
    const status = highest < target ? 'in-progress' : leaders.length > 1 ? 'tie-break' : 'finished'
    return { totals: { ...totals }, status, winner: status === 'finished' ? leaders[0]! : null }
  })
}
