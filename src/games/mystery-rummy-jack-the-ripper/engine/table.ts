import {
  isSceneKey,
  isSuspectId,
  isVictimKey,
  meldMinimum,
  suspectIds,
  type SceneKey,
  type SuspectId,
  type VictimKey,
} from './cards'
import type { AreaRecord, JackTheRipperHand } from './log'

/**
 * What lies on the table at the end of a hand, all areas together ("on the table", spec:
 * "Scoring one hand"). Only ids and counts that can be read are counted, so the hand form may ask
 * this of a table still being entered.
 */
export interface TableFacts {
  /** `E(s)` summed over the areas: each suspect's Evidence, Wilds included. */
  evidence: Record<SuspectId, number>
  letters: number
  suspectCards: ReadonlySet<SuspectId>
  /** The suspect the Alibi in play clears, or null. */
  alibi: SuspectId | null
  victims: ReadonlySet<VictimKey>
  scenes: ReadonlySet<SceneKey>
  /** Some area holds a meld: 3 or more of one colour (Wilds count), or 3 or more Letters. */
  hasMeld: boolean
}

export type Areas = Readonly<Record<string, AreaRecord>>

/** A count as entered, or 0 when it is not a whole number 0 or more (validation names those). */
export function countOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0
}

/** An area's Evidence count of one colour, Wilds included. */
export function evidenceIn(area: AreaRecord | undefined, suspect: SuspectId): number {
  return countOf(area?.evidence?.[suspect])
}

export function areaHoldsMeld(area: AreaRecord): boolean {
  return (
    countOf(area.letters) >= meldMinimum ||
    suspectIds.some((suspect) => evidenceIn(area, suspect) >= meldMinimum)
  )
}

export function tableOf(areas: Areas | undefined): TableFacts {
  const evidence = {} as Record<SuspectId, number>
  for (const suspect of suspectIds) evidence[suspect] = 0
  const suspectCards = new Set<SuspectId>()
  const victims = new Set<VictimKey>()
  const scenes = new Set<SceneKey>()
  let letters = 0
  let alibi: SuspectId | null = null
  let hasMeld = false
  for (const area of Object.values(areas ?? {})) {
    const areaLetters = countOf(area.letters)
    // What areaHoldsMeld says, from the counts read here once.
    let areaMeld = areaLetters >= meldMinimum
    // The suspects the area lists, rather than all six looked up in it.
    const counts = area.evidence
    for (const suspect in counts) {
      if (!isSuspectId(suspect)) continue
      const count = countOf(counts[suspect])
      evidence[suspect] += count
      if (count >= meldMinimum) areaMeld = true
    }
    letters += areaLetters
    for (const id of area.suspects ?? []) if (isSuspectId(id)) suspectCards.add(id)
    for (const key of area.victims ?? []) if (isVictimKey(key)) victims.add(key)
    for (const key of area.scenes ?? []) if (isSceneKey(key)) scenes.add(key)
    if (alibi === null && typeof area.alibi === 'string' && isSuspectId(area.alibi)) {
      alibi = area.alibi
    }
    hasMeld ||= areaMeld
  }
  return { evidence, letters, suspectCards, alibi, victims, scenes, hasMeld }
}

/** Whether this player left the hand with no cards: he went out, or was forced out. */
export function isOut(hand: Pick<JackTheRipperHand, 'ending'>, player: string): boolean {
  const ending = hand.ending
  if (ending.type === 'went-out') return ending.player === player
  if (ending.type === 'commissioner-resigns') return ending.players.includes(player)
  return false
}

/** The hand ended with someone out of cards: only then is the Ripper caught and are hands charged. */
export function endedByGoingOut(hand: Pick<JackTheRipperHand, 'ending'>): boolean {
  return hand.ending.type === 'went-out' || hand.ending.type === 'commissioner-resigns'
}
