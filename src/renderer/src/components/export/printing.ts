import { computed, onBeforeUnmount, onMounted, ref, type ComputedRef } from 'vue'

/** Set by the export menu around its Print choice. */
const requested = ref(false)
/** Set by the browser's own Print command (Ctrl+P), between beforeprint and afterprint. */
const browserPrinting = ref(false)
const printing = computed(() => requested.value || browserPrinting.value)

/**
 * Whether the page is about to be printed: the print-only parts of a page (the breakdown of
 * every hand) are rendered only then, so the screen's document stays as it is.
 */
export function usePrinting(): ComputedRef<boolean> {
  const before = () => {
    browserPrinting.value = true
  }
  const after = () => {
    browserPrinting.value = false
  }
  onMounted(() => {
    window.addEventListener('beforeprint', before)
    window.addEventListener('afterprint', after)
  })
  onBeforeUnmount(() => {
    window.removeEventListener('beforeprint', before)
    window.removeEventListener('afterprint', after)
  })
  return printing
}

/** Runs `print` with the print-only parts rendered; `rendered` waits for the DOM to show them. */
export async function whilePrinting<T>(
  rendered: () => Promise<void>,
  print: () => Promise<T>,
): Promise<T> {
  requested.value = true
  try {
    await rendered()
    return await print()
  } finally {
    requested.value = false
  }
}
