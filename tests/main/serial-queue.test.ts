import { describe, expect, it } from 'vitest'
import { createSerialQueue } from '../../src/main/serial-queue'

describe('createSerialQueue', () => {
  it('runs each task after the previous one has finished, in order', async () => {
    const queue = createSerialQueue()
    const events: string[] = []
    const task = (name: string, ms: number) => () =>
      new Promise<string>((resolve) => {
        events.push(`start ${name}`)
        setTimeout(() => {
          events.push(`end ${name}`)
          resolve(name)
        }, ms)
      })
    const results = await Promise.all([queue(task('a', 20)), queue(task('b', 1))])
    expect(results).toEqual(['a', 'b'])
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b'])
  })

  it('goes on after a task fails, and passes the failure to its caller', async () => {
    const queue = createSerialQueue()
    const failing = queue(() => Promise.reject(new Error('disk gone')))
    const next = queue(() => Promise.resolve('still runs'))
    await expect(failing).rejects.toThrow('disk gone')
    await expect(next).resolves.toBe('still runs')
  })
})
