import { EventEmitter } from 'node:events'
import type { MessageBoxSyncOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { createMenuTranslator } from '../../src/main/translate'
import { guardUnsavedChanges, leaveAnyway } from '../../src/main/unsaved-changes'

vi.mock('electron', () => ({}))

/** A window whose page refuses to unload, as the renderer does with changes not yet written. */
function windowHoldingItsPage() {
  const webContents = new EventEmitter()
  const event = { preventDefault: vi.fn() }
  const close = () => webContents.emit('will-prevent-unload', event)
  return { window: { webContents } as never, event, close }
}

describe('closing the window with changes not yet saved', () => {
  it('asks, in the menu language, and keeps the window when the player stays', () => {
    const { window, event, close } = windowHoldingItsPage()
    const ask = vi.fn((options: MessageBoxSyncOptions) => (options.cancelId === 0 ? 0 : 1))
    guardUnsavedChanges(window, ask, () => createMenuTranslator('fr'))

    close()

    expect(ask).toHaveBeenCalledOnce()
    expect(ask.mock.calls[0]![0]).toMatchObject({
      type: 'warning',
      message: 'Certaines modifications de vos parties ne sont pas encore enregistrées.',
      buttons: ['Rester', 'Fermer quand même'],
      cancelId: 0,
    })
    expect(event.preventDefault).not.toHaveBeenCalled()
  })

  it('lets the page go when the player chooses to close anyway', () => {
    const { window, event, close } = windowHoldingItsPage()
    guardUnsavedChanges(
      window,
      () => leaveAnyway,
      () => createMenuTranslator('en'),
    )

    close()

    expect(event.preventDefault).toHaveBeenCalledOnce()
  })
})
