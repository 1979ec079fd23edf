import { defineAsyncComponent } from 'vue'
import { readDraft } from '../words/hand-draft'
import type { GameScreens } from '../../../renderer/src/games/screens'
import SheetCell from './SheetCell.vue'

const loadHandEntry = () => import('./HandEntry.vue')

/**
 * Jekyll vs. Hyde's screens: its round entry (with the live trick helper), the marker's small
 * track on the sheet, and the match panel on the game page.
 */
export const jekyllVsHydeScreens: GameScreens = {
  id: 'jekyll-vs-hyde',
  handEntry: defineAsyncComponent(loadHandEntry),
  loadHandEntry,
  correctionStart: (log, handIndex) =>
    import('./draft').then((draft) => draft.correctionStart(log, handIndex)),
  readDraft,
  sheetCell: SheetCell,
  gamePanel: defineAsyncComponent(() => import('./MatchPanel.vue')),
}
