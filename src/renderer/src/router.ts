import {
  createRouter,
  createWebHashHistory,
  type RouteLocationNormalized,
  type Router,
} from 'vue-router'
import { loadLogEngine } from './game/log-engine'
import { returnTo } from './navigation'
import HomeView from './views/HomeView.vue'
import { loadHandView } from './views/load-hand-view'

/**
 * A page that reads, checks or scores a game: its screens come with the games' rules, which the
 * home screen leaves out of the first download (decision 0026).
 */
function withGameRules<View>(page: () => Promise<View>): () => Promise<View> {
  // Their words too, fetched meanwhile (merged into the catalog by casebook.ts).
  const words = () => import('../../shared/i18n/game-screens')
  return async () => (await Promise.all([page(), loadLogEngine(), words()]))[0]
}

/**
 * Hash history: the app is served from a file in Electron and from any folder on the web, and
 * a hash route survives a reload in both.
 */
export const routes = [
  { path: '/', name: 'home', component: HomeView },
  {
    path: '/new',
    name: 'new-game',
    component: withGameRules(() => import('./views/NewGameView.vue')),
    meta: { gameScreens: true },
  },
  {
    // `?breakdown=N` opens hand N's breakdown over the sheet, so Back from the rules reference
    // reopens the breakdown that was being argued over, and Back closes it.
    path: '/game/:id',
    name: 'game',
    component: withGameRules(() => import('./views/GameView.vue')),
    meta: { gameScreens: true, sharing: true },
    // Only the game's id: the hand form's `number` is its child's business.
    props: (route: RouteLocationNormalized) => ({ id: route.params.id }),
    // The hand form opens inside the game's page, so the sheet stays rendered behind it and a
    // saved hand patches one row instead of building the page again.
    children: [
      {
        // `new`, or the hand's number as players count it (1 for the first): one numbering in
        // addresses and titles.
        path: 'hand/:number',
        name: 'hand',
        component: loadHandView,
        props: true,
      },
    ],
  },
  // A group's history, and the games behind any of its figures (issue 23).
  {
    path: '/history',
    name: 'history',
    component: () => import('./views/HistoryView.vue'),
    meta: { history: true, sharing: true },
  },
  {
    path: '/history/games',
    name: 'history-games',
    component: () => import('./views/HistoryGamesView.vue'),
    meta: { history: true },
  },
  // A game shared with the table, opened from its link on another device (decision 0055).
  {
    path: '/join/:documentId',
    name: 'join',
    component: withGameRules(() => import('./views/JoinView.vue')),
    meta: { gameScreens: true, sharing: true },
    // `?at=192.168.1.20:3030`: the server of a link pasted in the desktop app (decision 0063).
    props: (route: RouteLocationNormalized) => ({
      documentId: route.params.documentId,
      at: typeof route.query.at === 'string' ? route.query.at : undefined,
    }),
  },
  // A group's library, joined from its link on another device (decision 0057).
  {
    path: '/group/:documentId',
    name: 'group',
    component: () => import('./views/GroupJoinView.vue'),
    meta: { sharing: true },
    props: true,
  },
  // A game's rules reference; without a game, the default one (decision 0016).
  { path: '/rules/:game?', name: 'rules', component: () => import('./views/RulesView.vue') },
  { path: '/:unknown(.*)*', redirect: '/' },
]

export function createCasebookRouter(): Router {
  const router = createRouter({ history: createWebHashHistory(), routes })
  const push = router.push.bind(router)
  // Leaving the hand form for its game (saved or cancelled) returns to the sheet rather than
  // adding it again: Back from the sheet then leaves the game, instead of opening the form
  // again for a hand that is already saved. Guards run as for any navigation.
  router.push = (to) => {
    const from = router.currentRoute.value
    const target = router.resolve(to)
    if (from.name === 'hand' && target.name === 'game' && target.params.id === from.params.id) {
      return returnTo(router, to) as ReturnType<Router['push']>
    }
    return push(to)
  }
  return router
}
