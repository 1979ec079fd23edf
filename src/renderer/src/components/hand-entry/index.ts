export { default as HandInProgress } from './HandInProgress.vue'
