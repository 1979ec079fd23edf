import { enableAutoUnmount } from '@vue/test-utils'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import TableNameDialog from '../../../src/renderer/src/components/sharing/TableNameDialog.vue'
import { installDialogShim } from '../support/dialog-shim'
import { mountSharing } from './mount-sharing'

enableAutoUnmount(afterEach)
beforeAll(installDialogShim)

type Wrapper = ReturnType<typeof mountSharing>

function mountDialog(locale: 'en' | 'fr' = 'en', current: string | null = null) {
  return mountSharing(TableNameDialog, locale, { names: ['Ada', 'Bram'], current })
}

function radio(wrapper: Wrapper, label: string) {
  const found = wrapper.findAll('label').find((each) => each.text() === label)
  if (!found) throw new Error(`no choice "${label}"`)
  return found.get('input')
}

async function typeOther(wrapper: Wrapper, name: string) {
  await wrapper.get('[data-testid="table-name-other"]').setValue(true)
  await wrapper.get('[data-testid="table-name-field"]').setValue(name)
  await wrapper.get('form').trigger('submit')
}

function problem(wrapper: Wrapper) {
  return wrapper.get('[data-testid="table-name-problem"]').text()
}

describe('who this device is at the table', () => {
  it('asks in a labelled modal, the first name focused and none chosen', () => {
    const wrapper = mountDialog()
    const dialog = wrapper.get('dialog').element as HTMLDialogElement
    expect(dialog.open).toBe(true)
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Who are you at this table?',
    )
    expect(wrapper.findAll('label').map((label) => label.text())).toEqual([
      'Ada',
      'Bram',
      'Someone else',
    ])
    expect(wrapper.find('input:checked').exists()).toBe(false)
    expect(document.activeElement).toBe(radio(wrapper, 'Ada').element)
  })

  it('chooses one of the game’s players', async () => {
    const wrapper = mountDialog()
    await radio(wrapper, 'Bram').setValue(true)
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('choose')).toEqual([['Bram']])
  })

  it('asks for a choice before going on', async () => {
    const wrapper = mountDialog()
    expect(problem(wrapper)).toBe('')
    await wrapper.get('form').trigger('submit')
    expect(problem(wrapper)).toBe('Choose your name, or type another.')
    expect(wrapper.emitted('choose')).toBeUndefined()
  })

  it('chooses again the name this device went by, a player’s or another', async () => {
    const player = mountDialog('en', 'Bram')
    expect((radio(player, 'Bram').element as HTMLInputElement).checked).toBe(true)
    expect(document.activeElement).toBe(radio(player, 'Bram').element)
    await player.get('form').trigger('submit')
    expect(player.emitted('choose')).toEqual([['Bram']])
    player.unmount()

    const other = mountDialog('en', 'Zoë')
    expect(
      (other.get('[data-testid="table-name-other"]').element as HTMLInputElement).checked,
    ).toBe(true)
    expect((other.get('[data-testid="table-name-field"]').element as HTMLInputElement).value).toBe(
      'Zoë',
    )
    await other.get('form').trigger('submit')
    expect(other.emitted('choose')).toEqual([['Zoë']])
  })

  it('takes another name typed, trimmed, and focuses its field when chosen', async () => {
    const wrapper = mountDialog()
    await wrapper.get('[data-testid="table-name-other"]').setValue(true)
    const field = wrapper.get('[data-testid="table-name-field"]')
    expect(document.activeElement).toBe(field.element)
    expect(wrapper.get(`label[for="${field.attributes('id')}"]`).text()).toBe('Name')
    await field.setValue('  Cleo  ')
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('choose')).toEqual([['Cleo']])
  })

  it('takes a name of 40 characters and refuses one of 41, beside the field', async () => {
    const wrapper = mountDialog()
    await typeOther(wrapper, 'x'.repeat(41))
    expect(problem(wrapper)).toBe('At most 40 characters.')
    const field = wrapper.get('[data-testid="table-name-field"]')
    expect(field.attributes('aria-invalid')).toBe('true')
    expect(field.attributes('aria-describedby')).toBe(
      wrapper.get('[data-testid="table-name-problem"]').attributes('id'),
    )
    expect(wrapper.emitted('choose')).toBeUndefined()
    await typeOther(wrapper, ` ${'x'.repeat(40)} `)
    expect(problem(wrapper)).toBe('')
    expect(field.attributes('aria-invalid')).toBe('false')
    expect(wrapper.emitted('choose')).toEqual([['x'.repeat(40)]])
  })

  it('refuses an empty or blank name and takes one character', async () => {
    const wrapper = mountDialog()
    await typeOther(wrapper, '')
    expect(problem(wrapper)).toBe('Type a name.')
    await typeOther(wrapper, '   ')
    expect(problem(wrapper)).toBe('Type a name.')
    expect(wrapper.emitted('choose')).toBeUndefined()
    await typeOther(wrapper, 'Q')
    expect(wrapper.emitted('choose')).toEqual([['Q']])
  })

  it('says it all in French', async () => {
    const wrapper = mountDialog('fr')
    expect(wrapper.get('h2').text()).toBe('Qui êtes-vous à cette table\u00a0?')
    expect(wrapper.findAll('label').map((label) => label.text())).toContain('Quelqu’un d’autre')
    expect(wrapper.findAll('button').map((button) => button.text())).toEqual([
      'Plus tard',
      'Continuer',
    ])
    await wrapper.get('form').trigger('submit')
    expect(problem(wrapper)).toBe('Choisissez votre nom, ou tapez-en un autre.')
    await typeOther(wrapper, '')
    expect(problem(wrapper)).toBe('Tapez un nom.')
    await typeOther(wrapper, 'y'.repeat(41))
    expect(problem(wrapper)).toBe('40\u00a0caractères au plus.')
  })

  it('closes without a name on Not now and on Escape', async () => {
    const wrapper = mountDialog()
    await wrapper
      .findAll('button')
      .find((button) => button.text() === 'Not now')!
      .trigger('click')
    await wrapper.get('dialog').trigger('cancel')
    expect(wrapper.emitted('close')).toHaveLength(2)
    expect(wrapper.emitted('choose')).toBeUndefined()
  })
})
