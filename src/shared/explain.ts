import type { BreakdownLine, Problem } from '../engine'

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

/** Fills a problem's message with names in the reader's language. */
export function explainProblem(
  problem: Problem,
  translator: Translator,
  names: PlayerNames,
): string {
  const params: Record<string, unknown> = { ...problem.params }
  if (typeof params.card === 'string') params.card = cardName(translator, params.card)
  if (typeof params.player === 'string') params.player = names(params.player)
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
      return line.creditedBy === 'area-owner'
        ? t('breakdown.transformation-card-owner', { area: names(line.area) })
        : t('breakdown.transformation-card-player', { playedBy: names(line.playedBy) })
    case 'shut-out': {
      const side = t(`side.${line.side}`)
      const families = line.mismatched.map((family) => cardName(translator, family)).join(', ')
      return t(`breakdown.shut-out-${line.outcome}`, { by: names(line.by), side, families })
    }
    case 'left-in-hand':
      return t('breakdown.left-in-hand', {
        count: line.count,
        card: cardName(translator, line.card),
        value: line.value,
      })
    case 'left-in-hand-total':
      return t('breakdown.left-in-hand-total')
    case 'transformation-held':
      return line.extra > 0
        ? t('breakdown.transformation-held', { face: line.face, extra: line.extra })
        : t('breakdown.transformation-held-face', { face: line.face })
    case 'void-hand':
      return t('breakdown.void-hand')
  }
}
