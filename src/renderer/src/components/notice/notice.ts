/**
 * A page's one notice: what was just done ("Saved as …"), an offer ("Hand 11 deleted. Undo brings
 * it back."), or a problem ("Hand 1 was not deleted: …"). Their lifetimes are decision 0062.
 */
export type NoticeKind = 'done' | 'offer' | 'problem'

export interface Notice {
  text: string
  kind: NoticeKind
  /** An offer's action can still be done: once it cannot, the notice goes at once. */
  stillPossible?: () => boolean
  /** An offer's action as a button in the notice, when the page has no other place for it. */
  action?: { label: string; run: () => void; testid: string }
}

/**
 * How long each kind stays on screen, in milliseconds of the page being seen with neither the
 * pointer over the notice nor focus in it; null: until closed or replaced. What was done is
 * read at a glance; an offer leaves time to act on it; a problem waits for the player.
 */
export const noticeLifetimes: Readonly<Record<NoticeKind, number | null>> = {
  done: 8_000,
  offer: 20_000,
  problem: null,
}
