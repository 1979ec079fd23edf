import { enableAutoUnmount, flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { reactive } from 'vue'
import { scoreGameLog } from '../../../../../src/engine'
import {
  explainHand,
  type MysteryRummyLog,
} from '../../../../../src/games/mystery-rummy-jekyll-hyde/engine'
import HandBreakdownDialog from '../../../../../src/renderer/src/components/score-sheet/HandBreakdownDialog.vue'
import WhatIfPanel from '../../../../../src/games/mystery-rummy-jekyll-hyde/screens/what-if/WhatIfPanel.vue'
import type { Locale } from '../../../../../src/shared/i18n'
import { installDialogShim } from '../../../../renderer/support/dialog-shim'
import { game, mountIn, seen, type FixtureName } from '../../../../renderer/score-sheet/games'

enableAutoUnmount(afterEach)
beforeAll(installDialogShim)
afterEach(() => {
  document.body.replaceChildren()
})

/**
 * The dialog over a game held the way the app holds it (reactive), opened from a button, once
 * the game's screens (which bring its what-if view) have loaded.
 */
async function openDialog(name: FixtureName, number: number, locale: Locale = 'en') {
  const opener = document.createElement('button')
  document.body.append(opener)
  opener.focus()
  const log = reactive(game(name).log) as MysteryRummyLog
  const before = structuredClone(game(name).log)
  const wrapper = mountIn(locale, HandBreakdownDialog, { log, number }, document.body)
  await vi.waitFor(() => wrapper.get('[data-testid="what-if-open"]'))
  return { wrapper, log, before, opener }
}

async function openWhatIf(wrapper: VueWrapper) {
  await wrapper.get('[data-testid="what-if-open"]').trigger('click')
  await flushPromises()
  return wrapper.get('[data-testid="what-if"]')
}

function cell(wrapper: VueWrapper, player: string, name: string): number {
  const value = wrapper
    .get(`[data-testid="what-if-comparison"] tr[data-player="${player}"] [data-cell="${name}"]`)
    .attributes('data-value')
  return Number(value)
}

describe('what if, from the hand breakdown dialog', () => {
  it('opens from the breakdown, says it is not saved, and starts from the saved hand', async () => {
    const { wrapper } = await openDialog('rulebook-transformation-on-opponent-meld', 1)
    const open = wrapper.get('[data-testid="what-if-open"]')
    expect(open.attributes('aria-label')).toBe('What if: try a change to hand 1 without saving it')

    const panel = await openWhatIf(wrapper)

    expect(wrapper.get('h2').text()).toBe('Hand 1: what if…')
    const notSaved = panel.get('h3')
    expect(notSaved.text()).toBe('Not saved')
    expect(document.activeElement).toBe(notSaved.element)
    expect(
      (panel.get('[data-testid="what-if-side-jekyll"]').element as HTMLInputElement).checked,
    ).toBe(true)
    const select = panel.get('[data-testid="what-if-transformation"]').element as HTMLSelectElement
    expect(select.selectedOptions[0]?.textContent?.trim()).toBe(
      "In Ada's area, on 3 Mr. Utterson cards (as saved)",
    )
    expect(select.labels[0]?.textContent).toBe('Where the Transformation is')
    for (const player of ['ada', 'bram']) {
      expect(cell(wrapper, player, 'difference-hand')).toBe(0)
      expect(cell(wrapper, player, 'difference-total')).toBe(0)
    }
    expect(panel.get('[data-testid="what-if-comparison"] caption').text()).toBe(
      'Hand 1 as saved and what if',
    )
  })

  it('flips the side and shows the scores and lines the engine gives, side by side', async () => {
    const { wrapper, log } = await openDialog('rulebook-transformation-on-opponent-meld', 1)
    const panel = await openWhatIf(wrapper)

    await panel.get('[data-testid="what-if-side-hyde"]').setValue(true)

    const flipped = structuredClone(game('rulebook-transformation-on-opponent-meld').log)
    flipped.hands[0]!.identity = 'hyde'
    const engine = scoreGameLog(flipped).hands[0]!
    expect(cell(wrapper, 'ada', 'saved-hand')).toBe(17)
    expect(cell(wrapper, 'ada', 'what-if-hand')).toBe(engine.scores.ada)
    expect(cell(wrapper, 'ada', 'what-if-total')).toBe(engine.totals.ada)
    expect(cell(wrapper, 'ada', 'difference-hand')).toBe(10)
    expect(cell(wrapper, 'bram', 'what-if-hand')).toBe(32)
    expect(cell(wrapper, 'bram', 'difference-total')).toBe(-14)
    const row = wrapper.get('tr[data-player="bram"]')
    expect(row.findAll('th, td').map((item) => seen(item.element))).toEqual([
      'Bram',
      '46',
      '32',
      '−14',
      '46',
      '32',
      '−14',
    ])

    const lines = panel.findAll('[data-player="ada"] [data-testid="what-if-line"]')
    expect(lines).toHaveLength(explainHand(flipped, 1)!.breakdown.ada!.length)
    expect(lines[0]?.get('.what-if__sentence').text()).toContain(
      '3 × Mr. Utterson [H] at 2: doubled, Mr. Hyde is up (Transformation: J counts as H)',
    )
    expect(lines[0]?.get('.what-if__points').text()).toBe('+12')
    expect(log.hands[0]?.identity).toBe('jekyll')
  })

  it('moves the Transformation and switches the variants', async () => {
    const { wrapper } = await openDialog('rulebook-transformation-on-opponent-meld', 1)
    const panel = await openWhatIf(wrapper)

    const select = panel.get('[data-testid="what-if-transformation"]')
    const options = (select.element as HTMLSelectElement).options
    const onEnfields = [...options].find(
      (option) => option.textContent?.trim() === "In Bram's area, on 3 Mr. Enfield's Story cards",
    )
    expect(onEnfields).toBeDefined()
    await select.setValue(onEnfields!.value)
    expect(cell(wrapper, 'bram', 'what-if-hand')).toBe(57)
    expect(cell(wrapper, 'ada', 'what-if-hand')).toBe(0)

    await select.setValue('none')
    expect(cell(wrapper, 'ada', 'what-if-hand')).toBe(18)

    await select.setValue('held:ada')
    expect(cell(wrapper, 'ada', 'what-if-hand')).toBe(8)
    await panel.get('[data-testid="what-if-penalty-5"]').setValue(true)
    expect(cell(wrapper, 'ada', 'what-if-hand')).toBe(13)

    await panel.get('[data-testid="what-if-reset"]').trigger('click')
    expect(cell(wrapper, 'ada', 'what-if-hand')).toBe(17)
    await panel.get('[data-testid="what-if-points-player-who-played"]').setValue(true)
    expect(cell(wrapper, 'ada', 'what-if-hand')).toBe(12)
    expect(cell(wrapper, 'bram', 'what-if-hand')).toBe(51)
  })

  it("shows the engine's problem instead of numbers when the change is impossible", async () => {
    const { wrapper } = await openDialog('game-tie-at-target', 3)
    const panel = await openWhatIf(wrapper)

    await panel.get('[data-testid="what-if-side-hyde"]').setValue(true)

    const problems = panel.get('[data-testid="what-if-problems"]')
    expect(problems.attributes('role')).toBe('alert')
    expect(problems.findAll('li')).toHaveLength(2)
    expect(panel.find('[data-testid="what-if-comparison"]').exists()).toBe(false)

    await panel.get('[data-testid="what-if-reset"]').trigger('click')
    expect(panel.find('[data-testid="what-if-problems"]').exists()).toBe(false)
    expect(panel.find('[data-testid="what-if-comparison"]').exists()).toBe(true)
  })

  it('leaves the game exactly as it was when going back or closing', async () => {
    const { wrapper, log, before, opener } = await openDialog(
      'rulebook-transformation-on-opponent-meld',
      1,
    )
    let panel = await openWhatIf(wrapper)
    await panel.get('[data-testid="what-if-side-hyde"]').setValue(true)
    await panel.get('[data-testid="what-if-transformation"]').setValue('held:ada')
    await panel.get('[data-testid="what-if-points-player-who-played"]').setValue(true)

    await wrapper.get('[data-testid="what-if-back"]').trigger('click')
    await flushPromises()
    expect(wrapper.find('[data-testid="what-if"]').exists()).toBe(false)
    expect(document.activeElement).toBe(wrapper.get('[data-testid="what-if-open"]').element)
    expect(wrapper.get('[data-testid="hand-score"]').attributes('data-score')).toBe('17')

    panel = await openWhatIf(wrapper)
    await panel.get('[data-testid="what-if-side-hyde"]').setValue(true)
    const close = wrapper.findAll('button').find((button) => button.text() === 'Close')
    await close!.trigger('click')
    await flushPromises()

    expect(wrapper.emitted('close')).toHaveLength(1)
    expect(document.activeElement).toBe(opener)
    expect(JSON.parse(JSON.stringify(log))).toEqual(before)
  })

  it('speaks French', async () => {
    const { wrapper } = await openDialog('rulebook-transformation-on-opponent-meld', 1, 'fr')
    expect(wrapper.get('[data-testid="what-if-open"]').text()).toBe('Et si…')
    const panel = await openWhatIf(wrapper)

    expect(panel.get('h3').text()).toBe('Non enregistré')
    expect(wrapper.get('h2').text()).toBe('Manche 1\u00a0: et si…')
    expect(panel.text()).toContain('Réinitialiser')
  })

  it('can be mounted on its own', () => {
    const { log } = game('transformation-held-in-hand')
    const wrapper = mountIn('en', WhatIfPanel, { log, number: 1 })
    const select = wrapper.get('[data-testid="what-if-transformation"]')
      .element as HTMLSelectElement
    expect(select.value).toBe('held:bram')
    expect(select.selectedOptions[0]?.textContent?.trim()).toBe("In Bram's hand (as saved)")
  })
})
