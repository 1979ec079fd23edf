import { computed, type Ref } from 'vue'
import { errorsOf, scoreGameLog, validateGameLog, type GameLog } from '../../../engine'
import { useLibraryStore } from '../stores/library'

/** A saved game and everything the engine derives from it, kept up to date as it changes. */
export function useGame(id: Ref<string>) {
  const library = useLibraryStore()
  const log = computed<GameLog | undefined>(() => library.game(id.value))
  const problems = computed(() => (log.value ? validateGameLog(log.value) : []))
  const score = computed(() =>
    log.value && errorsOf(problems.value).length === 0 ? scoreGameLog(log.value) : null,
  )
  return { log, problems, score }
}

/**
 * The history state a page is opened with when it should put focus on the next thing to do
 * (after "Start the game": "Enter hand 1").
 */
export const focusNextStepState = 'casebookFocusNextStep'
