import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { enterSpecExample, golden, mountEntry, withoutHands } from './support'

afterEach(() => {
  document.body.innerHTML = ''
})

const log = withoutHands(golden('spec-game-log-example'))
const focusedId = () => document.activeElement?.getAttribute('data-testid') ?? null

describe('the hand form’s problems', () => {
  it('shows each problem beside its field, with a link to its rule, and blocks Save', async () => {
    const { wrapper, entry } = await mountEntry({ log, handIndex: 0 })
    await enterSpecExample(entry)
    // Ada's one Gull lay-off becomes a Wild: no natural Gull card is left in his area.
    await entry.wilds('p1-wilds-gull', 1)
    expect(entry.problemsAt('area-p1-evidence')).toEqual(['wild-without-natural'])
    const problem = wrapper.get('[data-field="area-p1-evidence"] li')
    expect(problem.get('a').attributes('href')).toContain('mystery-rummy-jack-the-ripper')
    expect(problem.get('a').attributes('href')).toContain('wild-without-natural')
    expect(entry.saveButton().disabled).toBe(true)
    expect(entry.saveState()).toContain('1 problem to fix before saving')
    await entry.pressKey(entry.byTestId('note').element, 'Enter')
    expect(wrapper.emitted('save')).toBeUndefined()
  })

  it('shows a column’s problem right under the rows it is about, not at the foot of the table', async () => {
    const { wrapper, entry } = await mountEntry({ log, handIndex: 0 })
    await enterSpecExample(entry)
    await entry.wilds('p1-wilds-gull', 1)
    // The row after the last suspect's, before the Letters: the Evidence's problems, in Ada's column.
    const after = wrapper.get('[data-testid="row-letters"]').element.previousElementSibling
    expect(after?.getAttribute('data-testid')).toBe('column-problems')
    expect(
      after?.querySelector('[data-field="area-p1-evidence"] li')?.getAttribute('data-rule'),
    ).toBe('wild-without-natural')
    // Nothing under the other rows, which have no problem.
    expect(wrapper.findAll('[data-testid="column-problems"]')).toHaveLength(1)

    // Cards in hand that had to be set aside: under the rows of cards left in hand.
    await entry.count('p3-evidence-chapman', 0)
    await entry.count('p3-evidence-jill', 3)
    const rows = wrapper.get('[data-testid="area-table"] tbody').element.children
    const last = rows[rows.length - 1]!
    expect(last.getAttribute('data-testid')).toBe('column-problems')
    expect(last.querySelector('[data-field="left-p2"] li')?.getAttribute('data-rule')).toBe(
      'left-playable',
    )
  })

  it('names Evidence with no Victim on the table at the areas, and who went out at the ending', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 })
    await entry.count('p1-evidence-druitt', 3)
    await entry.choose('ending-went-out')
    expect(entry.problemsAt('ending')).toEqual(['bad-ending'])
    await entry.choose('ending-player-p1')
    expect(entry.problemsAt('areas')).toEqual(['no-victim'])
    await entry.tick('p2-victim-stride')
    expect(entry.problemsAt('areas')).toEqual([])
  })

  it('a card that had to be set aside is an error beside that player’s cards', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 })
    await enterSpecExample(entry)
    expect(entry.problemsAt('left-p2')).toEqual([])
    // Cleo's Chapman meld was Jill's after all: Bram's Jill could have been laid off on it.
    await entry.count('p3-evidence-chapman', 0)
    await entry.count('p3-evidence-jill', 3)
    expect(entry.problemsAt('left-p2')).toEqual(['left-playable'])
    expect(entry.saveButton().disabled).toBe(true)
    await entry.count('p2-left-jill', 0)
    expect(entry.problemsAt('left-p2')).toEqual([])
    expect(entry.has('p2-left-jill')).toBe(false)
  })

  it('a warning shows beside its field and does not block Save', async () => {
    const { wrapper, entry } = await mountEntry({ log, handIndex: 0 })
    await enterSpecExample(entry)
    await entry.tick('p2-scene-hanbury-street')
    await entry.tick('p3-victim-annie-chapman')
    expect(entry.problemsAt('area-p3-victims')).toEqual(['pair-split'])
    expect(entry.saveButton().disabled).toBe(false)
    expect(entry.saveState()).toContain('1 warning to read')
    await entry.save()
    expect(wrapper.emitted('save')).toHaveLength(1)
  })

  it('speaks French too', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 }, 'fr')
    await entry.count('p1-evidence-druitt', 1)
    await entry.wilds('p1-wilds-druitt', 1)
    await entry.choose('ending-went-out')
    await entry.choose('ending-player-p1')
    expect(entry.byTestId('hand-entry').text()).toContain('Comment la manche a fini')
    const problems = entry.byTestId('hand-entry').findAll('[data-field="area-p1-evidence"] li')
    expect(problems.length).toBeGreaterThan(0)
    expect(problems[0]!.text()).not.toContain('mystery-rummy-jack-the-ripper.')
    expect(entry.saveState()).toContain('à corriger avant d’enregistrer')
  })
})

describe('the hand form by keyboard', () => {
  it('opens with the keyboard on how the hand ended', async () => {
    await mountEntry({ log, handIndex: 0 })
    expect(focusedId()).toBe('ending-went-out')
  })

  it('Enter saves from a field, Escape cancels', async () => {
    const { wrapper, entry } = await mountEntry({ log, handIndex: 0 })
    await enterSpecExample(entry)
    await entry.pressKey(entry.byTestId('p1-evidence-druitt').element, 'Enter')
    expect(wrapper.emitted('save')).toHaveLength(1)
    await entry.pressKey(entry.byTestId('vote-p2-gull').element, 'Escape')
    expect(wrapper.emitted('cancel')).toHaveLength(1)
  })

  it('Enter on an error takes the keyboard to the field to fix', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 })
    await enterSpecExample(entry)
    await entry.wilds('p3-wilds-chapman', 2)
    await entry.count('p3-evidence-chapman', 2)
    await entry.pressKey(entry.byTestId('note').element, 'Enter')
    await nextTick()
    // The first control of the Evidence the problem is about, in Cleo's area: Druitt's +1.
    expect(focusedId()).toBe('p3-evidence-druitt-one')
  })

  it('every control has a name a screen reader reads', async () => {
    const { wrapper, entry } = await mountEntry({ log, handIndex: 0 })
    await enterSpecExample(entry)
    const unnamed = wrapper
      .findAll('input, select, button')
      .filter((control) => {
        const element = control.element as HTMLInputElement
        if (element.getAttribute('aria-label')) return false
        // A button is named by its words.
        if (element instanceof HTMLButtonElement && control.text().trim() !== '') return false
        if (element.closest('label')) return false
        return !(element.id && wrapper.find(`label[for="${element.id}"]`).exists())
      })
      .map((control) => control.attributes('data-testid'))
    expect(unnamed).toEqual([])
    expect(entry.byTestId('p2-evidence-gull').attributes('aria-label')).toBe(
      'Sir Gull Evidence in front of Bram',
    )
  })

  it('says on screen that the tap beside a count is the suspect’s Suspect card', async () => {
    const { entry } = await mountEntry({ log, handIndex: 0 })
    expect(entry.byTestId('p1-suspect-gull').text()).toBe('Suspect')
  })
})
