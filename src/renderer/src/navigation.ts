import type { RouteLocationRaw, Router } from 'vue-router'

/** The in-app address of the history entry before this one, as the router recorded it. */
export function previousPath(router: Router): string | null {
  const back = router.options.history.state.back
  return typeof back === 'string' ? back : null
}

/** Goes back one entry; settles once that navigation is over (or was refused by a guard). */
export function goBack(router: Router): Promise<void> {
  return new Promise((resolve) => {
    const stop = router.afterEach(() => {
      stop()
      resolve()
    })
    router.back()
  })
}

/**
 * Returns to a screen the user came from, such as the sheet from its hand form or from a
 * breakdown. When the entry before this one is that very screen, this is Back: the history
 * does not grow, and Back afterwards leaves the screen instead of reopening what was just
 * closed. Otherwise (a reload, a shared link) the screen takes this entry's place.
 */
export function returnTo(router: Router, to: RouteLocationRaw): Promise<unknown> {
  if (previousPath(router) === router.resolve(to).fullPath) return goBack(router)
  return router.replace(to)
}
