import { alibiCardOf, suspectCardOf, suspectIds, type CardId } from './cards'
import type { AreaRecord } from './log'
import { evidenceIn, type TableFacts } from './table'

/**
 * The cards a player still holding cards must set aside before counting what he loses (spec:
 * `left-playable`): they could still go on a meld on the table. Evidence of a colour on the
 * table; a Letter while Letters are there; a Suspect or Alibi card of a suspect with Evidence on
 * the table (the shared Alibi when either of its two has some); a Wild when his own area holds
 * any suspect Evidence, since a Wild must match a card in his own area.
 */
export function cardsToSetAside(table: TableFacts, ownArea: AreaRecord | undefined): Set<CardId> {
  const setAside = new Set<CardId>()
  for (const suspect of suspectIds) {
    if (table.evidence[suspect] === 0) continue
    setAside.add(suspect)
    setAside.add(suspectCardOf(suspect))
    setAside.add(alibiCardOf(suspect))
  }
  if (table.letters > 0) setAside.add('letter')
  if (suspectIds.some((suspect) => evidenceIn(ownArea, suspect) > 0)) setAside.add('wild')
  return setAside
}
