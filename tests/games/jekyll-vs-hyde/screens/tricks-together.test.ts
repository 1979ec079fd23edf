import * as Automerge from '@automerge/automerge'
import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import type { HandDraft } from '../../../../src/games/jekyll-vs-hyde/screens/draft'
import { readDraft as readRoundDraft } from '../../../../src/games/jekyll-vs-hyde/words/hand-draft'
import { readDraft } from '../../../../src/shared/sync/shared-draft'
import type { SharedGameDoc } from '../../../../src/shared/sync/shared-game'
import { emptyTable, TableDraftCopy } from '../../../renderer/support/table-draft-copy'
import { match, mountEntry } from './support'

/*
 * A Jekyll vs. Hyde round tapped trick by trick on two devices (issue 31, decision 0072), with
 * the real shared draft in real Automerge documents: each player taps his own card, the follower
 * whenever his card falls, and two taps at the same moment both stay.
 */

afterEach(() => {
  document.body.innerHTML = ''
})

const log = match([], 'single')

/** One player's device: its copy of the game's document, and the form on it. */
async function device(own: string, doc: Automerge.Doc<SharedGameDoc>) {
  // The other player taps on a device of his own.
  const copy = new TableDraftCopy<HandDraft>(doc, log, readRoundDraft, [own === 'p1' ? 'p2' : 'p1'])
  const { wrapper, entry } = await mountEntry({ log, handIndex: 0, shared: copy.link() })
  const follow = async () => {
    await wrapper.setProps({ shared: copy.link() })
    await nextTick()
  }
  return {
    copy,
    entry,
    async act(step: () => Promise<void>) {
      await step()
      await follow()
    },
    async hear(other: { copy: TableDraftCopy<HandDraft> }) {
      copy.hear(other.copy)
      await follow()
    },
  }
}

describe('a round tapped trick by trick on two devices', () => {
  it('takes the follow card from the follower’s device before the lead card arrives, and keeps both', async () => {
    const start = emptyTable()
    const ada = await device('p1', Automerge.clone(start))
    const bram = await device('p2', Automerge.clone(start))
    await ada.act(() => ada.entry.choose('mode-tricks'))
    await bram.hear(ada)
    // Ada leads; Bram's device asks for Bram's card at once.
    expect(bram.entry.text('helper-prompt')).toBe('Trick 1: Bram follows')
    expect(ada.entry.text('helper-prompt')).toBe('Trick 1: Ada leads')
    // Both tap at the same moment, neither having heard the other.
    await ada.act(() => ada.entry.tap('pride-6'))
    await bram.act(() => bram.entry.tap('wrath-4'))
    // Bram's trick waits for Ada's card, and Undo says which card it would take back.
    expect(bram.entry.text('helper-trick-1')).toContain('lead card to come')
    expect(bram.entry.text('helper-trick-1')).toContain('Wrath 4')
    expect(bram.entry.text('helper-prompt')).toBe('Trick 1: Ada leads')
    expect(bram.entry.text('helper-undo')).toBe('Undo: Wrath 4')
    await ada.hear(bram)
    await bram.hear(ada)
    for (const each of [ada, bram]) {
      expect(each.entry.text('helper-trick-1')).toContain('Bram takes trick 1.')
    }
    // Bram took it and leads trick 2; each device asks for its own player's card.
    expect(bram.entry.text('helper-prompt')).toBe('Trick 2: Bram leads')
    expect(ada.entry.text('helper-prompt')).toBe('Trick 2: Ada follows')
    const read = readDraft(ada.copy.doc, 1)
    const taps = read?.readable ? read.changes.filter((change) => change.path[0] === 'taps') : []
    expect(
      taps.map((change) => [change.path.join('.'), 'value' in change && change.value]),
    ).toEqual(
      expect.arrayContaining([
        ['taps.1.lead', 'pride-6'],
        ['taps.1.follow', 'wrath-4'],
      ]),
    )
  })
})
