import type { Component } from 'vue'
import DeckTable from './DeckTable.vue'
import DoubtsTable from './DoubtsTable.vue'
import TrackFigure from './TrackFigure.vue'

/** The figures of Jekyll vs. Hyde's rules reference, by the name its entries give. */
export const jekyllVsHydeRulesFigures: Readonly<Record<string, Component>> = {
  deck: DeckTable,
  track: TrackFigure,
  doubts: DoubtsTable,
}
