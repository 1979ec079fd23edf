import { useI18n } from 'vue-i18n'
import { deForm } from '../../../shared/i18n/elision'
import { tricksPerRound } from '../engine/cards'
import type { FoldedTrick, RecordFault } from '../engine/record-fold'
import { rules } from '../engine/rules'
import { useCardWords } from './card-words'

const key = (name: string) => `jekyll-vs-hyde.entry.helper.${name}`

/** A trick as the helper tells it: who took it, why, and what the table does now. */
export interface TrickTold {
  taken: string
  why: string
  /** The rule that decided it, for the link to the rules reference. */
  rule: string
  /** The potion's effect and what to do at the table; null when no potion was played. */
  effect: string | null
  effectRule: string | null
}

const effectRules = {
  steal: rules.effectSteal,
  swap: rules.effectSwap,
  reset: rules.effectReset,
  cancel: rules.effectCancel,
} as const

/** Words for what the engine's fold says of a trick; nothing here decides anything. */
export function useTrickWords(name: (player: string) => string) {
  const { t } = useI18n()
  const words = useCardWords()

  function tell(trick: FoldedTrick, index: number, cards: readonly string[]): TrickTold {
    const [lead = '', follow = ''] = cards
    const winnerCard = words.card(trick.winner === 'lead' ? lead : follow)
    const loserCard = words.card(trick.winner === 'lead' ? follow : lead)
    const loser = trick.taker === trick.leader ? trick.follower : trick.leader
    const ranked = trick.rankingPlayed
    const colourOf = (id: string) => id.split('-')[0] ?? ''
    const [higher, lower] =
      trick.winner === 'lead'
        ? [colourOf(lead), colourOf(follow)]
        : [colourOf(follow), colourOf(lead)]
    const why =
      trick.decidedBy === rules.rankedColour
        ? t(key('why.ranked'), {
            higher: words.colour(higher),
            lower: words.colour(lower),
            ranking: ranked.map(words.colour).join(' < '),
          })
        : t(key(trick.decidedBy === rules.sameColour ? 'why.same' : 'why.potion'), {
            winner: winnerCard,
            loser: loserCard,
          })
    let effect: string | null = null
    if (trick.effect === 'steal') {
      effect = trick.stolen
        ? t(key('effect.steal'), {
            taker: name(trick.taker),
            loser: name(loser),
            deLoser: deForm(name(loser)),
          })
        : t(key('effect.stealNothing'), { loser: name(loser) })
    } else if (trick.effect === 'swap') {
      effect = t(key(index + 1 < tricksPerRound ? 'effect.swap' : 'effect.swapLast'))
    } else if (trick.effect !== null) {
      effect = t(key(`effect.${trick.effect}`))
    }
    return {
      taken: t(key('taken'), { player: name(trick.taker), number: index + 1 }),
      why,
      rule: trick.decidedBy,
      effect,
      effectRule: trick.effect === null ? null : effectRules[trick.effect],
    }
  }

  function fault(fault: RecordFault): string {
    return t(key('fault'), {
      player: name(fault.player),
      colour: words.colour(fault.colour ?? ''),
      number: fault.trick + 1,
    })
  }

  return { tell, fault }
}
