import type {
  Badge,
  FactLine,
  HandFacts,
  Phrase,
  SettingFact,
  SheetColumns,
} from '../../../engine/core/game-module'
import type { BreakdownLine, CardsAtFault, HandScore, ShutOutLine } from './breakdown'
import { phrasesUnder } from '../../../engine/core/phrases'
import { coreRules } from '../../../engine/core/rule-ids'
import { correctedValueFacts, settingFact } from '../../../engine/core/setting-facts'
import { gameId, type HandRecord, type MysteryRummyLog } from './log'
import {
  changedCardValues,
  defaultTargetScore,
  defaultVariants,
  resolveRules,
  rules,
} from './rules'

/**
 * What every screen, export and the command line show of a Mystery Rummy hand, declared once as
 * phrases: the renderers only put them into words.
 */

/** One breakdown line as a sentence a player can point at across the table. */
export function linePhrase(line: BreakdownLine): Phrase {
  switch (line.kind) {
    case 'evidence': {
      const counted = own(`breakdown.${line.doubling}`, {
        count: line.count,
        card: { card: line.family },
        letter: line.letter,
        value: line.value,
        side: own(`side.${line.side}`),
      })
      if (!line.transformed) return counted
      return own('breakdown.with-transformation', {
        counted,
        transformed: own('breakdown.transformed', {
          printed: line.printedLetter,
          letter: line.letter,
        }),
      })
    }
    case 'work-in-lab':
      return own('breakdown.work-in-lab', { count: line.count, value: line.value })
    case 'transformation-card': {
      const named = { area: { player: line.area }, playedBy: { player: line.playedBy } }
      if (line.creditedBy === 'area-owner') return own('breakdown.transformation-card-owner', named)
      return line.area === line.playedBy
        ? own('breakdown.transformation-card-player-own', named)
        : own('breakdown.transformation-card-player', named)
    }
    case 'shut-out':
      return shutOutPhrase(line)
    case 'left-in-hand':
      return own('breakdown.left-in-hand', {
        count: line.count,
        card: { card: line.card },
        value: line.value,
      })
    case 'left-in-hand-total':
      return own('breakdown.left-in-hand-total')
    case 'transformation-held':
      // The arithmetic the line applies: its face value, and what holding it costs on top.
      return line.extra > 0
        ? own('breakdown.transformation-held', {
            face: line.face,
            extra: line.extra,
            total: -line.points,
          })
        : own('breakdown.transformation-held-face', { face: line.face })
    case 'void-hand':
      return own('breakdown.void-hand')
  }
}

function shutOutPhrase(line: ShutOutLine): Phrase {
  const by = { player: line.by }
  const side = own(`sideMatched.${line.side}`)
  if (line.outcome === 'made') return own('breakdown.shut-out-made', { by, side })
  if (line.outcome === 'suffered') return own('breakdown.shut-out-suffered', { by })
  const count = line.atFault.reduce((sum, group) => sum + group.count, 0)
  return own('breakdown.shut-out-missed', {
    cards: { list: line.atFault.map(atFaultPhrase) },
    count,
    side,
  })
}

/** "3 × Mr. Utterson, transformed to H,": the engine puts such a group last, before the verb. */
function atFaultPhrase(group: CardsAtFault): Phrase {
  const named = { count: group.count, card: { card: group.family }, letter: group.letter }
  return own(group.transformed ? 'breakdown.at-fault-transformed' : 'breakdown.at-fault', named)
}

/** The breakdown of a scored hand, player by player, with what happened in it. */
export function handFacts(hand: HandRecord, score: HandScore): HandFacts {
  const parts = Object.entries(score.breakdown).map(([player, lines]) => ({
    id: player,
    label: { player },
    receivers: [player],
    score: score.scores[player] ?? 0,
    lines: lines.map((line): FactLine => ({
      rule: line.rule,
      text: linePhrase(line),
      points: line.points,
    })),
  }))
  return {
    number: score.number,
    parts,
    notes: [],
    badges: handBadges(score),
    summary: handSummary(hand),
    sheet: sheetCells(hand, score),
    ...(hand.note === undefined ? {} : { note: hand.note }),
  }
}

/** Marks in the sheet: a shut-out in the column of the player who made it, a void hand. */
export function handBadges(score: Pick<HandScore, 'shutOut' | 'void'>): Badge[] {
  const badges: Badge[] = []
  if (score.shutOut !== null) {
    badges.push({
      holder: score.shutOut,
      rule: rules.shutOut,
      text: own('badge.shut-out', { by: { player: score.shutOut } }),
    })
  }
  if (score.void) badges.push({ holder: null, rule: rules.voidHand, text: own('badge.void') })
  return badges
}

/** The side up, how the hand ended and who dealt: what a report heads a hand with. */
export function handSummary(hand: HandRecord): Phrase[] {
  const summary = [
    own('summary.side-up', { side: own(`side.${hand.identity === 'jekyll' ? 'J' : 'H'}`) }),
    hand.ending.type === 'went-out'
      ? own('summary.went-out', { player: { player: hand.ending.player } })
      : own('summary.case-file-exhausted'),
  ]
  if (hand.dealer !== undefined) {
    summary.push(own('summary.dealer', { player: { player: hand.dealer } }))
  }
  return summary
}

/** The target, the two variants and the card values a game changed. */
export function settingFacts(log: Pick<MysteryRummyLog, 'rules'>): SettingFact[] {
  const resolved = resolveRules(log)
  const { transformationPoints, transformationHeldPenalty } = resolved.variants
  const target = resolved.targetScore
  return [
    settingFact(coreRules.seriesEnd, own('settings.target'), target, target !== defaultTargetScore),
    settingFact(
      rules.transformationCard,
      own('settings.transformation-points'),
      own(`settings.points-${transformationPoints}`),
      transformationPoints !== defaultVariants.transformationPoints,
      transformationPoints,
    ),
    settingFact(
      rules.transformationHeld,
      own('settings.transformation-held'),
      own(`settings.penalty-${transformationHeldPenalty}`),
      transformationHeldPenalty !== defaultVariants.transformationHeldPenalty,
      transformationHeldPenalty,
    ),
    ...correctedValueFacts(changedCardValues(resolved), {
      kind: 'card-value',
      rule: rules.cardValue,
      label: own('settings.card-values'),
      says: (_card, params) => own('deck.changed-value', params),
    }),
  ]
}

/** Who dealt, the side up and how the hand ended before the scores; a shut-out after them. */
export function sheetColumns(): SheetColumns {
  return {
    before: [own('sheet.dealer'), own('sheet.side'), own('sheet.ending')],
    after: [own('sheet.shut-out')],
  }
}

function sheetCells(hand: HandRecord, score: Pick<HandScore, 'shutOut'>): HandFacts['sheet'] {
  const ending =
    hand.ending.type === 'went-out'
      ? own('sheet.went-out', { player: { player: hand.ending.player } })
      : own('summary.case-file-exhausted')
  return {
    before: [
      hand.dealer === undefined ? null : { player: hand.dealer },
      own(`side.${hand.identity === 'jekyll' ? 'J' : 'H'}`),
      ending,
    ],
    after: [score.shutOut === null ? null : { player: score.shutOut }],
  }
}

/** A phrase of this game's own catalog part: every word of a hand is this game's own. */
const own = phrasesUnder(gameId)
