/**
 * The Mystery Rummy Case #3 deck as data. Values are defaults only: a game log may override
 * them (`rules.deck`), and the values no source prints are marked unverified so the app can
 * ask the players to read them off their own cards.
 */

export type Letter = 'J' | 'H' | 'J/H'
export type Identity = 'jekyll' | 'hyde'

export interface EvidenceFamily {
  id: EvidenceFamilyId
  name: string
  letter: Letter
  count: number
  defaultValue: number
  neverDoubles: boolean
  valueUnverified: boolean
}

export interface GavelCard {
  id: GavelCardId
  name: string
  count: number
  defaultValue: number
  neverDoubles: true
  valueUnverified: false
}

export const evidenceFamilyIds = [
  'utterson',
  'poole',
  'jekylls-will',
  'jekylls-theory',
  'carew-murder-case',
  'hyde-awakes',
  'hydes-hideaway',
  'enfields-story',
  'lanyons-story',
  'stevenson',
] as const
export type EvidenceFamilyId = (typeof evidenceFamilyIds)[number]

export const gavelCardIds = ['work-in-lab', 'transformation', 'potion'] as const
export type GavelCardId = (typeof gavelCardIds)[number]

export type CardId = EvidenceFamilyId | GavelCardId
export const cardIds: readonly CardId[] = [...evidenceFamilyIds, ...gavelCardIds]

function family(
  id: EvidenceFamilyId,
  name: string,
  letter: Letter,
  count: number,
  defaultValue: number,
  valueUnverified: boolean,
): EvidenceFamily {
  return {
    id,
    name,
    letter,
    count,
    defaultValue,
    neverDoubles: letter === 'J/H',
    valueUnverified,
  }
}

export const evidenceFamilies: Readonly<Record<EvidenceFamilyId, EvidenceFamily>> = {
  utterson: family('utterson', 'Mr. Utterson', 'J', 5, 2, true),
  poole: family('poole', 'Poole the Butler', 'J', 5, 2, true),
  'jekylls-will': family('jekylls-will', "Dr. Jekyll's Will", 'J', 5, 2, true),
  'jekylls-theory': family('jekylls-theory', "Dr. Jekyll's Theory", 'J', 5, 2, true),
  'carew-murder-case': family('carew-murder-case', 'Carew Murder Case', 'H', 5, 2, false),
  'hyde-awakes': family('hyde-awakes', 'Hyde Awakes', 'H', 5, 2, false),
  'hydes-hideaway': family('hydes-hideaway', "Hyde's Hideaway", 'H', 5, 2, false),
  'enfields-story': family('enfields-story', "Mr. Enfield's Story", 'H', 5, 2, false),
  'lanyons-story': family('lanyons-story', "Dr. Lanyon's Story", 'J/H', 5, 2, true),
  stevenson: family('stevenson', 'Robert Louis Stevenson', 'J/H', 4, 3, false),
}

/** Evidence reaches the table as a meld of at least this many cards of a family (or laid off on one). */
export const meldMinimum = 3

/**
 * Whether a family's meld lies in another area, given how many of its cards the other areas hold:
 * a family has 5 cards (Stevenson 4), too few for two melds, so once another area holds a meld's
 * worth, a card of it here can only be a lay-off on that meld.
 */
export function meldLiesElsewhere(cardsElsewhere: number): boolean {
  return cardsElsewhere >= meldMinimum
}

function gavel(id: GavelCardId, name: string, count: number, defaultValue: number): GavelCard {
  return { id, name, count, defaultValue, neverDoubles: true, valueUnverified: false }
}

export const gavelCards: Readonly<Record<GavelCardId, GavelCard>> = {
  'work-in-lab': gavel('work-in-lab', 'Work in Lab', 6, 1),
  transformation: gavel('transformation', 'Transformation', 1, 5),
  potion: gavel('potion', 'Potion', 5, 0),
}

const evidenceFamilySet: ReadonlySet<string> = new Set(evidenceFamilyIds)
const cardIndexes: ReadonlyMap<string, number> = new Map(cardIds.map((id, index) => [id, index]))

export function isEvidenceFamilyId(id: string): id is EvidenceFamilyId {
  return evidenceFamilySet.has(id)
}

export function isCardId(id: string): id is CardId {
  return cardIndexes.has(id)
}

/** A card's position in `cardIds` (Evidence families first, in deck order, then Gavel cards). */
export function cardIndex(id: CardId): number {
  return cardIndexes.get(id)!
}

export function cardCount(id: CardId): number {
  return isEvidenceFamilyId(id) ? evidenceFamilies[id].count : gavelCards[id].count
}

export function defaultCardValues(): Record<CardId, number> {
  const values = {} as Record<CardId, number>
  for (const id of evidenceFamilyIds) values[id] = evidenceFamilies[id].defaultValue
  for (const id of gavelCardIds) values[id] = gavelCards[id].defaultValue
  return values
}

/** The letter of the side up: the letter whose cards double. */
export function letterOf(identity: Identity): 'J' | 'H' {
  return identity === 'jekyll' ? 'J' : 'H'
}

/** The Transformation swaps J and H; it never touches J/H cards. */
export function flipLetter(letter: Letter): Letter {
  if (letter === 'J') return 'H'
  if (letter === 'H') return 'J'
  return letter
}
