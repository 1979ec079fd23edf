import {
  changedCardValues,
  type BreakdownLine,
  type CardsAtFault,
  type Problem,
  type ResolvedRules,
  type ShutOutLine,
} from '../engine'
import { deForm } from './i18n/elision'

/** The little of vue-i18n that explaining needs, so the CLI and the renderer share one wording. */
export interface Translator {
  t(key: string, named?: Record<string, unknown>): string
  te(key: string): boolean
}

/** Player ids become names; unknown ids (from a bad file) are shown as they are. */
export type PlayerNames = (id: string) => string

function cardName(translator: Translator, card: string): string {
  const key = `cards.${card}`
  return translator.te(key) ? translator.t(key) : card
}

/**
 * Fills a problem's message with names in the reader's language. A player's name comes with its
 * French "de" form (`{dePlayer}`), which French messages use after "de".
 */
export function explainProblem(
  problem: Problem,
  translator: Translator,
  names: PlayerNames,
): string {
  const params: Record<string, unknown> = { ...problem.params }
  if (typeof params.card === 'string') params.card = cardName(translator, params.card)
  if (typeof params.player === 'string') {
    params.player = names(params.player)
    params.dePlayer = deForm(params.player as string)
  }
  return translator.t(problem.messageKey, params)
}

/** One breakdown line as a sentence a player can point at across the table. */
export function explainLine(
  line: BreakdownLine,
  translator: Translator,
  names: PlayerNames,
): string {
  const { t } = translator
  switch (line.kind) {
    case 'evidence': {
      const text = t(`breakdown.${line.doubling}`, {
        count: line.count,
        card: cardName(translator, line.family),
        letter: line.letter,
        value: line.value,
        side: t(`side.${line.side}`),
      })
      if (!line.transformed) return text
      return `${text} ${t('breakdown.transformed', { printed: line.printedLetter, letter: line.letter })}`
    }
    case 'work-in-lab':
      return t('breakdown.work-in-lab', { count: line.count, value: line.value })
    case 'transformation-card':
      return transformationCard(line, translator, names)
    case 'shut-out':
      return shutOut(line, translator, names)
    case 'left-in-hand':
      return t('breakdown.left-in-hand', {
        count: line.count,
        card: cardName(translator, line.card),
        value: line.value,
      })
    case 'left-in-hand-total':
      return t('breakdown.left-in-hand-total')
    case 'transformation-held':
      // The arithmetic the line applies: its face value, and what holding it costs on top.
      return line.extra > 0
        ? t('breakdown.transformation-held', {
            face: line.face,
            extra: line.extra,
            total: -line.points,
          })
        : t('breakdown.transformation-held-face', { face: line.face })
    case 'void-hand':
      return t('breakdown.void-hand')
  }
}

/** Where the card rests, who played it, and so whose points they are under the game's variant. */
function transformationCard(
  line: Extract<BreakdownLine, { kind: 'transformation-card' }>,
  translator: Translator,
  names: PlayerNames,
): string {
  const area = names(line.area)
  const playedBy = names(line.playedBy)
  const named = { area, deArea: deForm(area), playedBy }
  if (line.creditedBy === 'area-owner') {
    return translator.t('breakdown.transformation-card-owner', named)
  }
  return line.area === line.playedBy
    ? translator.t('breakdown.transformation-card-player-own', named)
    : translator.t('breakdown.transformation-card-player', named)
}

function shutOut(line: ShutOutLine, translator: Translator, names: PlayerNames): string {
  const by = names(line.by)
  const side = translator.t(`side.${line.side}`)
  if (line.outcome === 'made') return translator.t('breakdown.shut-out-made', { by, side })
  if (line.outcome === 'suffered') return translator.t('breakdown.shut-out-suffered', { by })
  const cards = listOf(
    line.atFault.map((group) => cardsAtFault(group, translator)),
    translator,
  )
  const count = line.atFault.reduce((sum, group) => sum + group.count, 0)
  return translator.t('breakdown.shut-out-missed', { cards, count, side })
}

/** "3 × Mr. Utterson, transformed to H,": the engine puts such a group last, before the verb. */
function cardsAtFault(group: CardsAtFault, translator: Translator): string {
  const named = {
    count: group.count,
    card: cardName(translator, group.family),
    letter: group.letter,
  }
  return translator.t(
    group.transformed ? 'breakdown.at-fault-transformed' : 'breakdown.at-fault',
    named,
  )
}

/** "A", "A and B", "A, B and C", in the reader's language. */
function listOf(items: readonly string[], translator: Translator): string {
  if (items.length <= 1) return items[0] ?? ''
  const last = items[items.length - 1]!
  return translator.t('breakdown.list', { items: items.slice(0, -1).join(', '), last })
}

/** "Transformation 12 (default 5)": the card values a game changed, or '' when it kept them all. */
export function explainCardValues(rules: ResolvedRules, translator: Translator): string {
  return changedCardValues(rules)
    .map(({ card, value, defaultValue }) =>
      translator.t('deck.changed-value', { card: cardName(translator, card), value, defaultValue }),
    )
    .join(', ')
}
