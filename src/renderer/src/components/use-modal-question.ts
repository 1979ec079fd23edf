import { nextTick, onBeforeUnmount, watch, type Ref } from 'vue'

/**
 * A question asked as a modal dialog: shown while `open` holds, its safe choice focused first
 * (Enter never takes the other one by surprise); once closed, or gone with its page, the
 * keyboard goes back where it was.
 */
export function useModalQuestion(
  open: () => boolean,
  dialog: Ref<HTMLDialogElement | null>,
  safeChoice: Ref<HTMLButtonElement | null>,
): void {
  let returnFocusTo: HTMLElement | null = null
  function close(element: HTMLDialogElement) {
    element.close()
    returnFocusTo?.focus()
    returnFocusTo = null
  }
  watch(
    open,
    async (asked) => {
      await nextTick()
      const element = dialog.value
      if (!element) return
      if (asked && !element.open) {
        returnFocusTo =
          document.activeElement instanceof HTMLElement ? document.activeElement : null
        element.showModal()
        safeChoice.value?.focus()
      } else if (!asked && element.open) close(element)
    },
    { immediate: true },
  )
  onBeforeUnmount(() => {
    if (dialog.value?.open) close(dialog.value)
  })
}
