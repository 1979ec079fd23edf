import { loadTotalsChart } from '../components/score-sheet'
import type { GameScreens } from '../games/screens'
import { loadHandView } from '../views/load-hand-view'

/**
 * What the game page leads to, fetched once the page is painted: the hand form (the page's and
 * the game's own) and the chart of totals. A phone at the table's server keeps no copy of the
 * app (no service worker outside a secure context), so a hand entered while the server is away
 * finds its code already here. A fetch that fails is left to the moment it is needed.
 */
export function fetchAheadFromGamePage(screens: GameScreens): void {
  for (const load of [loadHandView, loadTotalsChart, screens.loadHandEntry]) {
    load().catch(() => undefined)
  }
}
