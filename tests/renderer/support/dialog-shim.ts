/**
 * jsdom has <dialog> but not its methods. Real browsers (Chromium in Electron and in the e2e
 * tests) do; this stands in for the part the components use: open, close and the 'close' event.
 */
export function installDialogShim() {
  const proto = HTMLDialogElement.prototype
  if (typeof proto.showModal === 'function') return
  proto.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  proto.show = proto.showModal
  proto.close = function (this: HTMLDialogElement) {
    if (!this.open) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}
