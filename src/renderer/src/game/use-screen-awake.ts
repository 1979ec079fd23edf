import { computed, onBeforeUnmount, ref, watch, type Ref } from 'vue'
import { usePlatform } from '../platform'
import { useSettingsStore } from '../stores/settings'

/**
 * Keeps the screen awake while `open` (a game on screen), the page is visible and the user has
 * not turned the setting off. A browser drops its wake lock when the page is hidden, so showing
 * the page again asks anew; leaving the game lets the screen sleep. A platform that refuses is
 * never reported: the screen then sleeps as it always did.
 */
export function useScreenAwake(open: Ref<boolean>): void {
  const platform = usePlatform()
  const settings = useSettingsStore()
  const visible = ref(document.visibilityState === 'visible')
  const onVisibilityChange = () => {
    visible.value = document.visibilityState === 'visible'
  }
  document.addEventListener('visibilitychange', onVisibilityChange)

  const wanted = computed(() => open.value && visible.value && settings.keepScreenAwake)
  const ask = (on: boolean) => {
    platform.keepScreenAwake(on).catch(() => undefined)
  }
  if (wanted.value) ask(true)
  watch(wanted, ask)
  onBeforeUnmount(() => {
    document.removeEventListener('visibilitychange', onVisibilityChange)
    if (wanted.value) ask(false)
  })
}
