import fc from 'fast-check'
import {
  evidenceFamilies,
  evidenceFamilyIds,
  type AreaRecord,
  type EvidenceFamilyId,
  type MysteryRummyLog,
  type HandRecord,
  type LeftInHand,
  transformationHeldPenaltyOptions,
  transformationPointsOptions,
} from '../../src/games/mystery-rummy-jekyll-hyde/engine'
import { gameLog } from './game-logs'

const players = ['ada', 'bram'] as const
type PlayerId = (typeof players)[number]
const other = (player: PlayerId): PlayerId => (player === 'ada' ? 'bram' : 'ada')

/**
 * How one family is spread: the melder's area, the other area, the hand of whoever did not go
 * out. With `edgeCases`, some families were never melded and sit only in that hand, so hands
 * scoring below zero come up often.
 */
const familySpread = (family: EvidenceFamilyId, edgeCases: boolean) => {
  const max = evidenceFamilies[family].count
  const melded = fc.record({
    melder: fc.constantFrom<PlayerId | null>(...players),
    meld: fc.integer({ min: 3, max }),
    layOff: fc.integer({ min: 0, max }),
    held: fc.integer({ min: 0, max }),
  })
  const heldOnly = fc.record({
    melder: fc.constant(null),
    meld: fc.constant(0),
    layOff: fc.constant(0),
    held: fc.integer({ min: 1, max }),
  })
  return edgeCases
    ? fc.oneof(fc.constant(null), melded, heldOnly)
    : fc.oneof(fc.constant(null), melded)
}

/**
 * Hands that are possible at the table: counts within the deck, melds of 3, one Transformation.
 * `edgeCases` adds what is rarer at a table but matters to the rules: hands scoring below zero
 * and a Transformation whose player was not recorded.
 */
