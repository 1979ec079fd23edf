import { defineAsyncComponent } from 'vue'

export { default as ScoreSheet } from './ScoreSheet.vue'
export { default as StatusBanner } from './StatusBanner.vue'
export { default as HandBreakdown } from './HandBreakdown.vue'
export { default as HandBreakdownDialog } from './HandBreakdownDialog.vue'
export { default as GameTimes } from './GameTimes.vue'

/** Loaded on first use, so chart.js is not part of the initial bundle. */
export const TotalsChart = defineAsyncComponent(() => import('./TotalsChart.vue'))
