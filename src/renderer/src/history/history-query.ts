import type { LocationQuery, LocationQueryRaw } from 'vue-router'
import type { Figure, Relation } from '../../../engine/stats/library-stats'
import { personKey } from '../../../engine/stats/people'
import { dayParam, type HistoryFilter } from './history-games'

const figures: readonly Figure[] = ['games', 'finished', 'wins', 'draws', 'losses']

/** The page's filter from its address: anything else typed there is ignored, never trusted. */
export function filterOf(query: LocationQuery): HistoryFilter {
  const game = textParam(query.game)
  return {
    game,
    person: textParam(query.person),
    from: dayParam(query.from),
    to: dayParam(query.to),
    group: groupParam(query.with),
    players: playersParam(query.players),
    // A variant's rule is its game's: without a game, it names nothing.
    variant: game === null ? null : textParam(query.variant),
  }
}

/** A number of players typed in an address: a whole number from 1 to 99, else none. */
function playersParam(value: unknown): number | null {
  return typeof value === 'string' && /^[1-9][0-9]?$/.test(value) ? Number(value) : null
}

/** The most people a group filter names: more than any game seats. */
const groupLimit = 8

/** The people of a group filter, each once (by name without case), at most `groupLimit`. */
function groupParam(value: unknown): string[] {
  const seen = new Set<string>()
  const names: string[] = []
  for (const each of Array.isArray(value) ? value : [value]) {
    const name = textParam(each)
    if (name === null || seen.has(personKey(name))) continue
    seen.add(personKey(name))
    names.push(name)
  }
  return names.slice(0, groupLimit)
}

/** The filter as an address's query: only what is set. */
export function queryOf(filter: HistoryFilter): LocationQueryRaw {
  const query: LocationQueryRaw = {}
  for (const key of ['game', 'person', 'from', 'to'] as const) {
    const value = filter[key]
    if (value !== null && value !== '') query[key] = value
  }
  if (filter.group.length > 0) query.with = [...filter.group]
  if (filter.players !== null) query.players = String(filter.players)
  if (filter.variant !== null) query.variant = filter.variant
  return query
}

/** What the games list of one figure shows: whose figure, which, and the page's filter. */
export interface FigureQuery {
  people: string[]
  figure: Figure
  /** Two people as partners (`together`), else opponents (head to head). */
  relation: Relation
  filter: HistoryFilter
}

export function figureQueryOf(query: LocationQuery): FigureQuery | null {
  const people = (Array.isArray(query.people) ? query.people : [query.people])
    .map(textParam)
    .filter((name): name is string => name !== null)
    .slice(0, 2)
  const figure = figures.find((each) => each === query.figure)
  if (people.length === 0 || figure === undefined) return null
  const relation = query.relation === 'together' && people.length === 2 ? 'together' : 'against'
  return { people, figure, relation, filter: filterOf(query) }
}

export function figureLink(
  people: readonly string[],
  figure: Figure,
  filter: HistoryFilter,
  relation: Relation = 'against',
) {
  return {
    name: 'history-games',
    query: {
      ...queryOf({ ...filter, person: null }),
      people: [...people],
      figure,
      ...(relation === 'together' && { relation }),
    },
  }
}

/** A name or an id from the address, at most as long as anything Casebook writes. */
function textParam(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' && value.length <= 200 ? value : null
}
