import { onBeforeUnmount, onMounted } from 'vue'
import { usePlatform } from '../../platform'

/** Runs `open` when the native menu's File > Export… is chosen, while the calling page is mounted. */
export function useExportCommand(open: () => void): void {
  const platform = usePlatform()
  let unsubscribe: () => void = () => {}
  onMounted(() => {
    unsubscribe = platform.onMenuCommand((command) => {
      if (command.kind === 'export') open()
    })
  })
  onBeforeUnmount(() => unsubscribe())
}
