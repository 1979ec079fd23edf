/** Runs `work` once to warm up, then `runs` times, and returns each run's milliseconds. */
export function timeRuns(runs: number, work: () => void): number[] {
  work()
  const times: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now()
    work()
    times.push(performance.now() - start)
  }
  return times
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The value under which `share` of the values lie (nearest rank): 0.95 gives the 95th percentile. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.max(1, Math.ceil(share * sorted.length))
  return sorted[rank - 1]!
}
