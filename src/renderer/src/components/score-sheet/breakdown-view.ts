/** A breakdown line as shown: its sentence in the reader's words, its rule, its points if any. */
export interface ShownLine {
  rule: string
  /** Null for a line that only explains. */
  points: number | null
  sentence: string
}

/** One part of a hand (a player's or a side's) as shown, its lines adding up to its score. */
export interface ShownPart {
  id: string
  name: string
  /** Who played a side, joined; null for a player's own part. */
  receivers: string | null
  headingId: string
  badges: { rule: string; text: string }[]
  score: number
  lines: ShownLine[]
}
