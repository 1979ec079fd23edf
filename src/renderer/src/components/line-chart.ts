// chart.js comes with the charts only (the score sheet's and the History's, each loaded lazily
// by its page), so it stays out of the first download; only what a line chart needs is
// registered, once per page.
import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js'
import { onBeforeUnmount, onMounted, watch, type Ref, type WatchSource } from 'vue'

Chart.register(
  LineController,
  LineElement,
  PointElement,
  LinearScale,
  CategoryScale,
  Legend,
  Tooltip,
)

export { Chart }

/**
 * A line chart on `canvas`, drawn from `configuration` once mounted and again whenever one of
 * `sources` changes (its points, the language); none while there is nothing to draw.
 */
export function useLineChart(
  canvas: Ref<HTMLCanvasElement | null>,
  configuration: () => ChartConfiguration<'line'> | null,
  sources: WatchSource[],
): void {
  let chart: Chart<'line'> | null = null
  const draw = () => {
    chart?.destroy()
    const made = canvas.value ? configuration() : null
    chart = made && canvas.value ? new Chart(canvas.value, made) : null
  }
  onMounted(draw)
  onBeforeUnmount(() => chart?.destroy())
  // After the page is drawn: a chart that had nothing to draw gets its canvas only then.
  watch(sources, draw, { flush: 'post' })
}
