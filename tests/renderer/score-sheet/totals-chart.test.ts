import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { h } from 'vue'
import { TotalsChart as LazyTotalsChart } from '../../../src/renderer/src/components/score-sheet'
import TotalsChart from '../../../src/renderer/src/components/score-sheet/TotalsChart.vue'
import { createCasebookI18n } from '../../../src/shared/i18n'
import { bambusGame, mountBambus } from './bambus-games'
import { firstHands, game, mountIn, type Game } from './games'

interface DrawnLine {
  label: string
  data: number[]
  borderColor: string
  borderDash?: number[]
  pointStyle: string
}

/** The part of a chart.js configuration these tests read. */
interface Drawn {
  type: string
  data: {
    labels: string[]
    /** One line per player (two in this game), then the target. */
    datasets: [DrawnLine, DrawnLine, DrawnLine]
  }
  options: {
    animation: false | { duration: number }
    scales: {
      x: { title: { text: string } }
      y: { suggestedMax: number; ticks: { callback: (value: number) => string } }
    }
  }
}

// jsdom has no canvas: a stand-in Chart records what the component asks chart.js to draw.
const charts = vi.hoisted(() => ({
  made: [] as { canvas: HTMLCanvasElement; config: Drawn; destroyed: boolean }[],
  registered: [] as unknown[],
}))
vi.mock('chart.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('chart.js')>()
  class Chart {
    static register(...items: unknown[]) {
      charts.registered.push(...items)
    }
    record: (typeof charts.made)[number]
    constructor(canvas: HTMLCanvasElement, config: unknown) {
      this.record = { canvas, config: config as Drawn, destroyed: false }
      charts.made.push(this.record)
    }
    destroy() {
      this.record.destroyed = true
    }
  }
  return { ...real, Chart }
})

enableAutoUnmount(afterEach)
beforeEach(() => {
  charts.made.length = 0
})

/** The chart is drawn just after the page paints, so that saving a hand never waits for it. */
function afterPaint() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
}

async function chart({ log, score }: Game, locale: 'en' | 'fr' = 'en') {
  const wrapper = mountIn(locale, TotalsChart, { log, score })
  await afterPaint()
  return wrapper
}

function drawn() {
  const latest = charts.made.at(-1)
  if (!latest) throw new Error('no chart drawn')
  return latest
}

