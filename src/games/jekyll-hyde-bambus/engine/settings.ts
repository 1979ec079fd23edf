import type { SettingFact } from '../../../engine/core/game-module'
import { phrasesUnder } from '../../../engine/core/phrases'
import { choiceFact, correctedValueFacts, settingFact } from '../../../engine/core/setting-facts'
import { isAction } from './cards'
import type { BambusLog } from './log'
import {
  changedCardValues,
  defaultTargetScore,
  defaultVariants,
  resolveRules,
  rules,
} from './rules'

const own = phrasesUnder('jekyll-hyde-bambus.settings')

/**
 * The settings a game was scored with, as every screen and report shows them: the target, the
 * variants, and each card value the players changed. The seating card and the first Jekyll team
 * only matter with 4 players (A4; with 3 the solo plays Mr. Hyde), so a 3-player game does not
 * show them.
 */
export function settingsOf(log: Pick<BambusLog, 'rules' | 'players'>): SettingFact[] {
  const resolved = resolveRules(log.rules)
  const { seatingCard, firstJekyll, endTie } = resolved.variants
  const target = resolved.targetScore
  const seating = choiceFact(
    rules.seatingCard,
    own,
    'seating-card',
    seatingCard,
    defaultVariants.seatingCard,
  )
  const jekyllTeam = choiceFact(
    rules.firstJekyll,
    own,
    'first-jekyll',
    firstJekyll,
    defaultVariants.firstJekyll,
  )
  return [
    settingFact(rules.target, own('target'), target, target !== defaultTargetScore),
    ...(log.players.length === 3 ? [] : [seating, jekyllTeam]),
    choiceFact(rules.endTie, own, 'end-tie', endTie, defaultVariants.endTie),
    ...correctedValueFacts(changedCardValues(resolved), {
      kind: 'card-value',
      rule: rules.deck,
      label: own('card-values'),
      // For an action the value is its multiplier, for any other card its points.
      says: (card, params) => own(isAction(card) ? 'multiplier-value' : 'points-value', params),
    }),
  ]
}
