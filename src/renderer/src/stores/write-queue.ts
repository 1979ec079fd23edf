/**
 * Storage operations run one at a time, in the order they were asked for. Each one settles (a
 * rejection is handed to `failed`, and the operation gives `otherwise`), so one failure never
 * stops the ones after it.
 */
export function writeQueue(failed: (error: unknown) => void) {
  let queue: Promise<unknown> = Promise.resolve()
  return function enqueue<T>(operation: () => Promise<T>, otherwise: T): Promise<T> {
    const run = queue.then(operation).catch((error: unknown) => {
      failed(error)
      return otherwise
    })
    queue = run
    return run
  }
}