function possibleHands(edgeCases: boolean): fc.Arbitrary<HandRecord> {
  return fc
    .record({
      identity: fc.constantFrom('jekyll' as const, 'hyde' as const),
      goer: fc.option(fc.constantFrom(...players), { nil: null, freq: 8 }),
      spreads: fc.tuple(...evidenceFamilyIds.map((family) => familySpread(family, edgeCases))),
      workInLab: fc.tuple(fc.nat(6), fc.nat(6), fc.nat(6)),
      potions: fc.nat(5),
      transformation: fc.record({
        where: fc.constantFrom('none', 'area', 'hand'),
        area: fc.constantFrom(...players),
        // Not recorded sometimes: the log format leaves it out when nobody noted it.
        playedBy: edgeCases
          ? fc.option(fc.constantFrom(...players), { nil: undefined })
          : fc.constantFrom(...players),
        cover: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      quickForm: fc.boolean(),
      dealer: fc.constantFrom(...players),
    })
    .map(({ identity, goer, spreads, workInLab, potions, transformation, quickForm, dealer }) => {
      const holder = goer === null ? null : other(goer)
      const areas: Record<PlayerId, AreaRecord> = { ada: { evidence: {} }, bram: { evidence: {} } }
      const held: Record<string, number> = {}
      evidenceFamilyIds.forEach((family, index) => {
        const spread = spreads[index]
        if (!spread) return
        let left = evidenceFamilies[family].count
        const meld = Math.min(spread.meld, left)
        left -= meld
        const layOff = Math.min(spread.layOff, left)
        left -= layOff
        if (spread.melder !== null) {
          areas[spread.melder].evidence![family] = meld
          if (layOff > 0) areas[other(spread.melder)].evidence![family] = layOff
        }
        const inHand = Math.min(spread.held, left)
        if (holder && inHand > 0) held[family] = inHand
      })
      let wil = 6
      for (const [index, player] of players.entries()) {
        areas[player].workInLab = Math.min(workInLab[index] ?? 0, wil)
        wil -= areas[player].workInLab ?? 0
      }
      if (holder && Math.min(workInLab[2], wil) > 0)
        held['work-in-lab'] = Math.min(workInLab[2], wil)
      if (holder && potions > 0) held.potion = potions

      let holdsTransformation = false
      if (transformation.where === 'area') {
        const area = areas[transformation.area]
        const coverable = evidenceFamilyIds.filter(
          (family) =>
            evidenceFamilies[family].letter !== 'J/H' && (area.evidence?.[family] ?? 0) > 0,
        )
        const family =
          coverable[
            Math.floor(transformation.cover * coverable.length) % Math.max(coverable.length, 1)
          ]
        if (family) {
          const count = area.evidence![family]!
          // One card, or a whole meld of 3 or more.
          const cards =
            count >= 3 && transformation.cover >= 0.5
              ? 3 + (Math.floor(transformation.cover * count) % (count - 2))
              : 1
          area.transformation =
            transformation.playedBy === undefined
              ? { family, cards }
              : { family, cards, playedBy: transformation.playedBy }
        }
      } else if (transformation.where === 'hand' && holder) {
        holdsTransformation = true
      }

      const hand: HandRecord = {
        dealer,
        identity,
        ending:
          goer === null ? { type: 'case-file-exhausted' } : { type: 'went-out', player: goer },
        areas,
      }
      if (holder) {
        // Mr. Utterson's cards at 0: validGame gives them any value from 0 to 9, and a total
        // above what the cards off the table are worth is refused (hand.points-left-bound).
        const faceValue = (card: string) =>
          card === 'potion' || card === 'utterson' ? 0 : card === 'work-in-lab' ? 1 : 2
        const faceValues = Object.entries(held).reduce(
          (sum, [card, count]) => sum + count * faceValue(card),
          0,
        )
        const left: LeftInHand = quickForm
          ? { points: faceValues, transformation: holdsTransformation }
          : { cards: holdsTransformation ? { ...held, transformation: 1 } : held }
        hand.leftInHand = { [holder]: left }
      }
      return hand
    })
}

/** Hands for the property tests: every case, edge cases included. */
export const validHand = possibleHands(true)

/** Hands as they usually come up at a table, for the benchmarks: one fixed workload. */
export const typicalHand = possibleHands(false)

/** Games of valid hands short enough that nobody reaches a target of 1000, under any variant. */
export const validGame: fc.Arbitrary<MysteryRummyLog> = fc
  .record({
    hands: fc.array(validHand, { minLength: 0, maxLength: 6 }),
    transformationPoints: fc.constantFrom(...transformationPointsOptions),
    transformationHeldPenalty: fc.constantFrom(...transformationHeldPenaltyOptions),
    utterson: fc.integer({ min: 0, max: 9 }),
  })
  .map(({ hands, transformationPoints, transformationHeldPenalty, utterson }) =>
    gameLog(hands, {
      targetScore: 1000,
      variants: { transformationPoints, transformationHeldPenalty },
      deck: { utterson: { value: utterson } },
    }),
  )

/** The same game with the two players' roles swapped. */
export function swapPlayers(log: MysteryRummyLog): MysteryRummyLog {
  const swap = (id: string) => (id === 'ada' ? 'bram' : id === 'bram' ? 'ada' : id)
  const swapKeys = <T>(record: Record<string, T> | undefined) =>
    record && Object.fromEntries(Object.entries(record).map(([key, value]) => [swap(key), value]))
  return {
    ...log,
    hands: log.hands.map((hand) => ({
      ...hand,
      dealer: hand.dealer === undefined ? undefined : swap(hand.dealer),
      ending:
        hand.ending.type === 'went-out'
          ? { ...hand.ending, player: swap(hand.ending.player) }
          : hand.ending,
      areas: swapKeys(
        Object.fromEntries(
          Object.entries(hand.areas).map(([owner, area]) => [
            owner,
            area.transformation
              ? {
                  ...area,
                  transformation: {
                    ...area.transformation,
                    playedBy: swap(area.transformation.playedBy ?? owner),
                  },
                }
              : area,
          ]),
        ),
      )!,
      leftInHand: swapKeys(hand.leftInHand),
    })),
  }
}

/** The same JSON value with every object's keys in another order. */
export function shuffleKeys(value: unknown, random: () => number): unknown {
  if (Array.isArray(value)) return value.map((item) => shuffleKeys(item, random))
  if (typeof value !== 'object' || value === null) return value
  const entries = Object.entries(value).map(
    ([key, item]) => [key, shuffleKeys(item, random)] as const,
  )
  for (let index = entries.length - 1; index > 0; index -= 1) {
    const swapWith = Math.floor(random() * (index + 1))
    ;[entries[index], entries[swapWith]] = [entries[swapWith]!, entries[index]!]
  }
  return Object.fromEntries(entries)
}

/** Every place of a JSON value, as the keys and indexes leading to it; the value itself is []. */
export function placesIn(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const places = [path]
  if (Array.isArray(value)) {
    value.forEach((item, index) => places.push(...placesIn(item, [...path, index])))
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) places.push(...placesIn(item, [...path, key]))
  }
  return places
}

export function replaceAt(
  value: unknown,
  path: readonly (string | number)[],
  by: unknown,
): unknown {
  if (path.length === 0) return by
  const [head, ...rest] = path
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >
  copy[head!] = replaceAt(copy[head!], rest, by)
  return copy
}

/** Names a hostile file would try as keys: ids, JavaScript's own names, and anything at all. */
export const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'ada', 'poole'),
  fc.string(),
)

/**
 * The JSON text of a valid game with one thing changed: any field's value (the header's too)
 * replaced by any JSON value, or a key of any name added to any object.
 */
export const mutatedGameText: fc.Arbitrary<string> = validGame.chain((log) => {
  const json = JSON.parse(JSON.stringify(log)) as unknown
  const places = placesIn(json)
  // The header's fields are few among a game's hundreds of places, and the first ones read.
  const headerPlaces = places.filter((place) => place.length === 1)
  const anyPlace = fc.oneof(fc.constantFrom(...headerPlaces), fc.constantFrom(...places))
  const anyValue = fc.oneof(fc.jsonValue(), fc.dictionary(hostileKey, fc.jsonValue()))
  const replaced = fc
    .record({ place: anyPlace, by: anyValue })
    .map(({ place, by }) => JSON.stringify(replaceAt(json, place, by)))
  const objects = places.filter((place) => {
    const found = place.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], json)
    return typeof found === 'object' && found !== null && !Array.isArray(found)
  })
  // JSON.stringify cannot write a "__proto__" key, so the new key goes in through the text.
  const added = fc
    .record({ place: fc.constantFrom(...objects), key: hostileKey, by: anyValue })
    .map(({ place, key, by }) => {
      const marker = '__added_key__'
      const text = JSON.stringify(replaceAt(json, [...place, marker], by))
      return text.replace(JSON.stringify(marker), () => JSON.stringify(key))
    })
  return fc.oneof(replaced, added)
})
