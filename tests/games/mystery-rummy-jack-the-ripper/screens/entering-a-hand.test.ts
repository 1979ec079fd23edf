import { afterEach, describe, expect, it } from 'vitest'
import { enterSpecExample, golden, mountEntry, withoutHands } from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

const example = golden('spec-game-log-example')

describe('entering a Jack the Ripper hand', () => {
  it('the spec’s example, entered tap by tap, saves exactly its hand record', async () => {
    const { wrapper, entry } = await mountEntry({ log: withoutHands(example), handIndex: 0 })
    await enterSpecExample(entry)
    await entry.select('dealer', 'p3')
    await entry.byTestId('note').setValue('Cleo did not vote')
    expect(entry.saveButton().disabled).toBe(false)
    await entry.save()
    expect(wrapper.emitted('save')).toEqual([[example.hands[0]]])
  })

  it('shows each player’s score live, as the engine works it out (38, 12, 4)', async () => {
    const { entry } = await mountEntry({ log: withoutHands(example), handIndex: 0 })
    expect(entry.has('no-score')).toBe(true)
    await enterSpecExample(entry)
    expect([entry.score('p1'), entry.score('p2'), entry.score('p3')]).toEqual(['38', '12', '4'])
    await entry.select('vote-p1', '')
    expect(entry.score('p1')).toBe('28')
    await entry.count('p3-left-points', 14)
    expect(entry.score('p3')).toBe('\u22126')
  })

  it('names the Ripper live, and the Alibi clears its suspect however high his total', async () => {
    const { entry } = await mountEntry({ log: withoutHands(example), handIndex: 0 })
    expect(entry.verdict()).toBe('No suspect can be named yet')
    await entry.count('p1-evidence-druitt', 4)
    await entry.tick('p1-suspect-druitt')
    await entry.count('p2-evidence-gull', 3)
    expect(entry.verdict()).toBe('So far the Ripper is Montague Druitt')
    expect(entry.rankTotal('druitt')).toBe('11')
    expect(entry.rankTotal('gull')).toBe('6')
    await entry.select('p3-alibi', 'druitt')
    expect(entry.verdict()).toBe('So far the Ripper is Sir Gull')
    expect(entry.byTestId('rank-druitt').text()).toContain('cleared by the Alibi')
    await entry.choose('ending-went-out')
    await entry.choose('ending-player-p2')
    expect(entry.verdict()).toBe('Sir Gull is the Ripper, and is caught')
    // Each total stands in its suspect's row heading, the Ripper's said to be his in words.
    expect(entry.byTestId('row-gull').get('th').text()).toContain('total 6, the Ripper')
    expect(entry.byTestId('rank-druitt').text()).not.toContain('the Ripper')
  })

  it('one tap on who went out says how the hand ended too', async () => {
    const { entry } = await mountEntry({ log: withoutHands(example), handIndex: 0 })
    const wentOut = entry.byTestId('ending-went-out').element as HTMLInputElement
    expect(wentOut.checked).toBe(false)
    expect(entry.has('ending-player-p2')).toBe(true)
    await entry.choose('ending-player-p2')
    expect(wentOut.checked).toBe(true)
    // Ripper Escapes asks who played it, with the same players; Case File asks nobody.
    await entry.choose('ending-ripper-escapes')
    expect(entry.byTestId('hand-entry').text()).toContain('Who played Ripper Escapes')
    await entry.choose('ending-case-file-exhausted')
    expect(entry.has('ending-player-p2')).toBe(false)
  })

  it('orders a tie by the tie-break number, and says so', async () => {
    const { entry } = await mountEntry({ log: withoutHands(example), handIndex: 0 })
    await entry.count('p1-evidence-chapman', 3)
    await entry.count('p2-evidence-eddy', 3)
    expect(entry.verdict()).toBe('So far the Ripper is Prince Eddy')
    expect(entry.byTestId('rank-eddy').text()).toContain('tie-break number 2')
    expect(entry.byTestId('rank-chapman').text()).toContain('tie-break number 4')
  })

  it('an escape names how the Ripper got away, and only Victims and Scenes score', async () => {
    const { entry } = await mountEntry({ log: withoutHands(example), handIndex: 0 })
    await entry.choose('ending-case-file-exhausted')
    await entry.count('p1-evidence-druitt', 3)
    await entry.tick('p1-victim-nichols')
    await entry.tick('p2-scene-bucks-row')
    expect(entry.verdict()).toBe('The Ripper escapes: the Case File ran out twice')
    expect([entry.score('p1'), entry.score('p2'), entry.score('p3')]).toEqual(['2', '2', '0'])
    expect(entry.has('left-none')).toBe(true)
  })

  it('a card the deck holds once moves from one area to another; so does the Alibi', async () => {
    const { entry } = await mountEntry({ log: withoutHands(example), handIndex: 0 })
    await entry.tick('p1-victim-kelly')
    expect(entry.byTestId('p2-victim-kelly').attributes('aria-label')).toContain(
      'now in front of Ada',
    )
    await entry.tick('p2-victim-kelly')
    expect(entry.byTestId('p1-victim-kelly').attributes('aria-pressed')).toBe('false')
    expect(entry.byTestId('p2-victim-kelly').attributes('aria-pressed')).toBe('true')
    await entry.select('p1-alibi', 'gull')
    await entry.select('p3-alibi', 'jill')
    expect(entry.picked('p1-alibi')).toBe('')
  })

  it('asks the cards left in hand only of the players who did not go out', async () => {
    const { entry } = await mountEntry({ log: withoutHands(example), handIndex: 0 })
    await entry.choose('ending-commissioner-resigns')
    await entry.tick('forced-p1')
    await entry.tick('forced-p3')
    expect(entry.has('left-p1')).toBe(false)
    expect(entry.has('left-p2')).toBe(true)
    expect(entry.has('left-p3')).toBe(false)
  })

  it('asks them in the table, in each charged player’s column, and counts card by card over the form', async () => {
    const { wrapper, entry } = await mountEntry({ log: withoutHands(example), handIndex: 0 })
    await entry.choose('ending-went-out')
    await entry.choose('ending-player-p1')
    const column = (player: string) => {
      const headings = wrapper.findAll('[data-testid="area-table"] thead th')
      const index = headings.findIndex(
        (heading) => heading.attributes('data-testid') === `area-${player}`,
      )
      return index + 1
    }
    const cell = (row: string, player: string) =>
      entry.byTestId(row).findAll('th, td')[column(player)]!
    // The player who went out has nothing to enter; the others a total and Ripper Escapes.
    expect(cell('row-left-points', 'p1').find('input').exists()).toBe(false)
    expect(cell('row-left-points', 'p2').find('[data-testid="p2-left-points"]').exists()).toBe(true)
    expect(
      cell('row-left-ripper-escapes', 'p3')
        .get('[data-testid="p3-left-ripper-escapes"]')
        .attributes('aria-label'),
    ).toBe('Cleo holds Ripper Escapes')
    await entry.choose('p2-left-mode-cards')
    expect(entry.has('p2-left-points')).toBe(false)
    expect(cell('row-left-ripper-escapes', 'p2').find('input').exists()).toBe(false)
    expect(cell('row-left-ripper-escapes', 'p2').text()).toBe('In the cards counted')
    expect(entry.byTestId('left-cards-p2').get('legend').text()).toBe(
      'Cards in Bram’s hand, one by one',
    )
    expect(entry.has('p2-left-jill')).toBe(true)
  })

  it('does not offer a held card that had to be set aside', async () => {
    const { entry } = await mountEntry({ log: withoutHands(example), handIndex: 0 })
    await entry.choose('ending-went-out')
    await entry.choose('ending-player-p1')
    await entry.count('p1-evidence-druitt', 3)
    await entry.choose('p2-left-mode-cards')
    expect(entry.has('p2-left-druitt')).toBe(false)
    expect(entry.has('p2-left-suspect-druitt')).toBe(false)
    expect(entry.has('p2-left-jill')).toBe(true)
  })

  it('opens a saved hand as it was: saving it unchanged gives the same record', async () => {
    const { wrapper, entry } = await mountEntry({
      log: example,
      handIndex: 0,
      initial: example.hands[0]!,
    })
    expect(entry.score('p1')).toBe('38')
    await entry.save()
    expect(wrapper.emitted('save')).toEqual([[example.hands[0]]])
  })

  it('proposes the dealer after the last one recorded', async () => {
    const { entry } = await mountEntry({ log: example, handIndex: 1 })
    expect((entry.byTestId('dealer').element as HTMLSelectElement).value).toBe('p1')
  })
})
