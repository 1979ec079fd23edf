import { inject, readonly, ref, type InjectionKey, type Ref } from 'vue'

/**
 * `refused`: another tab holds the library and kept it, because it has a change it could not
 * write yet; taking over then would lose it.
 */
export type LibraryLockState = 'asking' | 'here' | 'elsewhere' | 'taking-over' | 'refused'

/**
 * Which window may use the game library. The desktop app runs one instance, so its window always
 * may. In a browser, two tabs of Casebook would each write whole game logs and undo over each
 * other's hands: one tab at a time holds the library, and another can take it over.
 */
export interface LibraryLock {
  /** `asking` only for the moment it takes to ask the browser at start. */
  readonly state: Readonly<Ref<LibraryLockState>>
  /** Asks the tab that holds the library to let go, and holds it here once it has. */
  useHere(): void
  /**
   * How this tab hands the library over: `write` what is pending (false keeps the library here,
   * as something could not be written and would be lost), then, once this tab shows the notice,
   * `forget` what it read (stale from then on; read again if it takes the library back).
   */
  handOverWith(write: () => Promise<boolean>, forget: () => void): void
}

export function libraryAlwaysHere(): LibraryLock {
  return {
    state: readonly(ref('here' as const)),
    useHere: () => {},
    handOverWith: () => {},
  }
}

export const libraryLockKey: InjectionKey<LibraryLock> = Symbol('casebook library lock')

export function useLibraryLock(): LibraryLock {
  return inject(libraryLockKey, libraryAlwaysHere, true)
}
