import { afterEach, describe, expect, it } from 'vitest'
import { golden, mountEntry, withoutHands } from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the rows of cards', () => {
  const log = withoutHands(golden('rulebook-scoring-example'))

  for (const [locale, names] of [
    ['en', ['Dr. Jekyll’s cards', 'Mr. Hyde’s cards']],
    ['fr', ['Cartes du Dr Jekyll', 'Cartes de Mr Hyde']],
  ] as const) {
    it(`are named in words on screen, not by their border colour alone (${locale})`, () => {
      const { wrapper } = mountEntry({ log, handIndex: 0 }, locale)
      const rows = wrapper.findAll('[role="group"][data-keys="grid"]')
      expect(rows).toHaveLength(2)
      rows.forEach((row, index) => {
        // The group is named by the words shown above it, not by a label only a reader hears.
        const name = wrapper.get(`[id="${row.attributes('aria-labelledby')}"]`)
        expect(name.text()).toBe(names[index])
        expect(row.attributes('aria-label')).toBeUndefined()
      })
    })
  }
})
