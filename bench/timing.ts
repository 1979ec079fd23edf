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
