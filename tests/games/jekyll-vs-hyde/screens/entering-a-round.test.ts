import { afterEach, describe, expect, it } from 'vitest'
import { counted, match, mountEntry, specRecordRound, specRecordTaps } from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('entering a round of Jekyll vs. Hyde', () => {
  it('game 1’s first round: Jekyll chosen, the first player prefilled, and he leads', async () => {
    const { entry, wrapper } = await mountEntry({ log: match(), handIndex: 0 })
    expect(entry.text('round-heading')).toBe('Game 1, round 1')
    expect((entry.byTestId('jekyll-p1').element as HTMLInputElement).checked).toBe(true)
    expect(entry.text('round-leader')).toBe(
      'Ada leads the first trick: the marker is on Dr. Jekyll’s blue side.',
    )
    await entry.choose('jekyll-p2')
    expect(entry.text('round-leader')).toBe(
      'Bram leads the first trick: the marker is on Dr. Jekyll’s blue side.',
    )
    await entry.jekyllTricks(3)
    await entry.save()
    expect(wrapper.emitted('save')).toEqual([[counted('p2', 3, 1)]])
  })

  it('counts Jekyll’s tricks on one stepper, Hyde’s the rest, the move and leader live', async () => {
    const log = match([counted('p1', 2, 1)])
    const { entry, wrapper } = await mountEntry({ log, handIndex: 1 })
    expect(entry.has('jekyll-p1')).toBe(false)
    expect(entry.text('roles')).toBe('Ada is Dr. Jekyll, Bram is Mr. Hyde.')
    expect(entry.text('round-leader')).toBe(
      'Bram leads the first trick: the marker is on Mr. Hyde’s red side.',
    )
    expect(entry.text('exchange')).toContain('passes 2 cards')
    await entry.jekyllTricks(4)
    expect(entry.text('hyde-tricks')).toContain('6')
    expect(entry.outcome()).toEqual([
      'The marker moves 2 spaces, to 8 of 10.',
      'Bram leads the next round.',
    ])
    await entry.jekyllTricks(3)
    expect(entry.outcome()).toEqual([
      'The marker moves 4 spaces, to 10 of 10.',
      'Bram (Mr. Hyde) wins game 1: the marker reaches the last space.',
      'Game 2 follows, roles swapped: Bram plays Dr. Jekyll and leads.',
    ])
    await entry.save()
    expect(wrapper.emitted('save')).toEqual([[counted('p1', 3, 1)]])
  })

  it('draws the marker where it stands and where the tricks take it', async () => {
    const log = match([counted('p1', 2, 1)])
    const { entry } = await mountEntry({ log, handIndex: 1 })
    await entry.jekyllTricks(4)
    const track = entry.byTestId('track')
    expect(track.get('[data-testid="marker"]').element.parentElement?.dataset.position).toBe('6')
    expect(track.get('[data-testid="marker-next"]').element.parentElement?.dataset.position).toBe(
      '8',
    )
    expect(track.attributes('aria-label')).toBe(
      'The marker stands on space 6 of 10, on Mr. Hyde’s red side. With these tricks it goes to space 8.',
    )
  })

  it('taps the spec’s round trick by trick and saves the record with its leaders and counts', async () => {
    const { entry, wrapper } = await mountEntry({ log: match([], 'single'), handIndex: 0 })
    await entry.choose('mode-tricks')
    await entry.tap(...specRecordTaps)
    expect(entry.text('helper-prompt')).toBe(
      'All 10 tricks are in: the counts come from the piles.',
    )
    expect(entry.outcome()).toEqual([
      'The marker moves 2 spaces, to 2 of 10.',
      'Ada leads the next round.',
    ])
    await entry.save()
    expect(wrapper.emitted('save')).toEqual([[specRecordRound]])
  })

  it('tells each trick as the engine judges it: the winner, why, and the potion’s effect', async () => {
    const { entry } = await mountEntry({ log: match([], 'single'), handIndex: 0 })
    await entry.choose('mode-tricks')
    await entry.tap('pride-6', 'wrath-4')
    expect(entry.text('helper-trick-1')).toContain('Bram takes trick 1.')
    expect(entry.text('helper-trick-1')).toContain(
      'In the ranking, red is above purple (purple < red < green).',
    )
    expect(entry.byTestId('helper-live').text()).toContain('Bram takes trick 1.')
    await entry.tap('greed-3', 'potion-2', 'wrath-2', 'wrath-3', 'potion-4')
    expect(entry.text('helper-prompt')).toBe('Ada led a potion: which colour does he call?')
    await entry.tap('call-wrath', 'wrath-6')
    expect(entry.text('helper-trick-4')).toContain(
      'A potion was played, so the numbers decide: Wrath 6 beats Potion 4+.',
    )
    expect(entry.text('helper-trick-4')).toContain(
      'Red met a potion: take the colour tokens off the board.',
    )
    expect(entry.byTestId('ranking').attributes('aria-label')).toBe(
      'No colour token on the board yet',
    )
    expect(entry.byTestId('card-wrath-6').attributes('aria-disabled')).toBe('true')
  })

  it('cannot save a round tapped only in part', async () => {
    const { entry } = await mountEntry({ log: match([], 'single'), handIndex: 0 })
    await entry.choose('mode-tricks')
    await entry.tap('pride-6', 'wrath-4')
    expect(entry.canSave()).toBe(false)
    // The piles so far do not make 10 tricks: where the round stands, not a mistake to show.
    expect(entry.problemsAt('tricks')).toEqual([])
    expect(entry.text('save-state')).toBe('9 tricks to go before saving')
  })

  it('shows the count problem again once the tapping has gone wrong', async () => {
    const { entry } = await mountEntry({ log: match([], 'single'), handIndex: 0 })
    await entry.choose('mode-tricks')
    // Bram answers purple with red (he holds no purple), then leads purple: he cannot have.
    await entry.tap('pride-6', 'wrath-4', 'pride-2', 'greed-1')
    expect(entry.canSave()).toBe(false)
    expect(entry.text('save-state')).toMatch(/problems? to fix before saving/)
  })

  it('opens a saved round with its record trick by trick, and saves it unchanged', async () => {
    const log = match([specRecordRound], 'single')
    const { entry, wrapper } = await mountEntry({ log, handIndex: 0, initial: specRecordRound })
    expect((entry.byTestId('mode-tricks').element as HTMLInputElement).checked).toBe(true)
    expect(entry.text('helper-prompt')).toBe(
      'All 10 tricks are in: the counts come from the piles.',
    )
    await entry.save()
    expect(wrapper.emitted('save')).toEqual([[specRecordRound]])
  })

  it('says it in French', async () => {
    const log = match([counted('p1', 2, 1)])
    const { entry } = await mountEntry({ log, handIndex: 1 }, 'fr')
    await entry.jekyllTricks(4)
    expect(entry.outcome()).toEqual([
      'Le marqueur avance de 2\u00a0cases, sur la case 8 sur 10.',
      'Bram entame la manche suivante.',
    ])
  })
})

