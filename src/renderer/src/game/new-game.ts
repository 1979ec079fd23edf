import { useI18n } from 'vue-i18n'
import type { Problem } from '../../../engine'
import { explainProblem } from '../../../shared/explain'

/**
 * Each player's name problem on the new-game page, as a message key, or null: a name is needed,
 * and one already given to a player before it would leave the sheet with two columns alike.
 */
export function nameProblems(names: readonly string[]): (string | null)[] {
  const trimmed = names.map((name) => name.trim())
  return trimmed.map((name, index) => {
    if (name === '') return 'game.new.nameMissing'
    return trimmed.slice(0, index).includes(name) ? 'game.new.nameTwice' : null
  })
}

/**
 * The engine's problem at a field's path (`rules.targetScore`), worded in the reader's language
 * for the message under that field; null when the field has none.
 */
export function useProblemAt(): (problems: readonly Problem[], path: string) => string | null {
  const { t, te } = useI18n()
  const translator = {
    t: (key: string, named?: Record<string, unknown>) => t(key, named ?? {}),
    te,
  }
  return (problems, path) => {
    const problem = problems.find((candidate) => candidate.path === path)
    return problem ? explainProblem(problem, translator, (id) => id) : null
  }
}
