/**
 * jsdom's `crypto` has no `subtle`; the desktop window (Chromium, on a secure app:// page) does.
 * The test window gets Node's Web Crypto, the same standard API, so the SHA-256 the renderer
 * works out for a log it saves can be compared with the main process's.
 */
export async function installWebCrypto(): Promise<void> {
  if (globalThis.crypto.subtle !== undefined) return
  // Named through a variable: the renderer's type check knows no Node modules.
  const nodeCrypto = 'node:crypto'
  const { webcrypto } = (await import(/* @vite-ignore */ nodeCrypto)) as { webcrypto: Crypto }
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle })
}
