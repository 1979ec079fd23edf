import { afterEach, describe, expect, it } from 'vitest'
import { golden, mountEntry, withoutHands, type EntryDriver } from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

const log = withoutHands(golden('spec-game-log-example'))

/** Ada went out with a Druitt meld and Nichols; Bram and Cleo hold cards, as quick totals. */
async function wentOut(entry: EntryDriver) {
  await entry.choose('ending-went-out')
  await entry.choose('ending-player-p1')
  await entry.count('p1-evidence-druitt', 3)
  await entry.tick('p1-victim-nichols')
}

async function typePoints(entry: EntryDriver, player: string, text: string) {
  const input = entry.byTestId(`${player}-left-points`)
  ;(input.element as HTMLInputElement).value = text
  await input.trigger('input')
}

describe('a points total left in hand is never taken silently', () => {
  it.each([
    ['emptied', '', 'Enter the points of the cards left in hand'],
    ['negative', '-3', 'not -3'],
    ['a decimal', '7.5', 'not 7.5'],
    ['a decimal comma', '7,5', 'not 7,5'],
    ['not a number', 'abc', 'not abc'],
    ['an exponent', '1e2', 'not 1e2'],
    ['hexadecimal', '0x10', 'not 0x10'],
    ['a plus sign', '+5', 'not +5'],
    ['a number and a word', '12 points', 'not 12 points'],
  ])('%s: a problem beside the field, and Save waits', async (_case, typed, says) => {
    const { wrapper, entry } = await mountEntry({ log, handIndex: 0 })
    await wentOut(entry)
    await typePoints(entry, 'p2', typed)
    expect(entry.problemsAt('left-p2')).toEqual(['bad-number'])
    expect(wrapper.get('[data-field="left-p2"]').text()).toContain(says)
    expect(entry.byTestId('p2-left-points').attributes('aria-invalid')).toBe('true')
    expect((entry.byTestId('p2-left-points').element as HTMLInputElement).value).toBe(typed)
    expect(entry.saveButton().disabled).toBe(true)
  })

  it('beyond what the cards could make: refused at the last point too many, taken at the bound', async () => {
    const { wrapper, entry } = await mountEntry({ log, handIndex: 0 })
    await wentOut(entry)
    // The deck is worth 129 at these values; 3 Druitt and Nichols on the table leave 121.
    await typePoints(entry, 'p2', '122')
    expect(entry.problemsAt('left-p2')).toEqual(['left-points-beyond'])
    expect(wrapper.get('[data-field="left-p2"]').text()).toContain('121 at most')
    await typePoints(entry, 'p2', '121')
    expect(entry.problemsAt('left-p2')).toEqual([])
    expect(entry.score('p2')).toBe('−121')
  })
})

describe('no score counted from a points total the engine refuses', () => {
  const noScore = (entry: EntryDriver) => entry.byTestId('no-score').text()

  it.each([
    ['negative', '-3'],
    ['a decimal', '7.5'],
    ['one point beyond what the cards could make', '122'],
  ])('%s: no figure in the bar, and it says which total to put right', async (_case, typed) => {
    const { wrapper, entry } = await mountEntry({ log, handIndex: 0 })
    await wentOut(entry)
    await typePoints(entry, 'p3', '4')
    await typePoints(entry, 'p2', typed)
    expect(wrapper.findAll('[data-testid="player-score"]')).toEqual([])
    expect(noScore(entry)).toBe('Put right the points in hand of Bram to see the scores')
    // The bound itself is taken, and every score shows.
    await typePoints(entry, 'p2', '121')
    expect(entry.score('p2')).toBe('−121')
    expect(entry.score('p3')).toBe('−4')
  })

  it('asks for the totals emptied, by name, once the ending is known', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 })
    expect(noScore(entry)).toBe('The scores appear once you say how the hand ended')
    await wentOut(entry)
    await typePoints(entry, 'p2', '')
    await typePoints(entry, 'p3', ' ')
    expect(noScore(entry)).toBe('Enter the points in hand of Bram and Cleo to see the scores')
    await typePoints(entry, 'p2', '0')
    expect(noScore(entry)).toBe('Enter the points in hand of Cleo to see the scores')
    await typePoints(entry, 'p3', '0')
    expect(entry.score('p2')).toBe('0')
  })

  it('says so in French', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 }, 'fr')
    await wentOut(entry)
    await typePoints(entry, 'p2', '')
    expect(noScore(entry)).toBe('Saisissez les points en main de Bram pour voir les scores')
    await typePoints(entry, 'p2', '0')
    await typePoints(entry, 'p3', '-1')
    expect(noScore(entry)).toBe('Corrigez les points en main de Cleo pour voir les scores')
  })

  it('shows no figure while a card count holds text it did not take', async () => {
    const { wrapper, entry } = await mountEntry({ log, handIndex: 0 })
    await wentOut(entry)
    await typePoints(entry, 'p2', '0')
    await typePoints(entry, 'p3', '0')
    expect(entry.score('p1')).not.toBe('')
    const input = entry.byTestId('p1-evidence-druitt')
    ;(input.element as HTMLInputElement).value = '-3'
    await input.trigger('input')
    expect(wrapper.findAll('[data-testid="player-score"]')).toEqual([])
    expect(noScore(entry)).toBe('No scores while a count is not taken')
  })
})

describe('a card count of the area table is never taken silently', () => {
  it.each([
    ['emptied', '', 'Enter a number'],
    ['negative', '-3', 'At least 0'],
    ['not a number', 'abc', 'A whole number'],
  ])('%s: kept as typed, said beside it, and Save waits', async (_case, typed, says) => {
    const { wrapper, entry } = await mountEntry({ log, handIndex: 0 })
    await wentOut(entry)
    const input = entry.byTestId('p1-evidence-druitt')
    ;(input.element as HTMLInputElement).value = typed
    await input.trigger('input')
    expect((input.element as HTMLInputElement).value).toBe(typed)
    expect(input.attributes('aria-invalid')).toBe('true')
    expect(wrapper.get('[data-testid="count-problem"]').text()).toBe(says)
    expect(entry.saveButton().disabled).toBe(true)
    // A whole number typed over it is taken.
    ;(input.element as HTMLInputElement).value = '4'
    await input.trigger('input')
    expect(wrapper.find('[data-testid="count-problem"]').exists()).toBe(false)
    expect(entry.saveButton().disabled).toBe(false)
  })
})
