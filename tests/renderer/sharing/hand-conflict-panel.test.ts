import { enableAutoUnmount, type DOMWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import HandConflictPanel from '../../../src/renderer/src/components/sharing/HandConflictPanel.vue'
import type {
  ConflictVersion,
  HandConflict,
  VersionFacts,
} from '../../../src/renderer/src/components/sharing/sharing-words'
import { mountSharing } from './mount-sharing'

enableAutoUnmount(afterEach)

/** Two devices' hand 4 of a Mystery Rummy game, as `versionFacts` words them. */
function facts(summary: string[], ada: number, bram: number, adaLine: string): VersionFacts {
  return {
    scorable: true,
    summary,
    parts: [
      {
        id: 'ada',
        name: 'Ada',
        members: [],
        score: ada,
        lines: [{ sentence: adaLine, points: ada }],
      },
      {
        id: 'bram',
        name: 'Bram',
        members: [],
        score: bram,
        lines: [{ sentence: 'Cards left in hand', points: bram }],
      },
    ],
    note: null,
  }
}
const ada: ConflictVersion = {
  key: 'hand-a',
  by: 'Ada',
  at: '2026-11-27T14:03:00.000Z',
  facts: facts(
    ['Dr. Jekyll up', 'Ada went out'],
    30,
    -10,
    '5 × Mr. Utterson [J] at 2: doubled, Dr. Jekyll is up',
  ),
  counted: true,
}
const bram: ConflictVersion = {
  key: 'hand-b',
  by: 'Bram',
  at: '2026-11-27T14:04:00.000Z',
  facts: facts(
    ['Mr. Hyde up', 'Ada went out'],
    15,
    -10,
    '5 × Mr. Utterson [J] at 2: not doubled, Mr. Hyde is up',
  ),
  counted: false,
}
const cleo: ConflictVersion = {
  key: 'hand-c',
  by: 'Cleo',
  at: 'not a date',
  facts: { scorable: false, summary: [], parts: [], note: 'Cleo’s guess' },
  counted: false,
}

/** A version as a player reads it: what happened, then each part with its lines. */
function read(version: DOMWrapper<Element>) {
  return {
    summary: version.findAll('[data-testid="conflict-summary"] li').map((fact) => fact.text()),
    parts: version.findAll('[data-testid="conflict-part"]').map((part) => ({
      heading: part.get('h4').text(),
      lines: part.findAll('li').map((line) => line.text().replace(/\s+/g, ' ')),
    })),
    differs: version.findAll('[data-differs]').map((marked) => marked.text()),
    counted: version.find('[data-testid="conflict-counted"]').exists(),
  }
}

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

  it('shows each version with who entered it, when, and what was entered', () => {
    const wrapper = mountConflict(conflict)
    const versions = wrapper.findAll('[data-testid="conflict-version"]')
    expect(versions.map((version) => version.get('h3').text())).toEqual([
      'Ada’s version',
      'Bram’s version',
    ])
    expect(read(versions[0]!)).toEqual({
      summary: ['Dr. Jekyll up', 'Ada went out'],
      parts: [
        { heading: 'Ada: 30', lines: ['5 × Mr. Utterson [J] at 2: doubled, Dr. Jekyll is up +30'] },
        { heading: 'Bram: −10', lines: ['Cards left in hand −10'] },
      ],
      // What sets it apart from Bram's: the side up, and so Ada's meld doubled.
      differs: ['Dr. Jekyll up', '5 × Mr. Utterson [J] at 2: doubled, Dr. Jekyll is up'],
      counted: true,
    })
    expect(read(versions[1]!)).toEqual({
      summary: ['Mr. Hyde up', 'Ada went out'],
      parts: [
        {
          heading: 'Ada: 15',
          lines: ['5 × Mr. Utterson [J] at 2: not doubled, Mr. Hyde is up +15'],
        },
        { heading: 'Bram: −10', lines: ['Cards left in hand −10'] },
      ],
      differs: ['Mr. Hyde up', '5 × Mr. Utterson [J] at 2: not doubled, Mr. Hyde is up'],
      counted: false,
    })
    expect(versions[0]!.get('[data-testid="conflict-counted"]').text()).toBe(
      'On the sheet until you choose',
    )
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
    expect(wrapper.get('[data-testid="conflict-counted"]').text()).toBe(
      'Sur la feuille en attendant votre choix',
    )
    expect(wrapper.findAll('h4').map((heading) => heading.text())).toEqual([
      'Ada\u00a0: 30',
      'Bram\u00a0: −10',
      'Ada\u00a0: 15',
      'Bram\u00a0: −10',
    ])
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
    // A version the game cannot score says so, and shows the players' note.
    expect(versions[2]!.get('[data-testid="conflict-unscorable"]').text()).toBe(
      'The game cannot score this version: it breaks a rule of the game.',
    )
    expect(versions[2]!.text().replace(/\s+/g, ' ')).toContain('Note: Cleo’s guess')
    expect(versions[2]!.find('[data-testid="conflict-summary"]').exists()).toBe(false)
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
    expect(read(wrapper.findAll('[data-testid="conflict-version"]')[0]!)).toMatchObject({
      summary: bram.facts.summary,
      // Nothing to compare it with: nothing is in bold.
      differs: [],
      counted: false,
    })
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
