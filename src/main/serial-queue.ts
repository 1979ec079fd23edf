/**
 * Runs tasks one after the other, in the order they were queued, whatever each one's outcome:
 * a save never interleaves with another save, a delete or a listing of the same folder.
 */
export function createSerialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve()
  return (task) => {
    const run = last.then(task, task)
    last = run.catch(() => undefined)
    return run
  }
}
