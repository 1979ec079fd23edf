import type { SettingFact } from '../core/game-module'
import { isAction } from './cards'
import type { BambusLog } from './log'
import {
  changedCardValues,
  defaultTargetScore,
  defaultVariants,
  resolveRules,
  rules,
} from './rules'

const key = (name: string) => `jekyll-hyde-bambus.settings.${name}`

/**
 * The settings a game was scored with, as every screen and report shows them: the target, the
 * variants, and each card value the players changed. The seating card only matters with 4
 * players (A4), so a 3-player game does not show it.
 */
export function settingsOf(log: BambusLog): SettingFact[] {
  const resolved = resolveRules(log.rules)
  const { seatingCard, endTie } = resolved.variants
  const facts: SettingFact[] = [
    {
      rule: rules.target,
      label: { key: key('target') },
      value: { key: key('target-value'), params: { points: resolved.targetScore } },
      changed: resolved.targetScore !== defaultTargetScore,
    },
  ]
  if (log.players.length !== 3) {
    facts.push({
      rule: rules.seatingCard,
      label: { key: key('seating-card') },
      value: { key: key(`seating-card-${seatingCard}`) },
      changed: seatingCard !== defaultVariants.seatingCard,
    })
  }
  facts.push({
    rule: rules.endTie,
    label: { key: key('end-tie') },
    value: { key: key(`end-tie-${endTie}`) },
    changed: endTie !== defaultVariants.endTie,
  })
  const changed = changedCardValues(resolved)
  if (changed.length === 0) {
    facts.push({
      rule: rules.deck,
      label: { key: key('card-values') },
      value: { key: key('card-values-printed') },
      changed: false,
    })
  }
  for (const { card, value, defaultValue } of changed) {
    facts.push({
      rule: rules.deck,
      label: { key: key('card-value'), params: { card: { card } } },
      value: {
        key: key(isAction(card) ? 'multiplier-value' : 'points-value'),
        params: { value, defaultValue },
      },
      changed: true,
    })
  }
  return facts
}
