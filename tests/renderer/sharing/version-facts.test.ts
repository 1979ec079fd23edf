import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, ref, type Ref } from 'vue'
import { parseGameLog, type GameLog } from '../../../src/engine'
import { jekyllHydeBambusWords } from '../../../src/games/jekyll-hyde-bambus/words/words'
import { jekyllVsHydeWords } from '../../../src/games/jekyll-vs-hyde/words/words'
import { mysteryRummyJackTheRipperWords } from '../../../src/games/mystery-rummy-jack-the-ripper/words/words'
import { mysteryRummyJekyllHydeWords } from '../../../src/games/mystery-rummy-jekyll-hyde/words/words'
import { useWording } from '../../../src/renderer/src/components/score-sheet/wording'
import type { VersionFacts } from '../../../src/renderer/src/components/sharing/sharing-words'
import { versionFacts } from '../../../src/renderer/src/components/sharing/version-facts'
import { createCasebookI18n, type Locale } from '../../../src/shared/i18n'

const files = import.meta.glob<string>('../../games/*/fixtures/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
})

function fixture(game: string, name: string): GameLog {
  const text = files[`../../games/${game}/fixtures/${name}.json`]
  if (text === undefined) throw new Error(`no fixture ${game}/${name}`)
  const read = parseGameLog(text)
  if (!read.ok) throw new Error(`fixture ${name} does not parse`)
  return read.log
}

const words = {
  'mystery-rummy-jekyll-hyde': mysteryRummyJekyllHydeWords,
  'mystery-rummy-jack-the-ripper': mysteryRummyJackTheRipperWords,
  'jekyll-vs-hyde': jekyllVsHydeWords,
  'jekyll-hyde-bambus': jekyllHydeBambusWords,
}

/** A version of hand `number` of `log`, as the conflict panel words it in `locale`. */
function described(log: GameLog, number: number, hand: unknown, locale: Locale): VersionFacts {
  let facts: VersionFacts | undefined
  const Probe = defineComponent({
    setup() {
      const shown: Ref<GameLog> = ref(log)
      const wording = useWording(shown)
      facts = versionFacts(log, number, hand, wording.value)
      return () => null
    },
  })
  mount(Probe, {
    global: { plugins: [createCasebookI18n(locale, words[log.game as keyof typeof words])] },
  }).unmount()
  if (!facts) throw new Error('not described')
  return facts
}

/** A line of a part as the panel lists it: its sentence, then its points if it has any. */
function lines(facts: VersionFacts, part: number): string[] {
  return (facts.parts[part]?.lines ?? []).map((line) =>
    line.points === null ? line.sentence : `${line.sentence} (${line.points})`,
  )
}

const parts = (facts: VersionFacts) =>
  facts.parts.map((part) => [part.name, part.score, part.members.join(', ')])

/*
 * Each game, two versions of its first hand as two devices entered them: the panel shows what was
 * entered in the game's own words (the module's explainHand), in English and French.
 */
