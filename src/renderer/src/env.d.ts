/** Set by the web build only (vite.web.config.ts); absent in the desktop build and in tests. */
interface ImportMetaEnv {
  readonly CASEBOOK_BUILD_ID?: string
  /** True in the web build, which writes the service worker; absent everywhere else. */
  readonly CASEBOOK_SERVICE_WORKER?: boolean
}
