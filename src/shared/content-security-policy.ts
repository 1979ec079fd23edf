/**
 * The built app's Content-Security-Policy: only its own files, no eval (WebAssembly only, for
 * Automerge), no plugins, no frames. Sent as a header with every page of the sync server
 * (sync-server/security-headers.ts). The page's meta tag says the same for a web host that sets
 * no header, less frame-ancestors, which a meta cannot.
 */
export const contentSecurityPolicy = policyConnectingTo("'self'")

/**
 * The desktop app's page (app://, main/app-protocol.ts): the same, and plain WebSockets: to the
 * table server the app runs on this computer (decision 0056), at a port known only once it
 * starts, and to another computer's on the local network, joined from a link (decision 0063).
 * A CSP cannot name "the private ranges": the main process cancels any WebSocket beyond this
 * computer and the local network (main/socket-guard.ts). No http(s) beyond 'self', no wss:.
 * The web build and the sync server keep 'self'.
 */
export const desktopContentSecurityPolicy = policyConnectingTo("'self' ws:")

function policyConnectingTo(connectSources: string): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connectSources}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** A policy as a page's <meta> can say it: all of it but frame-ancestors, which only a header can. */
export function metaPolicy(policy: string): string {
  return policy
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors '))
    .join('; ')
}

/**
 * The desktop renderer's page (electron.vite.config.ts): its <meta> policy made the desktop one.
 * A page obeys both its meta and its header, so the header alone could not let the window reach
 * the table server. Throws if the page's meta is not the web policy, so that a change to either
 * cannot leave the desktop page with the wrong one unnoticed.
 */
export function withDesktopMetaPolicy(html: string): string {
  const web = `content="${metaPolicy(contentSecurityPolicy)}"`
  if (!html.includes(web)) throw new Error('The page has no <meta> with the web CSP to replace.')
  return html.replace(web, `content="${metaPolicy(desktopContentSecurityPolicy)}"`)
}
