/** The hand form's page, fetched on first use, or ahead by the game page (`fetch-ahead.ts`). */
export const loadHandView = () => import('./HandView.vue')
