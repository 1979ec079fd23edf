import type { Problem } from '../../../engine/core/problems'
import {
  isSuspectId,
  isVictimKey,
  meldMinimum,
  sceneOf,
  suspectIds,
  victimsForEscape,
  type SceneKey,
  type SuspectId,
  type VictimKey,
} from './cards'
import type { AreaRecord, JackTheRipperHand } from './log'
import { problemOf, rules } from './rules'
import { countOf, type TableFacts } from './table'

/** What the table itself must show: melds first, a Victim before Evidence, Gavel cards in order. */
export function validateTable(
  hand: JackTheRipperHand,
  at: string,
  table: TableFacts,
  problems: Problem[],
): void {
  const areas = hand.areas
  for (const colour of colours) {
    if ((colour === 'letter' ? table.letters : table.evidence[colour]) === 0) continue
    // The first area with the colour, unless some area melds it.
    let first: string | null = null
    let melded = false
    for (const player in areas) {
      const count = countIn(areas[player]!, colour)
      if (first === null && count > 0) first = player
      if (count >= meldMinimum) melded = true
    }
    if (first === null || melded) continue
    const field = colour === 'letter' ? 'letters' : `evidence.${colour}`
    problems.push(problemOf(rules.noMeld, `${at}.areas.${first}.${field}`, { card: colour }))
  }
  const evidenceOnTable = table.letters > 0 || suspectIds.some((id) => table.evidence[id] > 0)
  if (evidenceOnTable && table.victims.size === 0) {
    problems.push(problemOf(rules.noVictim, `${at}.areas`))
  }
  for (const player in areas) {
    const area = areas[player]!
    area.suspects?.forEach((suspect, index) => {
      if (isSuspectId(suspect) && table.evidence[suspect] === 0) {
        problems.push(
          problemOf(rules.suspectWithoutMeld, `${at}.areas.${player}.suspects[${index}]`, {
            card: suspect,
          }),
        )
      }
    })
    const alibi = area.alibi
    if (typeof alibi === 'string' && isSuspectId(alibi) && table.evidence[alibi] === 0) {
      problems.push(
        problemOf(rules.alibiWithoutMeld, `${at}.areas.${player}.alibi`, { card: alibi }),
      )
    }
    for (const victim of area.victims ?? []) {
      if (!isVictimKey(victim)) continue
      const holder = sceneHolder(areas!, sceneOf(victim))
      if (holder !== null && holder !== player) {
        problems.push(pairSplit(`${at}.areas.${player}.victims`, victim))
      }
    }
  }
  if (hand.ending.type === 'ripper-escapes' && table.victims.size < victimsForEscape) {
    problems.push(
      problemOf(rules.escapeBeforeFiveVictims, `${at}.ending`, { count: table.victims.size }),
    )
  }
}

const colours: readonly (SuspectId | 'letter')[] = [...suspectIds, 'letter']

function countIn(area: AreaRecord, colour: SuspectId | 'letter'): number {
  return colour === 'letter' ? countOf(area.letters) : countOf(area.evidence?.[colour])
}

/** The first player whose area holds this Scene, or null. */
function sceneHolder(areas: Readonly<Record<string, AreaRecord>>, scene: SceneKey): string | null {
  for (const player in areas) if (areas[player]!.scenes?.includes(scene)) return player
  return null
}

function pairSplit(path: string, victim: VictimKey): Problem {
  const params = { victim: `victim-${victim}`, scene: `scene-${sceneOf(victim)}` }
  return problemOf(rules.pairSplit, path, params, 'warning')
}