describe('the running-totals chart', () => {
  it('draws one line per player, from 0 before hand 1, and a dashed line at the target', async () => {
    await chart(game('game-won'))

    const { config } = drawn()
    expect(config.type).toBe('line')
    expect(config.data.labels).toEqual(['Start', '1', '2', '3'])
    const [ada, bram, target] = config.data.datasets
    expect([ada.label, ada.data]).toEqual(['Ada', [0, 52, 52, 100]])
    expect([bram.label, bram.data]).toEqual(['Bram', [0, 0, 52, 52]])
    expect(target.label).toBe('Target 100')
    expect(target.data).toEqual([100, 100, 100, 100])
    expect(target.borderDash?.length).toBeGreaterThan(0)
    expect(ada.borderDash).toBeUndefined()
  })

  it('tells the players apart by colour and by point shape', async () => {
    await chart(game('game-won'))

    const [ada, bram] = drawn().config.data.datasets
    expect(ada.borderColor).not.toBe(bram.borderColor)
    expect(ada.pointStyle).not.toBe(bram.pointStyle)
  })

  it('takes its colours from the theme', async () => {
    const root = document.documentElement.style
    root.setProperty('--chart-series-1', 'rgb(1, 2, 3)')
    root.setProperty('--chart-series-2', 'rgb(4, 5, 6)')
    root.setProperty('--chart-target', 'rgb(7, 8, 9)')
    try {
      const { log, score } = game('game-won')
      mountIn('en', TotalsChart, { log, score }, document.body)
      await afterPaint()
    } finally {
      root.removeProperty('--chart-series-1')
      root.removeProperty('--chart-series-2')
      root.removeProperty('--chart-target')
    }

    const [ada, bram, target] = drawn().config.data.datasets
    expect([ada.borderColor, bram.borderColor, target.borderColor]).toEqual([
      'rgb(1, 2, 3)',
      'rgb(4, 5, 6)',
      'rgb(7, 8, 9)',
    ])
  })

  it('is an image for screen readers, described by the totals and the target', async () => {
    const wrapper = await chart(game('game-won'))

    const canvas = wrapper.get('canvas')
    expect(canvas.attributes('role')).toBe('img')
    expect(canvas.attributes('aria-label')).toBe(
      'Line chart of each player’s running total, hand by hand, with a dashed line at the target of 100. After hand 3: Ada 100 and Bram 52.',
    )
    expect(drawn().canvas).toBe(canvas.element)
    expect(wrapper.get('h2').text()).toBe('Running totals')
  })

  it('writes negative totals with a minus sign, in the description and on the axis', async () => {
    const wrapper = await chart(game('transformation-held-in-hand'))

    expect(wrapper.get('canvas').attributes('aria-label')).toContain('Ada 46 and Bram \u22127.')
    const tick = drawn().config.options.scales.y.ticks.callback
    expect(tick(-20)).toBe('\u221220')
  })

  it('is drawn after the page has painted, not before', async () => {
    const { log, score } = game('game-won')
    mountIn('en', TotalsChart, { log, score })
    expect(charts.made).toHaveLength(0)
    await afterPaint()
    expect(charts.made).toHaveLength(1)
  })

  it('redraws when a hand is added, and lets go of the old chart', async () => {
    const before = firstHands('game-won', 2)
    const wrapper = await chart(before)
    const first = drawn()

    const after = game('game-won')
    await wrapper.setProps({ log: after.log, score: after.score })
    await afterPaint()

    expect(first.destroyed).toBe(true)
    expect(drawn().config.data.datasets[0].data).toEqual([0, 52, 52, 100])
    expect(wrapper.get('canvas').attributes('aria-label')).toContain('After hand 3')
  })

  it('grows its lines in as it first appears, and takes each later hand at once', async () => {
    const wrapper = await chart(firstHands('game-won', 2))
    expect(drawn().config.options.animation).toEqual({ duration: 300 })
    const after = game('game-won')
    await wrapper.setProps({ log: after.log, score: after.score })
    await afterPaint()
    expect(charts.made).toHaveLength(2)
    expect(drawn().config.options.animation).toBe(false)
  })

  it('never animates for a system that asks for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    try {
      await chart(firstHands('game-won', 2))
      expect(drawn().config.options.animation).toBe(false)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('lets go of the chart when it leaves the page', async () => {
    const wrapper = await chart(game('game-won'))

    wrapper.unmount()

    expect(drawn().destroyed).toBe(true)
  })

  it('says in French what it shows', async () => {
    const wrapper = await chart(game('game-tie-at-target'), 'fr')

    const { config } = drawn()
    expect(config.data.labels[0]).toBe('Départ')
    expect(config.data.datasets[2].label).toBe('Objectif 100')
    expect(config.options.scales.x.title.text).toBe('Manche')
    expect(wrapper.get('canvas').attributes('aria-label')).toBe(
      'Graphique en courbes du total cumulé de chaque joueur, manche après manche, avec une ligne pointillée au score à atteindre (100). Après la manche 5\u00a0: Ada 100 et Bram 140.',
    )
  })

  it('registers only what a line chart needs', async () => {
    await chart(game('game-won'))

    const names = charts.registered.map((item) => (item as { id?: string }).id).sort()
    expect(names).toEqual(['category', 'legend', 'line', 'line', 'linear', 'point', 'tooltip'])
  })
})

describe('the running-totals chart of any game', () => {
  /** Each line's name, the target's last. */
  const labels = () => (drawn().config.data.datasets as DrawnLine[]).map((line) => line.label)

  it('scales its axis to the target: 100 for Mystery Rummy', async () => {
    await chart(game('game-won'))

    expect(drawn().config.options.scales.y.suggestedMax).toBe(108)
  })

  it('draws one line per team of a 4-player Bambus game, on an axis up to its target of 1000', async () => {
    mountBambus('en', TotalsChart, bambusGame('neutral-last-trick'))
    await afterPaint()

    expect(labels()).toEqual(['Dr. Jekyll', 'Mr. Hyde', 'Target 1,000'])
    expect(drawn().config.data.datasets[0].data).toEqual([0, 100])
    expect(drawn().config.options.scales.y.suggestedMax).toBe(1080)
  })

  it('draws one line per player of a 3-player Bambus game, each apart from the others', async () => {
    mountBambus('en', TotalsChart, bambusGame('three-players-shared-win'))
    await afterPaint()

    expect(labels()).toEqual(['Ada', 'Bram', 'Cleo', 'Target 1,000'])
    const lines = (drawn().config.data.datasets as DrawnLine[]).slice(0, 3)
    expect(new Set(lines.map((line) => line.borderColor)).size).toBe(3)
    expect(new Set(lines.map((line) => line.pointStyle)).size).toBe(3)
  })
})

describe('the lazy TotalsChart', () => {
  it('loads the chart on first use', async () => {
    const { log, score } = game('game-won')
    // As GameView uses it: inside a parent, not mounted on its own.
    const wrapper = mount(() => h(LazyTotalsChart, { log, score }), {
      global: { plugins: [createCasebookI18n('en')] },
    })
    expect(charts.made).toHaveLength(0)
    await flushPromises()
    await vi.dynamicImportSettled()
    await flushPromises()
    await afterPaint()

    expect(wrapper.find('canvas[role="img"]').exists()).toBe(true)
    expect(drawn().config.data.datasets[0].data).toEqual([0, 52, 52, 100])
  })

  it('keeps chart.js out of everything the score sheet loads up front', async () => {
    const sources = import.meta.glob<string>(
      '../../../src/renderer/src/components/score-sheet/*.{ts,vue}',
      { query: '?raw', import: 'default', eager: true },
    )
    const upFront = Object.entries(sources).filter(([path]) => !path.endsWith('/TotalsChart.vue'))

    expect(upFront.length).toBeGreaterThan(4)
    for (const [path, source] of upFront) {
      expect(source, path).not.toMatch(/from\s+['"]chart\.js/)
      expect(source, path).not.toMatch(/import\s+['"][^'"]*TotalsChart\.vue['"]/)
      expect(source, path).not.toMatch(/from\s+['"][^'"]*TotalsChart\.vue['"]/)
    }
    // Only ever a dynamic import: on first use, or fetched ahead once the sheet is painted.
    const index = sources['../../../src/renderer/src/components/score-sheet/index.ts']
    expect(index).toMatch(/const loadTotalsChart = \(\) => import\('\.\/TotalsChart\.vue'\)/)
    expect(index).toMatch(/defineAsyncComponent\(loadTotalsChart\)/)
  })
})