describe('a round nobody has counted yet', () => {
  it('is not saved as 5–5: Save waits for Jekyll’s tricks, and Enter goes to them', async () => {
    const { entry, wrapper } = await mountEntry({ log: match([counted('p1', 2, 1)]), handIndex: 1 })
    const tricks = entry.byTestId('jekyll-tricks').element as HTMLInputElement
    expect(tricks.value).toBe('')
    expect(entry.text('hyde-tricks')).toBe('Bram’s tricks (Mr. Hyde)–')
    expect(entry.text('save-state')).toBe('Enter Ada’s tricks (Dr. Jekyll) to save the round')
    expect(entry.canSave()).toBe(false)
    // Nothing is wrong yet: no problem beside the count, no outcome, no marker moved.
    expect(entry.problemsAt('tricks')).toEqual([])
    expect(entry.outcome()).toEqual([])
    expect(entry.has('marker-next')).toBe(false)
    tricks.blur()
    await entry.save()
    expect(wrapper.emitted('save')).toBeUndefined()
    expect(document.activeElement).toBe(tricks)

    await entry.jekyllTricks(5)
    expect(entry.text('hyde-tricks')).toBe('Bram’s tricks (Mr. Hyde)5')
    await entry.save()
    expect(wrapper.emitted('save')).toEqual([[counted('p1', 5, 1)]])
  })

  it('steps from the least: − says 0, + says 1', async () => {
    for (const [button, said] of [
      ['jekyll-tricks-fewer', '0'],
      ['jekyll-tricks-more', '1'],
    ] as const) {
      const { entry, wrapper } = await mountEntry({ log: match(), handIndex: 0 })
      await entry.byTestId(button).trigger('click')
      expect((entry.byTestId('jekyll-tricks').element as HTMLInputElement).value).toBe(said)
      expect(entry.canSave()).toBe(true)
      wrapper.unmount()
    }
  })

  it('says so in French', async () => {
    const { entry } = await mountEntry({ log: match(), handIndex: 0 }, 'fr')
    expect(entry.text('save-state')).toBe(
      'Saisissez les plis d’Ada (Dr Jekyll) pour enregistrer la manche',
    )
  })

  it('a saved round opened to correct it shows its count', async () => {
    const log = match([counted('p1', 2, 1)])
    const { entry } = await mountEntry({ log, handIndex: 0, initial: log.hands[0] })
    expect((entry.byTestId('jekyll-tricks').element as HTMLInputElement).value).toBe('2')
    expect(entry.canSave()).toBe(true)
  })
})

describe('correcting a round so that the game ends sooner', () => {
  // Round 1 moved the marker 4 and round 2 took it to the last space; round 1 corrected to
  // 0 tricks for Jekyll takes the marker to the end at once.
  const log = () => match([counted('p1', 3), counted('p1', 2)], 'single')

  it('names the later round, as Save’s question does, and lists nothing to fix', async () => {
    const { entry } = await mountEntry({ log: log(), handIndex: 0, initial: counted('p1', 3) })
    expect(entry.has('later-hands')).toBe(false)
    await entry.jekyllTricks(0)
    expect(entry.text('later-hands')).toBe(
      'With this correction the game ends sooner: round 2 comes after its end and cannot have been played. Save deletes it; Undo brings it back.',
    )
    expect(entry.problemsAt('form')).toEqual([])
    expect(entry.has('form-problems')).toBe(false)
    expect(entry.canSave()).toBe(true)
  })

  it('names none while the correction keeps the end where it was', async () => {
    const { entry } = await mountEntry({ log: log(), handIndex: 0, initial: counted('p1', 3) })
    await entry.jekyllTricks(1)
    expect(entry.has('later-hands')).toBe(false)
  })

  it('says it in French', async () => {
    const { entry } = await mountEntry(
      { log: log(), handIndex: 0, initial: counted('p1', 3) },
      'fr',
    )
    await entry.jekyllTricks(0)
    expect(entry.text('later-hands')).toBe(
      // The driver's text() reads a no-break space as a space.
      'Avec cette correction, la partie finit plus tôt : la manche 2 vient après sa fin et n’a pas pu être jouée. Enregistrer la supprime ; Défaire la remet.',
    )
  })
})
