import { defineAsyncComponent } from 'vue'

export { default as ScoreSheet } from './ScoreSheet.vue'
export { default as StatusBanner } from './StatusBanner.vue'
export { default as HandBreakdown } from './HandBreakdown.vue'
export { default as HandBreakdownDialog } from './HandBreakdownDialog.vue'
export { default as GameTimes } from './GameTimes.vue'

const loadTotalsChart = () => import('./TotalsChart.vue')

/** Loaded on first use, so chart.js is not part of the initial bundle. */
export const TotalsChart = defineAsyncComponent(loadTotalsChart)

/**
 * Fetches the chart's code ahead, once a game is on screen: a phone keeps no copy of the app (no
 * service worker outside a secure context), so a first hand saved while the table's server is
 * away could not fetch it then. A failure here is tried again when the chart is first shown.
 */
export function fetchTotalsChartAhead(): void {
  loadTotalsChart().catch(() => undefined)
}
