import { defineAsyncComponent } from 'vue'

export { default as ScoreSheet } from './ScoreSheet.vue'
export { default as StatusBanner } from './StatusBanner.vue'
export { default as HandBreakdown } from './HandBreakdown.vue'
export { default as HandBreakdownDialog } from './HandBreakdownDialog.vue'
export { default as GameTimes } from './GameTimes.vue'

/** Loaded on first use (or ahead, by the game page), so chart.js is not in the first bundle. */
export const loadTotalsChart = () => import('./TotalsChart.vue')

export const TotalsChart = defineAsyncComponent(loadTotalsChart)
