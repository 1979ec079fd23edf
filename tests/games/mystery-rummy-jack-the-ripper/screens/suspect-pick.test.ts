import { afterEach, describe, expect, it } from 'vitest'
import { golden, mountEntry, withoutHands } from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

const log = withoutHands(golden('spec-game-log-example'))

describe('the Alibi and the vote, one tap each', () => {
  it('shows the six suspects by initial, each named in full to screen readers and on hover', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 })
    const group = entry.byTestId('p1-alibi')
    expect(group.element.tagName).toBe('FIELDSET')
    expect(group.get('legend').text()).toBe('Alibi card in front of Ada')
    expect(group.findAll('button').map((button) => button.text())).toEqual([
      'D',
      'E',
      'G',
      'C',
      'J',
      'P',
    ])
    // The shared card says it is that card, in the Alibi only.
    expect(entry.byTestId('p1-alibi-gull').attributes('aria-label')).toBe(
      'Sir Gull (the Prince Eddy / Sir Gull card)',
    )
    expect(entry.byTestId('vote-p1-gull').attributes('aria-label')).toBe('Sir Gull')
    expect(entry.byTestId('vote-p1-gull').attributes('title')).toBe('Sir Gull')
  })

  it('one tap votes, a tap on another changes the vote, a tap on the chosen one takes it back', async () => {
    const { wrapper, entry } = await mountEntry({ log, handIndex: 0 })
    await entry.byTestId('vote-p2-jill').trigger('click')
    expect(entry.picked('vote-p2')).toBe('jill')
    expect(entry.byTestId('vote-p2-jill').attributes('aria-pressed')).toBe('true')
    await entry.byTestId('vote-p2-druitt').trigger('click')
    expect(entry.picked('vote-p2')).toBe('druitt')
    await entry.byTestId('vote-p2-druitt').trigger('click')
    expect(entry.picked('vote-p2')).toBe('')
    expect(wrapper.findAll('[data-testid^="vote-"] [aria-pressed="true"]')).toHaveLength(0)
  })

  it('one Alibi in play: laying it in front of Cleo takes Ada’s back, as the card does', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 })
    await entry.byTestId('p1-alibi-chapman').trigger('click')
    await entry.byTestId('p3-alibi-jill').trigger('click')
    expect(entry.picked('p1-alibi')).toBe('')
    expect(entry.picked('p3-alibi')).toBe('jill')
  })

  it('is one tab stop, the chosen suspect or else the first; the arrows move between the six', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 })
    const stops = () =>
      entry
        .byTestId('vote-p1')
        .findAll('button')
        .filter((button) => button.attributes('tabindex') === '0')
        .map((button) => button.attributes('data-testid'))
    expect(stops()).toEqual(['vote-p1-druitt'])
    const focused = () => document.activeElement?.getAttribute('data-testid')
    ;(entry.byTestId('vote-p1-druitt').element as HTMLElement).focus()
    await entry.byTestId('vote-p1-druitt').trigger('keydown', { key: 'ArrowRight' })
    expect(focused()).toBe('vote-p1-eddy')
    await entry.byTestId('vote-p1-eddy').trigger('keydown', { key: 'End' })
    expect(focused()).toBe('vote-p1-pedachenko')
    // Past the last, the first; before the first, the last.
    await entry.byTestId('vote-p1-pedachenko').trigger('keydown', { key: 'ArrowDown' })
    expect(focused()).toBe('vote-p1-druitt')
    await entry.byTestId('vote-p1-druitt').trigger('keydown', { key: 'ArrowLeft' })
    expect(focused()).toBe('vote-p1-pedachenko')
    await entry.byTestId('vote-p1-pedachenko').trigger('keydown', { key: 'Home' })
    expect(focused()).toBe('vote-p1-druitt')
    // Moving chooses nothing; a choice becomes the tab stop.
    expect(entry.picked('vote-p1')).toBe('')
    await entry.byTestId('vote-p1-jill').trigger('click')
    expect(stops()).toEqual(['vote-p1-jill'])
  })

  it('an Alibi refused takes the keyboard to its pick on Save, marked and described', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 })
    await entry.choose('ending-player-p1')
    // An Alibi clears a suspect on the table: no Chapman is.
    await entry.byTestId('p2-alibi-chapman').trigger('click')
    expect(entry.problemsAt('area-p2-alibi')).toEqual(['alibi-without-meld'])
    await entry.save()
    // To the suspect chosen, the pick's one tab stop.
    expect(document.activeElement?.getAttribute('data-testid')).toBe('p2-alibi-chapman')
    const pick = entry.byTestId('p2-alibi')
    expect(pick.attributes('aria-describedby')).toBeTruthy()
    expect(entry.byTestId('p2-alibi-chapman').attributes('aria-invalid')).toBe('true')
  })
})
