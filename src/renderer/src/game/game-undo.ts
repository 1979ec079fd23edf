import { useGameHistoryStore } from '../stores/game-history'
import { useHandDraftsStore } from '../stores/hand-drafts'

/**
 * The game page's one Undo: the latest thing the players did, a hand in progress they just
 * discarded first (its notice says Undo brings it back), else the sheet's last change. Redo is
 * the sheet's alone: a discarded hand brought back is simply in progress again.
 */
export function useGameUndo() {
  const history = useGameHistoryStore()
  const drafts = useHandDraftsStore()
  /** A discarded hand in progress the page still offers back. */
  const discardedHand = (gameId: string) =>
    drafts.draftOf(gameId) === null && drafts.discardedOf(gameId) !== null
  return {
    canUndo: (gameId: string) => discardedHand(gameId) || history.canUndo(gameId),
    /**
     * What Undo would take back now: the hand in progress discarded, else the log it would bring
     * back (null: nothing). What a notice offers to undo is still possible while this stays.
     */
    undoes: (gameId: string): object | null =>
      discardedHand(gameId) ? drafts.discardedOf(gameId) : history.undoTarget(gameId),
    undo: async (gameId: string) => {
      if (discardedHand(gameId)) drafts.undoDiscard(gameId)
      else await history.undo(gameId)
    },
  }
}
