import type { DraftChange } from '../../../shared/sync/draft-tree'
import { draftLeaves } from '../../../shared/sync/shared-draft'

/**
 * What this device last wrote to each leaf of a hand's draft, by path, as the document holds it
 * (an object is written as a leaf `{}` and then each of its own): a value another device replaced
 * at the same moment is told apart by it, and so is what the device that saved the hand never had.
 */
export class WrittenLeaves {
  private readonly texts = new Map<string, string>()

  /** Notes changes this device wrote to the draft. */
  note(changes: readonly DraftChange[]): void {
    for (const change of changes) {
      for (const { path, text } of draftLeaves(change)) this.texts.set(JSON.stringify(path), text)
    }
  }

  /** The text this device last wrote at `path`, if it wrote there. */
  textAt(path: readonly string[]): string | undefined {
    return this.texts.get(JSON.stringify(path))
  }

  /**
   * Of the leaves left of a draft once its hand was saved (`strayLeaves`), those that are what
   * this device last wrote there: its changes the device that saved the hand never had.
   */
  missedAmong(stray: readonly DraftChange[]): DraftChange[] {
    return stray.filter((change) => this.textAt(change.path) === draftLeaves(change)[0]!.text)
  }
}
