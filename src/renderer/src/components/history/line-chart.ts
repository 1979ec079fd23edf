// chart.js comes with the History's charts only (loaded lazily by the page), as the score
// sheet's chart does; only what a line chart needs is registered.
import {
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

Chart.register(LineController, LineElement, PointElement, LinearScale, Legend, Tooltip)

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
  watch(sources, draw)
}
