import type { BrowserWindow, MessageBoxSyncOptions } from 'electron'
import type { Translate } from './translate'

/**
 * Closing the window while a game is not yet written (a full disk, say) would lose it: the
 * renderer then holds the page with `beforeunload`, and this asks the player what to do.
 */
export function unsavedChangesDialog(t: Translate): MessageBoxSyncOptions {
  return {
    type: 'warning',
    title: t('menu.unsavedTitle'),
    message: t('menu.unsavedMessage'),
    detail: t('menu.unsavedDetail'),
    buttons: [t('menu.unsavedStay'), t('menu.unsavedLeave')],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  }
}

/** The button index that closes anyway. */
export const leaveAnyway = 1

export function guardUnsavedChanges(
  window: Pick<BrowserWindow, 'webContents'>,
  ask: (options: MessageBoxSyncOptions) => number,
  translate: () => Translate,
): void {
  window.webContents.on('will-prevent-unload', (event) => {
    // preventDefault here lets the page unload, which is what "Close anyway" means.
    if (ask(unsavedChangesDialog(translate())) === leaveAnyway) event.preventDefault()
  })
}
