import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import HandConflictPanel from '../../../src/renderer/src/components/sharing/HandConflictPanel.vue'
import type {
  ConflictVersion,
  HandConflict,
} from '../../../src/renderer/src/components/sharing/sharing-words'
import { mountSharing } from './mount-sharing'

enableAutoUnmount(afterEach)

const ada: ConflictVersion = {
  key: 'hand-a',
  by: 'Ada',
  at: '2026-11-27T14:03:00.000Z',
  lines: ['Ada: 30 points', 'Bram: 10 points'],
}
const bram: ConflictVersion = {
  key: 'hand-b',
  by: 'Bram',
  at: '2026-11-27T14:04:00.000Z',
  lines: ['Ada: 0 points', 'Bram: 40 points'],
}
const cleo: ConflictVersion = { key: 'hand-c', by: 'Cleo', at: 'not a date', lines: ['Cleo: 5'] }

function mountConflict(conflict: HandConflict, locale: 'en' | 'fr' = 'en', handWord = 'hand') {
  return mountSharing(HandConflictPanel, locale, { conflict, handWord })
}

function buttons(wrapper: ReturnType<typeof mountConflict>) {
  return wrapper.findAll('button').map((button) => button.text())
}

function button(wrapper: ReturnType<typeof mountConflict>, text: string) {
  const found = wrapper.findAll('button').find((each) => each.text() === text)
  if (!found) throw new Error(`no button "${text}" among ${buttons(wrapper).join(', ')}`)
  return found
}

describe('two devices that entered the same hand number', () => {
  const conflict: HandConflict = { kind: 'same-number', number: 4, versions: [ada, bram] }

  it('asks which is right, in a region named by the question', () => {
    const wrapper = mountConflict(conflict)
    const heading = wrapper.get('h2')
    expect(heading.text()).toBe('Two devices entered hand 4. Which is right?')
    expect(wrapper.get('section').attributes('aria-labelledby')).toBe(heading.attributes('id'))
    expect(wrapper.text()).toContain('Until you choose, every version is kept.')
  })

  it('shows each version with who entered it, when, and its lines', () => {
    const wrapper = mountConflict(conflict)
    const versions = wrapper.findAll('[data-testid="conflict-version"]')
    expect(versions.map((version) => version.get('h3').text())).toEqual([
      'Ada’s version',
      'Bram’s version',
    ])
    expect(versions[0]!.findAll('li').map((line) => line.text())).toEqual(ada.lines)
    expect(versions[1]!.findAll('li').map((line) => line.text())).toEqual(bram.lines)
    const time = versions[0]!.get('time')
    expect(time.attributes('datetime')).toBe(ada.at)
    expect(time.text()).toMatch(/Nov .*2026/)
    // Each version is a labelled article, and its button says whose version it keeps and when.
    expect(versions[0]!.attributes('aria-labelledby')).toBe(versions[0]!.get('h3').attributes('id'))
    const described = versions[0]!.get('button').attributes('aria-describedby')!.split(' ')
    expect(described).toEqual([
      versions[0]!.get('h3').attributes('id'),
      time.element.parentElement!.id,
    ])
  })

  it('chooses nothing for the players, and says back the one they keep', async () => {
    const wrapper = mountConflict(conflict)
    expect(buttons(wrapper)).toEqual([
      'Keep Ada’s',
      'Keep Bram’s',
      'Keep both (Bram’s becomes hand 5)',
    ])
    expect(wrapper.find('input:checked').exists()).toBe(false)
    expect(wrapper.element.contains(document.activeElement)).toBe(false)
    expect(wrapper.emitted()).not.toHaveProperty('keep')
    await button(wrapper, 'Keep Bram’s').trigger('click')
    await button(wrapper, 'Keep both (Bram’s becomes hand 5)').trigger('click')
    expect(wrapper.emitted('keep')).toEqual([['hand-b']])
    expect(wrapper.emitted('keep-both')).toEqual([[]])
    expect(wrapper.emitted('delete')).toBeUndefined()
  })

  it('says it in French, with "de" elided before a vowel', () => {
    const wrapper = mountConflict(conflict, 'fr')
    expect(wrapper.get('h2').text()).toBe(
      'Deux appareils ont saisi la manche 4. Laquelle est la bonne\u00a0?',
    )
    expect(wrapper.findAll('h3').map((heading) => heading.text())).toEqual([
      'La version d’Ada',
      'La version de Bram',
    ])
    expect(wrapper.get('time').text()).toMatch(/nov\. 2026/)
    expect(buttons(wrapper)).toEqual([
      'Garder celle d’Ada',
      'Garder celle de Bram',
      'Garder les deux (celle de Bram devient la manche 5)',
    ])
  })

  it('says "round" for a game whose players say so', () => {
    const wrapper = mountConflict(conflict, 'en', 'round')
    expect(wrapper.get('h2').text()).toBe('Two devices entered round 4. Which is right?')
    expect(buttons(wrapper)).toContain('Keep both (Bram’s becomes round 5)')
  })

  it('offers to keep all of three versions as the hands that follow, and leaves out a date that is not one', () => {
    const three = mountConflict({ kind: 'same-number', number: 4, versions: [ada, bram, cleo] })
    expect(three.get('h2').text()).toBe('3 devices entered hand 4. Which is right?')
    expect(buttons(three)).toContain('Keep all 3 (they become hands 4 to 6)')
    const versions = three.findAll('[data-testid="conflict-version"]')
    expect(versions[2]!.find('time').exists()).toBe(false)
    expect(versions[2]!.get('button').attributes('aria-describedby')).toBe(
      versions[2]!.get('h3').attributes('id'),
    )
    const french = mountConflict(
      { kind: 'same-number', number: 4, versions: [ada, bram, cleo] },
      'fr',
    )
    expect(french.get('h2').text()).toBe(
      '3\u00a0appareils ont saisi la manche 4. Laquelle est la bonne\u00a0?',
    )
    expect(buttons(french)).toContain('Garder les 3 (elles deviennent les manches 4 à 6)')
  })
})

