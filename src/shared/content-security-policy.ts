/**
 * The built app's Content-Security-Policy: only its own files, no eval (WebAssembly only, for
 * Automerge), no plugins, no frames. Sent as a header with every app:// response of the desktop
 * app (main/app-protocol.ts) and every page of the sync server (sync-server/security-headers.ts).
 * The page's meta tag says the same for a web host that sets no header, less frame-ancestors,
 * which a meta cannot.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')
