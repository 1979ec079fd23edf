import { readFileSync } from 'node:fs'
import { seedLibrary } from '../tests/e2e/library-seed'
import { seededGames } from '../tests/e2e/seeded-games'
import { launchChromium, serve } from './chromium'
import { median } from './timing'

export interface HistoryFigures {
  /** The first person chosen: the logs are read and their records worked out then. */
  first: HistoryChange
  /** Every person chosen after the first (medians). */
  person: HistoryChange
  /** The game filter set (median of the next frame). */
  filter: number
}

export interface HistoryChange {
  /** From the change to the first frame painted after it: how long the page stood still. */
  nextFrameMs: number
  /** From the change to the frame with the chosen person's records on screen. */
  recordsMs: number
}

const names = ['Ada', 'Bram', 'Cleo', 'Dev', 'Eun', 'Fenna', 'Gus', 'Hedda', 'Ivo', 'Jun']

/**
 * A library as a group keeps it after months: the four games in turn, each a golden game of its
 * own (the longest hands each has), among ten people seated in turn, an hour apart.
 */
function mixedLibrary(count: number): [string, string][] {
  const logs = Object.values(seededGames).map(
    (path) =>
      JSON.parse(readFileSync(new URL(`../tests/games/${path}`, import.meta.url), 'utf8')) as {
        players: { id: string; name: string }[]
      },
  )
  return Array.from({ length: count }, (_, index) => {
    const log = logs[index % logs.length]!
    const id = `game-${String(index).padStart(4, '0')}`
    const day = new Date(Date.UTC(2025, 0, 1) + index * 3_600_000).toISOString()
    const players = log.players.map((player, seat) => ({
      ...player,
      name: names[(index + seat * 3) % names.length]!,
    }))
    return [id, JSON.stringify({ ...log, id, createdAt: day, updatedAt: day, players })]
  })
}

/**
 * The History page of the built web app with a library of each size (mixedLibrary): a person
 * chosen, then the game filter changed, `runs` times each, a different person each time. The
 * first person chosen is one run, kept apart (it reads the logs); the others are medians.
 */
export async function historyChanges(
  root: string,
  sizes: readonly number[],
  runs = 5,
): Promise<Map<number, HistoryFigures>> {
  const { url, server } = await serve(root)
  const browser = await launchChromium()
  const results = new Map<number, HistoryFigures>()
  try {
    for (const size of sizes) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      await page.goto(url)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await seedLibrary(page, mixedLibrary(size))
      // A new start reads the games put in; the History page waits for them all.
      await page.goto(`${url}#/history`)
      await page.reload()
      await page.getByTestId('history-summary').waitFor({ timeout: 120_000 })
      const people = await page
        .getByTestId('history-person')
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
      const person: HistoryChange[] = []
      const filter: number[] = []
      for (let run = 0; run < runs; run += 1) {
        const name = people.filter(Boolean)[run % (people.length - 1)]!
        person.push(await page.evaluate(choose, { testid: 'history-person', value: name }))
        // Back to everyone, then a game filter set and cleared: the figures counted again.
        await page.evaluate(choose, { testid: 'history-person', value: '' })
        const game = await page
          .getByTestId('history-game')
          .locator('option')
          .nth(1)
          .getAttribute('value')
        filter.push(
          (await page.evaluate(choose, { testid: 'history-game', value: game! })).nextFrameMs,
        )
        await page.evaluate(choose, { testid: 'history-game', value: '' })
      }
      const later = person.slice(1)
      results.set(size, {
        first: person[0]!,
        person: {
          nextFrameMs: median(later.map((each) => each.nextFrameMs)),
          recordsMs: median(later.map((each) => each.recordsMs)),
        },
        filter: median(filter),
      })
      await context.close()
    }
  } finally {
    await browser.close()
    server.close()
  }
  return results
}

/**
 * Runs in the page: sets a filter's select and times what follows. (No function is named inside:
 * the bench's TypeScript runner would name it through a helper the page does not have.)
 */
async function choose({
  testid,
  value,
}: {
  testid: string
  value: string
}): Promise<HistoryChange> {
  const select = document.querySelector<HTMLSelectElement>(`[data-testid="${testid}"]`)!
  const start = performance.now()
  select.value = value
  select.dispatchEvent(new Event('change'))
  const nextFrame = await new Promise<number>((resolve) =>
    requestAnimationFrame(() => resolve(performance.now())),
  )
  let recordsAt = nextFrame
  if (testid === 'history-person' && value !== '') {
    const deadline = start + 60_000
    while (
      document.querySelector('[data-testid="history-records"]')?.getAttribute('data-person') !==
      value
    ) {
      if (performance.now() > deadline) throw new Error(`no records for ${value}`)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    recordsAt = await new Promise<number>((resolve) =>
      requestAnimationFrame(() => resolve(performance.now())),
    )
  }
  return { nextFrameMs: nextFrame - start, recordsMs: recordsAt - start }
}
