/**
 * The deck of Mystery Rummy Case #1 as the rules reference's table shows it: one row per card id,
 * with its copies, default value and, for a suspect's Evidence, its tie-break number.
 *
 * Copied from the spec's deck tables (`mystery-rummy-jack-the-ripper.md`, "Deck") until the
 * engine's `cards.ts` is merged; this file is then the one place to read the engine's deck.
 */

/** Which of a row's facts no source confirms: the players read them off their own cards. */
export type Unverified = 'count' | 'value' | 'tieBreak' | 'name' | 'frenchName'

export interface DeckRow {
  id: string
  group: 'evidence' | 'gavel'
  count: number
  /** The default value; a Wild's is its cost when left in hand. */
  value: number
  /** The bottom-left number that settles a tie between suspects, or null. */
  tieBreak: number | null
  unverified: readonly Unverified[]
  /** Whether the table adds a word on how this card scores. */
  note: boolean
}

const suspects = ['druitt', 'eddy', 'gull', 'chapman', 'jill', 'pedachenko'] as const
const victims = ['nichols', 'annie-chapman', 'stride', 'eddowes', 'kelly'] as const
const scenes = [
  'bucks-row',
  'hanbury-street',
  'berner-street',
  'mitre-square',
  'millers-court',
] as const

/** Only Mary Ann Nichols and Buck's Row are attested on a card; the other names are history. */
const attestedNames = new Set(['victim-nichols', 'scene-bucks-row'])

function gavel(id: string, count: number, value: number, valueUnverified = true): DeckRow {
  const unverified: Unverified[] = valueUnverified ? ['value'] : []
  if (/^(victim|scene)-/.test(id) && !attestedNames.has(id)) unverified.push('name')
  return { id, group: 'gavel', count, value, tieBreak: null, unverified, note: false }
}

export const deckRows: readonly DeckRow[] = [
  ...suspects.map((id, index): DeckRow => ({
    id,
    group: 'evidence',
    count: 5,
    value: 2,
    tieBreak: index + 1,
    unverified:
      id === 'jill' ? ['count', 'value', 'tieBreak', 'frenchName'] : ['count', 'value', 'tieBreak'],
    note: false,
  })),
  {
    id: 'letter',
    group: 'evidence',
    count: 4,
    value: 3,
    tieBreak: null,
    unverified: [],
    note: true,
  },
  {
    id: 'wild',
    group: 'evidence',
    count: 2,
    value: 2,
    tieBreak: null,
    unverified: ['value'],
    note: true,
  },
  ...suspects.map((id) => gavel(`suspect-${id}`, 1, 3)),
  ...['druitt', 'chapman', 'jill', 'pedachenko'].map((id) => gavel(`alibi-${id}`, 1, 3)),
  { ...gavel('alibi-eddy-gull', 1, 3), note: true },
  ...victims.map((id) => gavel(`victim-${id}`, 1, 2)),
  ...scenes.map((id) => gavel(`scene-${id}`, 1, 2)),
  gavel('commissioner-resigns', 2, 0),
  gavel('ripper-strikes', 2, 0),
  { ...gavel('ripper-escapes', 1, 35, false), note: true },
]
