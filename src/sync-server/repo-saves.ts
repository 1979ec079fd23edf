/**
 * How often automerge-repo saves a document of its own accord, and a peer's sync state (decision
 * 0071). Its saves are not what keeps a change: every state a device hears of is written before
 * it hears of it (`persist-before-answer.ts`). Its default, 100 ms, wrote each change twice.
 */
export const REPO_SAVE_DEBOUNCE_MS = 1_000
