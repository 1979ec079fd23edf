import { defineAsyncComponent } from 'vue'
import { type GameLog } from '../../../engine'
import { isMysteryRummyLog } from '../engine'
import { isMysteryRummyHandDraft } from '../words/hand-draft'
import type { GameScreens } from '../../../renderer/src/games/screens'
import { correctionStart } from './hand-entry/draft'
import { draftParts } from './hand-entry/draft-parts'
import SheetCell from './sheet/SheetCell.vue'

const loadHandEntry = () => import('./hand-entry/HandEntryForm.vue')

/** Mystery Rummy Case #3's screens: its hand form, its what-if and its side-up badge on the sheet. */
export const mysteryRummyJekyllHydeScreens: GameScreens = {
  id: 'mystery-rummy-jekyll-hyde',
  handEntry: defineAsyncComponent(loadHandEntry),
  loadHandEntry,
  // Its draft's code is in this chunk already (the parts need it): no fetch.
  correctionStart: (log, handIndex) => Promise.resolve(correctionStart(log, handIndex)),
  whatIf: defineAsyncComponent(() => import('./what-if/WhatIfPanel.vue')),
  sheetCell: SheetCell,
  readDraft(values: unknown, log: GameLog) {
    if (!isMysteryRummyLog(log) || !isMysteryRummyHandDraft(values)) return null
    // A draft whose players are not this game's cannot be shown by its form.
    const players = log.players.map((player) => player.id)
    const fits =
      values.players.length === players.length &&
      values.players.every((player, index) => player === players[index] && values.areas[player])
    return fits ? values : null
  },
  draftParts,
}