describe('a hand deleted on one device and corrected on another', () => {
  const conflict: HandConflict = {
    kind: 'deleted-and-corrected',
    number: 3,
    deletedBy: 'Ada',
    versions: [bram],
  }

  it('says what happened, shows the correction and keeps it or deletes the hand', async () => {
    const wrapper = mountConflict(conflict)
    expect(wrapper.get('h2').text()).toBe('Ada deleted hand 3 while Bram corrected it.')
    expect(wrapper.text()).toContain('Until you choose, the correction is kept.')
    expect(wrapper.findAll('[data-testid="conflict-version"]')).toHaveLength(1)
    expect(wrapper.get('h3').text()).toBe('Bram’s correction')
    expect(wrapper.findAll('li').map((line) => line.text())).toEqual(bram.lines)
    expect(buttons(wrapper)).toEqual(['Delete hand 3', 'Keep the correction'])
    await button(wrapper, 'Keep the correction').trigger('click')
    await button(wrapper, 'Delete hand 3').trigger('click')
    expect(wrapper.emitted('keep')).toEqual([['hand-b']])
    expect(wrapper.emitted('delete')).toEqual([[]])
    expect(wrapper.emitted('keep-both')).toBeUndefined()
  })

  it('says it in French', () => {
    const wrapper = mountConflict({ ...conflict, deletedBy: 'Bram', versions: [ada] }, 'fr')
    expect(wrapper.get('h2').text()).toBe(
      'Bram a supprimé la manche 3, et Ada l’a corrigée entre-temps.',
    )
    expect(wrapper.get('h3').text()).toBe('La correction d’Ada')
    expect(buttons(wrapper)).toEqual(['Supprimer la manche 3', 'Garder la correction'])
  })
})

describe('a hand corrected on two devices', () => {
  const conflict: HandConflict = { kind: 'corrected-twice', number: 3, versions: [ada, bram] }

  it('shows both corrections side by side and keeps the one chosen', async () => {
    const wrapper = mountConflict(conflict)
    expect(wrapper.get('h2').text()).toBe(
      'Ada and Bram each corrected hand 3. Which version is right?',
    )
    expect(wrapper.findAll('[data-testid="conflict-version"]')).toHaveLength(2)
    expect(buttons(wrapper)).toEqual(['Keep Ada’s', 'Keep Bram’s'])
    await button(wrapper, 'Keep Ada’s').trigger('click')
    expect(wrapper.emitted('keep')).toEqual([['hand-a']])
  })

  it('says it in French', () => {
    const wrapper = mountConflict(conflict, 'fr', 'round')
    expect(wrapper.get('h2').text()).toBe(
      'Ada et Bram ont chacun corrigé la manche 3. Quelle version est la bonne\u00a0?',
    )
    expect(buttons(wrapper)).toEqual(['Garder celle d’Ada', 'Garder celle de Bram'])
  })
})
