import type { Phrase, SettingFact } from '../../../engine/core/game-module'
import { isAction } from './cards'
import type { BambusLog } from './log'
import {
  changedCardValues,
  defaultTargetScore,
  defaultVariants,
  resolveRules,
  rules,
} from './rules'

const own = (name: string, params?: Phrase['params']): Phrase =>
  params === undefined
    ? { key: `jekyll-hyde-bambus.settings.${name}` }
    : { key: `jekyll-hyde-bambus.settings.${name}`, params }

/**
 * The settings a game was scored with, as every screen and report shows them: the target, the
 * variants, and each card value the players changed. The seating card only matters with 4
 * players (A4), so a 3-player game does not show it.
 */
export function settingsOf(log: Pick<BambusLog, 'rules' | 'players'>): SettingFact[] {
  const resolved = resolveRules(log.rules)
  const { seatingCard, endTie } = resolved.variants
  const facts: SettingFact[] = [
    {
      kind: 'setting',
      rule: rules.target,
      label: own('target'),
      value: resolved.targetScore,
      changed: resolved.targetScore !== defaultTargetScore,
    },
  ]
  if (log.players.length !== 3) {
    facts.push({
      kind: 'setting',
      rule: rules.seatingCard,
      label: own('seating-card'),
      value: own(`seating-card-${seatingCard}`),
      changed: seatingCard !== defaultVariants.seatingCard,
    })
  }
  facts.push({
    kind: 'setting',
    rule: rules.endTie,
    label: own('end-tie'),
    value: own(`end-tie-${endTie}`),
    changed: endTie !== defaultVariants.endTie,
  })
  // For an action the value is its multiplier, for any other card its points.
  for (const { card, value, defaultValue } of changedCardValues(resolved)) {
    facts.push({
      kind: 'card-value',
      rule: rules.deck,
      label: own('card-values'),
      value: own(isAction(card) ? 'multiplier-value' : 'points-value', {
        card: { card },
        value,
        defaultValue,
      }),
      changed: true,
    })
  }
  return facts
}
