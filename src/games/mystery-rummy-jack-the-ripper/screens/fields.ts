/** The parts of an area the form shows problems beside. */
export const areaParts = ['evidence', 'letters', 'suspects', 'alibi', 'victims', 'scenes'] as const
export type AreaPart = (typeof areaParts)[number]

/** The fields the form shows problems beside; `form` holds those of no field on screen. */
export const fields = {
  form: 'form',
  dealer: 'dealer',
  ending: 'ending',
  /** The table as a whole (no Victim on it). */
  areas: 'areas',
  votes: 'votes',
  area: (player: string, part: AreaPart) => `area-${player}-${part}`,
  left: (player: string) => `left-${player}`,
} as const

/** Where each log field of an area is shown: Wilds are counted beside their colour's Evidence. */
const partOf: Readonly<Record<string, AreaPart>> = {
  evidence: 'evidence',
  wilds: 'evidence',
  letters: 'letters',
  suspects: 'suspects',
  alibi: 'alibi',
  victims: 'victims',
  scenes: 'scenes',
}

/** The next name of a path (`.name` or `[index]`), and what follows it. */
function step(path: string): [string, string] {
  const match = /^\.?([^.[\]]+)|^\[(\d+)\]/.exec(path)
  if (!match) return ['', '']
  return [match[1] ?? match[2] ?? '', path.slice(match[0].length)]
}

/** Which field a problem of the log with this hand in it is shown beside; null: not this hand. */
export function fieldOf(path: string, handIndex: number): string | null {
  const at = `hands[${handIndex}]`
  if (path !== at && !path.startsWith(`${at}.`)) return null
  const [top, afterTop] = step(path.slice(at.length))
  if (top === 'dealer') return fields.dealer
  if (top === 'ending') return fields.ending
  if (top === 'votes') return fields.votes
  const [player, afterPlayer] = step(afterTop)
  if (top === 'leftInHand' && player !== '') return fields.left(player)
  if (top !== 'areas') return fields.form
  if (player === '') return fields.areas
  const part = partOf[step(afterPlayer)[0]]
  return part === undefined ? fields.form : fields.area(player, part)
}
