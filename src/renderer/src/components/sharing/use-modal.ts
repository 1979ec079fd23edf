import { onBeforeUnmount, onMounted, type Ref } from 'vue'

/**
 * A dialog that is open while it is rendered: modal from the moment it is mounted (the page
 * behind is inert, so the keyboard stays in it), with focus on `firstFocus()`, and focus given
 * back where it was when the page unmounts it. The page opens it with v-if, as it wants.
 */
export function useModalWhileMounted(
  dialog: Ref<HTMLDialogElement | null>,
  firstFocus: () => HTMLElement | null | undefined,
) {
  let returnFocusTo: HTMLElement | null = null
  onMounted(() => {
    returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
    dialog.value?.showModal()
    firstFocus()?.focus()
  })
  onBeforeUnmount(() => {
    dialog.value?.close()
    returnFocusTo?.focus()
  })
}
