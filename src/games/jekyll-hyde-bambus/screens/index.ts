import { defineAsyncComponent } from 'vue'
import { readDraft } from '../words/hand-draft'
import type { GameScreens } from '../../../renderer/src/games/screens'

const loadHandEntry = () => import('./HandEntry.vue')

/** Dr. Jekyll & Mr. Hyde (Bambus)'s screens: its hand entry. */
export const jekyllHydeBambusScreens: GameScreens = {
  id: 'jekyll-hyde-bambus',
  handEntry: defineAsyncComponent(loadHandEntry),
  loadHandEntry,
  correctionStart: (log, handIndex) =>
    import('./draft').then((draft) => draft.correctionStart(log, handIndex)),
  readDraft,
}
