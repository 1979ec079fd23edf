import * as Automerge from '@automerge/automerge'
import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import type { CardId } from '../../../../src/games/jekyll-hyde-bambus/engine'
import type { HandDraft } from '../../../../src/games/jekyll-hyde-bambus/screens/draft'
import { readDraft as readBambusDraft } from '../../../../src/games/jekyll-hyde-bambus/words/hand-draft'
import { readDraft } from '../../../../src/shared/sync/shared-draft'
import type { SharedGameDoc } from '../../../../src/shared/sync/shared-game'
import { emptyTable, TableDraftCopy } from '../../../renderer/support/table-draft-copy'
import { golden, mountEntry, withoutHands } from './support'

/*
 * A Bambus hand played trick by trick from several devices (issue 31, decision 0072), with the
 * real shared draft in real Automerge documents, one a device: each player taps the card in front
 * of his own seat, whenever it falls, and two taps at the same moment both stay.
 */

afterEach(() => {
  document.body.innerHTML = ''
})

const log = withoutHands(golden('rulebook-scoring-example'))
const players = ['p1', 'p2', 'p3', 'p4']

/**
 * One device: its copy of the game's document, and the form on it. `elsewhere`: the players
 * tapping on devices of their own (by default, every player but this device's).
 */
function device(
  own: string,
  doc: Automerge.Doc<SharedGameDoc>,
  elsewhere = players.filter((player) => player !== own),
) {
  const copy = new TableDraftCopy<HandDraft>(doc, log, readBambusDraft, elsewhere)
  const { wrapper } = mountEntry({ log, handIndex: 0, shared: copy.link() })
  // The form reads the link as the page gives it: a new one at each version.
  const follow = async () => {
    await wrapper.setProps({ shared: copy.link() })
    await nextTick()
  }
  const byTestId = (id: string) => wrapper.get(`[data-testid="${id}"]`)
  return {
    copy,
    wrapper,
    byTestId,
    async open() {
      await byTestId('trick-screen-open').trigger('click')
    },
    async tap(card: CardId) {
      await byTestId(`trick-card-${card}`).trigger('click')
      await follow()
    },
    /** What the other devices wrote arrives here. */
    async hear(...others: { copy: TableDraftCopy<HandDraft> }[]) {
      copy.hear(...others.map((other) => other.copy))
      await follow()
    },
  }
}