describe("what a version of a disputed hand says, in each game's words", () => {
  it('Mystery Rummy Case #3: the side up, who went out, who dealt, each meld', () => {
    const log = fixture('mystery-rummy-jekyll-hyde', 'game-won')
    const [adas, brams] = [log.hands[0], log.hands[1]]
    const en = [described(log, 1, adas, 'en'), described(log, 1, brams, 'en')] as const
    expect(en.map((facts) => facts.summary)).toEqual([
      ['Dr. Jekyll up', 'Ada went out', 'dealt by Bram'],
      ['Mr. Hyde up', 'Bram went out', 'dealt by Ada'],
    ])
    expect(parts(en[0])).toEqual([
      ['Ada', 52, ''],
      ['Bram', 0, ''],
    ])
    expect(lines(en[0], 0)[0]).toBe('5 × Mr. Utterson [J] at 2: doubled, Dr. Jekyll is up (20)')
    expect(lines(en[1], 1)[2]).toBe('4 × Robert Louis Stevenson [J/H] at 3: never doubles (12)')
    const fr = described(log, 1, brams, 'fr')
    expect(fr.summary).toEqual(['Mr Hyde visible', 'Bram a fini la manche', 'donneur\u00a0: Ada'])
    expect(lines(fr, 1)[0]).toBe(
      '5 × Hyde Awakes [H] à 2\u00a0: doublées, Mr Hyde est visible (20)',
    )
  })

  it('Mystery Rummy Case #1: who went out or how the hand ended, the Ripper, each card', () => {
    const log = fixture('mystery-rummy-jack-the-ripper', 'example-1-caught-with-lay-off')
    const other = fixture('mystery-rummy-jack-the-ripper', 'case-file-exhausted-twice')
    const caught = described(log, 1, log.hands[0], 'en')
    const escaped = described(log, 1, other.hands[0], 'en')
    expect(caught.summary).toEqual(['Ada went out', 'the Ripper, Montague Druitt, is caught'])
    expect(escaped.summary).toEqual(['the Case File ran out twice', 'the Ripper escaped'])
    expect(parts(caught)).toEqual([
      ['Ada', 32, ''],
      ['Bram', 17, ''],
    ])
    expect(lines(caught, 1)).toContain('Letters: 3 × 3 = 9 (9)')
    expect(lines(escaped, 0)).toEqual([
      'Victim: Mary Ann Nichols: 2 (2)',
      "Scene: Buck's Row: 2 (2)",
    ])
    const fr = described(log, 1, other.hands[0], 'fr')
    expect(fr.summary).toEqual(['le Dossier s’est épuisé deux fois', 'l’Éventreur s’est échappé'])
    expect(lines(fr, 1)).toEqual(['Victime\u00a0: Elizabeth Stride\u00a0: 2 (2)'])
  })

  it('Jekyll vs. Hyde: the round, who was Jekyll, the tricks and the marker', () => {
    const log = fixture('jekyll-vs-hyde', 'single-jekyll-wins-after-3-rounds')
    const first = described(log, 1, log.hands[0], 'en')
    const second = described(log, 1, log.hands[1], 'en')
    expect(first.summary).toEqual(['Game 1, round 1', 'Ada Jekyll', 'marker 0 → 2'])
    expect(lines(first, 1)[1]).toBe(
      'Tricks: Ada (Jekyll) 6, Bram (Hyde) 4. The marker moves the difference, 2, toward Hyde, whoever took more.',
    )
    expect(lines(second, 1)[1]).toBe(
      'Tricks: Ada (Jekyll) 4, Bram (Hyde) 6. The marker moves the difference, 2, toward Hyde, whoever took more.',
    )
    const fr = described(log, 1, log.hands[1], 'fr')
    expect(fr.summary).toEqual(['Partie 1, manche 1', 'Ada Jekyll', 'marqueur 0 → 2'])
    expect(lines(fr, 1)[1]).toMatch(/^Plis\u00a0: Ada \(Jekyll\) 4, Bram \(Hyde\) 6\./)
  })

  it('Dr. Jekyll & Mr. Hyde: who dealt, each side with its players, the cards each captured', () => {
    const log = fixture('jekyll-hyde-bambus', 'game-won-at-1000')
    const first = described(log, 1, log.hands[0], 'en')
    const second = described(log, 1, log.hands[1], 'en')
    expect(first.summary).toEqual(['dealt by Dev'])
    expect(second.summary).toEqual(['dealt by Ada'])
    expect(parts(first)).toEqual([
      ['Dr. Jekyll', 36, 'Ada, Cleo'],
      ['Mr. Hyde', 255, 'Bram, Dev'],
    ])
    expect(lines(first, 0)).toContain('Remorse: its own action, ×3')
    expect(lines(first, 0).at(-1)).toBe('(6 + 1 + 1 + 1) × (1 + 3) = 36 (36)')
    expect(parts(second)[0]).toEqual(['Dr. Jekyll', 360, 'Ada, Cleo'])
    const fr = described(log, 1, log.hands[0], 'fr')
    expect(fr.summary).toEqual(['donneur\u00a0: Dev'])
    expect(lines(fr, 0)).toContain('Remords\u00a0: action de son propre camp, ×3')
  })

  it('says that the game cannot score a version that breaks its rules, and keeps its note', () => {
    const log = fixture('mystery-rummy-jekyll-hyde', 'game-won')
    const broken = { ...log.hands[0], identity: 'neither', note: 'Bram’s phone' }
    expect(described(log, 1, broken, 'en')).toEqual({
      scorable: false,
      summary: [],
      parts: [],
      note: 'Bram’s phone',
    })
    for (const nothing of [undefined, null, 'text', 42]) {
      expect(described(log, 1, nothing, 'en').scorable).toBe(false)
    }
    const noted = described(log, 1, { ...log.hands[0], note: 'the long one' }, 'en')
    expect(noted.scorable).toBe(true)
    expect(noted.note).toBe('the long one')
  })

  it('scores a version in its place: hands before it count (a game already at its end refuses it)', () => {
    const log = fixture('mystery-rummy-jekyll-hyde', 'game-won')
    const last = log.hands.length
    expect(described(log, last, log.hands[last - 1], 'en').scorable).toBe(true)
    // After the winning hand there is no hand to enter.
    expect(described(log, last + 1, log.hands[0], 'en').scorable).toBe(false)
  })
})
