import {
  createRouter,
  createWebHashHistory,
  type RouteLocationNormalized,
  type Router,
} from 'vue-router'
import HomeView from './views/HomeView.vue'

/**
 * Hash history: the app is served from a file in Electron and from any folder on the web, and
 * a hash route survives a reload in both.
 */
export const routes = [
  { path: '/', name: 'home', component: HomeView },
  { path: '/new', name: 'new-game', component: () => import('./views/NewGameView.vue') },
  {
    path: '/game/:id',
    name: 'game',
    component: () => import('./views/GameView.vue'),
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
        component: () => import('./views/HandView.vue'),
        props: true,
      },
    ],
  },
  { path: '/rules', name: 'rules', component: () => import('./views/RulesView.vue') },
  { path: '/:unknown(.*)*', redirect: '/' },
]

export function createCasebookRouter(): Router {
  return createRouter({ history: createWebHashHistory(), routes })
}
