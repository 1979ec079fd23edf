import { enableAutoUnmount, flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseGameLog, type GameLog } from '../../../src/engine'
import bambusText from '../../games/jekyll-hyde-bambus/fixtures/game-won-at-1000.json?raw'
import { game } from '../score-sheet/games'
import { mountApp } from '../support/mount-app'
import { createTestPlatform } from '../support/test-platform'

enableAutoUnmount(afterEach)
beforeEach(() => localStorage.clear())

const mysteryRummy = () => ({ ...game('game-won').log, updatedAt: '2026-11-20T22:00:00.000Z' })
function bambus(): GameLog {
  const read = parseGameLog(bambusText)
  if (!read.ok) throw new Error('the Bambus fixture does not parse')
  return read.log
}

async function libraryWith(logs: GameLog[]) {
  const test = createTestPlatform()
  for (const log of logs) await test.platform.saveGame(log)
  const wrapper = await mountApp({ platform: test.platform, languages: ['en'] })
  await vi.waitFor(() => {
    if (!wrapper.find('.game-card').exists()) throw new Error('loading')
  })
  return wrapper
}

const titles = (wrapper: VueWrapper) =>
  wrapper.findAll('.game-card h2').map((title) => title.text())
const gameFilter = (wrapper: VueWrapper) => {
  const label = wrapper.findAll('label').find((each) => each.text() === 'Game')
  return label ? wrapper.get<HTMLSelectElement>(`[id="${label.attributes('for')}"]`) : null
}

describe('the library and its games', () => {
  it('names the game of each entry', async () => {
    const wrapper = await libraryWith([mysteryRummy(), bambus()])
    const meta = wrapper.findAll('.game-card__meta').map((line) => line.text())

    expect(meta[0]).toContain('Dr. Jekyll & Mr. Hyde (Bambus)')
    expect(meta[1]).toContain('Mystery Rummy: Dr. Jekyll & Mr. Hyde')
  })

  it('lists the games of one game only, and all of them again', async () => {
    const wrapper = await libraryWith([mysteryRummy(), bambus()])
    const filter = gameFilter(wrapper)!

    expect(filter.findAll('option').map((option) => option.text())).toEqual([
      'All games',
      'Mystery Rummy: Dr. Jekyll & Mr. Hyde',
      'Dr. Jekyll & Mr. Hyde (Bambus)',
    ])
    await filter.setValue('mystery-rummy-jekyll-hyde')
    expect(titles(wrapper)).toEqual(['A whole game: Ada reaches 100'])
    await filter.setValue('')
    expect(titles(wrapper)).toHaveLength(2)
  })

  it('keeps the chosen game while the app runs: back from another page, it still applies', async () => {
    const wrapper = await libraryWith([mysteryRummy(), bambus()])
    await gameFilter(wrapper)!.setValue('jekyll-hyde-bambus')
    await wrapper.get('a[href="/new"]').trigger('click')
    await vi.waitFor(() => expect(wrapper.find('.new-game').exists()).toBe(true))
    const cancel = wrapper.findAll('a').find((link) => link.text() === 'Cancel')!
    await cancel.trigger('click')
    await vi.waitFor(() => expect(wrapper.find('.game-card').exists()).toBe(true))
    await flushPromises()

    expect(gameFilter(wrapper)!.element.value).toBe('jekyll-hyde-bambus')
    expect(titles(wrapper)).toEqual(['Ada – Bram – Cleo – Dev'])
  })

  it('offers no game filter while the library holds games of one game only', async () => {
    const wrapper = await libraryWith([mysteryRummy()])
    expect(gameFilter(wrapper)).toBeNull()
  })
})
