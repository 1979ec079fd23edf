import { evidenceFamilies, isEvidenceFamilyId, type Letter } from '../../engine'

/** How a card's letter is drawn: J, H, J/H, or the gavel of the cards that carry no letter. */
export type LetterKind = 'j' | 'h' | 'jh' | 'gavel'

export function letterOf(card: string): Letter | '' {
  return isEvidenceFamilyId(card) ? evidenceFamilies[card].letter : ''
}

export function letterKind(card: string): LetterKind {
  const letter = letterOf(card)
  return letter === 'J' ? 'j' : letter === 'H' ? 'h' : letter === 'J/H' ? 'jh' : 'gavel'
}
