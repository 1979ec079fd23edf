import type { Page } from '@playwright/test'

/** Puts records into the web store's `games` object store, as another Casebook would have. */
export function seedLibrary(page: Page, records: [string, string][]): Promise<void> {
  return page.evaluate(
    (entries) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('casebook')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const transaction = open.result.transaction('games', 'readwrite')
          const games = transaction.objectStore('games')
          for (const [id, text] of entries) games.put(text, id)
          transaction.oncomplete = () => {
            open.result.close()
            resolve()
          }
          transaction.onerror = () => reject(transaction.error)
        }
      }),
    records,
  )
}
