import { defineAsyncComponent } from 'vue'
import { readDraft } from '../words/hand-draft'
import type { GameScreens } from '../../../renderer/src/games/screens'
import { draftParts } from './draft-parts'

const loadHandEntry = () => import('./HandEntry.vue')

/** Mystery Rummy Case #1: Jack the Ripper's screens: its hand entry. */
export const mysteryRummyJackTheRipperScreens: GameScreens = {
  id: 'mystery-rummy-jack-the-ripper',
  handEntry: defineAsyncComponent(loadHandEntry),
  loadHandEntry,
  correctionStart: (log, handIndex) =>
    import('./draft').then((draft) => draft.correctionStart(log, handIndex)),
  readDraft,
  draftParts,
}
