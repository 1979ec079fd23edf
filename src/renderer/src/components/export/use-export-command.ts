import { onActivated, onBeforeUnmount, onDeactivated, onMounted } from 'vue'
import { usePlatform } from '../../platform'

/**
 * Runs `open` when the native menu's File > Export… is chosen, while the calling page is on
 * screen (the game page stays alive behind other screens, so it stops listening when hidden).
 */
export function useExportCommand(open: () => void): void {
  const platform = usePlatform()
  let unsubscribe: (() => void) | null = null
  const listen = () => {
    unsubscribe ??= platform.onMenuCommand((command) => {
      if (command.kind === 'export') open()
    })
  }
  const stop = () => {
    unsubscribe?.()
    unsubscribe = null
  }
  onMounted(listen)
  onActivated(listen)
  onDeactivated(stop)
  onBeforeUnmount(stop)
}