describe('a hand played trick by trick from every device', () => {
  it('puts each device’s card in front of its own player, even out of turn, and keeps both taps made at once', async () => {
    const start = emptyTable()
    const [ada, bram, cleo, dev] = players.map((player) => device(player, Automerge.clone(start)))
    for (const each of [ada!, bram!, cleo!, dev!]) await each.open()

    // Dev taps first, though Ada leads: his card lies in front of him, and Ada is still asked.
    expect(dev!.byTestId('trick-prompt').text()).toBe(
      'Trick 1: the card in front of Dev, a card of Mr. Hyde',
    )
    await dev!.tap('h-f3')
    await ada!.hear(dev!)
    expect(ada!.byTestId('trick-prompt').text()).toBe(
      'Trick 1: the card in front of Ada, a card of Dr. Jekyll',
    )
    await ada!.tap('j-f6')
    // Bram and Cleo tap at the same moment, neither having heard the other.
    await bram!.hear(ada!, dev!)
    await cleo!.hear(ada!, dev!)
    await bram!.tap('h-a')
    await cleo!.tap('j-b')
    for (const each of [ada!, bram!, cleo!, dev!]) await each.hear(ada!, bram!, cleo!, dev!)

    for (const each of [ada!, bram!, cleo!, dev!]) {
      expect(each.byTestId('trick-1').text()).toContain(
        'Bram takes the trick for Mr. Hyde and leads the next one.',
      )
      expect(each.byTestId('trick-prompt').text()).toMatch(/^Trick 2: the card in front of/)
    }
    const read = readDraft(ada!.copy.doc, 1)
    const tapped = read?.readable ? read.changes.filter((change) => change.path[0] === 'plays') : []
    expect(
      tapped.map((change) => [change.path.join('.'), 'value' in change && change.value]),
    ).toEqual(
      expect.arrayContaining([
        ['plays.1.p1', 'j-f6'],
        ['plays.1.p2', 'h-a'],
        ['plays.1.p3', 'j-b'],
        ['plays.1.p4', 'h-f3'],
      ]),
    )
  })

  it('leaves the seats of players on other devices to them, and asks here for the others in turn', async () => {
    const start = emptyTable()
    // Ada's laptop taps for Cleo too, who has no device; Bram and Dev have theirs.
    const laptop = device('p1', Automerge.clone(start), ['p2', 'p4'])
    const bram = device('p2', Automerge.clone(start), ['p1', 'p4'])
    await laptop.open()
    await bram.open()
    await laptop.tap('j-f6')
    expect(laptop.byTestId('trick-prompt').text()).toBe(
      'Trick 1: the card in front of Cleo, a card of Dr. Jekyll',
    )
    await laptop.tap('j-b')
    // Dev's and Bram's cards are theirs to tap: the laptop asks in turn once its own are down.
    expect(laptop.byTestId('trick-prompt').text()).toBe(
      'Trick 1: the card in front of Bram, a card of Mr. Hyde',
    )
    await bram.hear(laptop)
    expect(bram.byTestId('trick-prompt').text()).toBe(
      'Trick 1: the card in front of Bram, a card of Mr. Hyde',
    )
  })

  it('forgets a seat chosen for the next card once a card lies there, and in the next trick', async () => {
    const start = emptyTable()
    const [laptop, bram, cleo, dev] = players.map((player) =>
      device(player, Automerge.clone(start)),
    )
    for (const each of [laptop!, bram!, cleo!, dev!]) await each.open()
    await laptop!.byTestId('trick-seat-p4').trigger('click')
    expect(laptop!.byTestId('trick-prompt').text()).toContain('the card in front of Dev')
    await dev!.tap('h-f3')
    await laptop!.hear(dev!)
    expect(laptop!.byTestId('trick-prompt').text()).toBe(
      'Trick 1: the card in front of Ada, a card of Dr. Jekyll',
    )
    // Bram's seat chosen, and his card laid from his phone; the trick ends, and in trick 2,
    // where his seat is empty again, it is his phone's to fill, not the laptop's.
    await laptop!.tap('j-f6')
    await laptop!.byTestId('trick-seat-p2').trigger('click')
    await bram!.tap('h-a')
    await cleo!.tap('j-b')
    await laptop!.hear(bram!, cleo!)
    expect(laptop!.byTestId('trick-prompt').text()).toBe(
      'Trick 2: the card in front of Ada, a card of Dr. Jekyll',
    )
  })

  it('refuses one card tapped on two devices at once, and Undo takes back the one refused', async () => {
    const start = emptyTable()
    const [ada, bram, dev] = ['p1', 'p2', 'p4'].map((player) =>
      device(player, Automerge.clone(start)),
    )
    for (const each of [ada!, bram!, dev!]) await each.open()
    // The same Hyde card, each in front of his own seat, neither having heard the other.
    await bram!.tap('h-a')
    await dev!.tap('h-a')
    await ada!.hear(bram!, dev!)
    expect(ada!.byTestId('trick-refusal').text()).toContain('Mr. Hyde (A)')
    // Dev plays after Bram: his is the card that cannot lie there.
    expect(ada!.byTestId('trick-undo').text()).toBe('Undo: Mr. Hyde (A)')
    await ada!.byTestId('trick-undo').trigger('click')
    await nextTick()
    expect(ada!.wrapper.find('[data-testid="trick-refusal"]').exists()).toBe(false)
    expect(ada!.byTestId('trick-on-table').get('[data-seat="p2"]').text()).toContain('Mr. Hyde (A)')
  })
})
