import { describe, expect, it } from 'vitest'
import { cliTranslator } from '../../../../src/cli/translator'
import type { Phrase } from '../../../../src/engine/core/game-module'
import {
  cardOf,
  defaultPotionNumbers,
  type Colour,
} from '../../../../src/games/jekyll-vs-hyde/engine/cards'
import {
  explainTrick,
  recordedTrickLines,
} from '../../../../src/games/jekyll-vs-hyde/engine/explain-trick'
import {
  foldRecord,
  type RecordedTrick,
} from '../../../../src/games/jekyll-vs-hyde/engine/record-fold'
import { refereeTrick } from '../../../../src/games/jekyll-vs-hyde/engine/referee'
import { readTrickInput } from '../../../../src/games/jekyll-vs-hyde/engine/trick-input'
import { engineMessages } from '../../../../src/shared/i18n/messages/engine'
import {
  jekyllVsHydeRefereeMessages,
  jekyllVsHydeTrickProblemMessages,
} from '../../../../src/games/jekyll-vs-hyde/words/referee-messages'
import { phraseText } from '../../../../src/shared/phrase'

const translators = {
  en: cliTranslator('en', [engineMessages, jekyllVsHydeRefereeMessages]),
  fr: cliTranslator('fr', [engineMessages, jekyllVsHydeRefereeMessages]),
}
const names: Record<string, string> = { p1: 'Ada', p2: 'Ingrid' }

/** A phrase as the command line and the app word it, with this game's card names. */
function say(phrase: Phrase, locale: 'en' | 'fr' = 'en'): string {
  return phraseText(phrase, translators[locale], (id) => names[id] ?? id, 'jekyll-vs-hyde')
}

function explain(file: object, locale: 'en' | 'fr' = 'en'): string[] {
  const input = readTrickInput(file)
  return explainTrick(input.ok ? refereeTrick(input.input) : input).map((p) => say(p, locale))
}

describe('a trick explained to the players', () => {
  it('says the ranking as it stood and as the cards set it, and who wins by the colour ranking (t01)', () => {
    const t01 = { ranking: [], lead: 'pride-6', follow: 'wrath-4' }
    expect(explain(t01)).toEqual([
      'No colour was ranked before this trick; these cards rank Pride (purple), Wrath (red) and Greed (green), weakest first.',
      'Wrath 4 takes the trick for the follower: Wrath (red) ranks above Pride (purple), whatever the numbers.',
    ])
    expect(explain(t01, 'fr')).toEqual([
      'Aucune couleur n’était classée avant ce pli\u00a0; ces cartes classent Orgueil (violet), Colère (rouge) et Envie (vert), de la plus faible à la plus forte.',
      'Colère 4 remporte le pli pour le second joueur\u00a0: au classement, Colère (rouge) bat Orgueil (violet), quels que soient les nombres.',
    ])
  })

  it('says the potion numbers decide, and that the red potion takes the tokens off (t02)', () => {
    const t02 = {
      ranking: ['pride', 'wrath', 'greed'],
      lead: 'potion-4',
      call: 'wrath',
      follow: 'wrath-6',
    }
    expect(explain(t02)).toEqual([
      'Colours ranked, weakest first: Pride (purple), Wrath (red) and Greed (green); these cards change nothing.',
      'A potion is in the trick, so only the numbers count: Wrath 6 beats Potion 4+ and takes the trick for the follower.',
      'The potion met Wrath (red): the colour tokens come off the board, and the next card played sets the weakest colour.',
    ])
    expect(explain(t02, 'fr')[1]).toBe(
      'Une potion est dans le pli, seuls les nombres comptent donc\u00a0: Colère 6 bat Potion 4+ et remporte le pli pour le second joueur.',
    )
  })

  it('says the “+” wins a tie, and what the steal and the swap make the players do', () => {
    expect(explain({ ranking: ['pride'], lead: 'pride-4', follow: 'potion-4' })).toEqual([
      'Colours ranked, weakest first: Pride (purple); these cards change nothing.',
      'A potion is in the trick, so only the numbers count: Potion 4+ beats Pride 4, the potion’s “+” winning the tie, and takes the trick for the follower.',
      'The potion met Pride (purple): the follower takes one trick (2 cards) from the other player’s pile, if there is one.',
    ])
    expect(explain({ ranking: [], lead: 'potion-2', call: 'greed', follow: 'greed-2' })[2]).toBe(
      'The potion met Greed (green): each player picks 2 cards from their hand (1 if only one is left), and they swap them at the same time.',
    )
  })

  it('says a second colour ranks in the middle and two potions cancel', () => {
    expect(explain({ ranking: ['greed'], lead: 'wrath-2', follow: 'pride-1' })[0]).toBe(
      'Colours ranked before this trick, weakest first: Greed (green); with these cards, Greed (green), Wrath (red) and Pride (purple).',
    )
    expect(explain({ ranking: [], lead: 'potion-3', call: 'wrath', follow: 'potion-5' })).toEqual([
      'No colour is ranked, and two potions rank none.',
      'A potion is in the trick, so only the numbers count: Potion 5+ beats Potion 3+ and takes the trick for the follower.',
      'Two potions: they cancel each other out, and nothing else happens.',
    ])
  })

  it('says the same colour’s higher number wins', () => {
    expect(explain({ ranking: ['greed'], lead: 'greed-6', follow: 'greed-2' })[1]).toBe(
      'Greed 6 takes the trick for the leader: both cards are Greed (green), so the higher number wins.',
    )
  })

  it('says what is wrong with a refused trick, naming its cards and colours', () => {
    expect(
      explain({
        ranking: ['pride'],
        lead: 'pride-3',
        follow: 'greed-6',
        followerHand: ['greed-6', 'pride-5'],
      }),
    ).toEqual([
      'The follower held Pride (purple), the colour led: he had to play that colour or a potion.',
    ])
    expect(explain({ ranking: [], lead: 'potion-9', follow: 'greed-6' }, 'fr')).toEqual([
      '«\u00a0potion-9\u00a0» (lead) n’est pas une carte de ce jeu\u00a0: pride, wrath ou greed de 1 à 7, ou l’une des potions.',
    ])
    expect(
      explain({
        ranking: [],
        lead: 'greed-6',
        follow: 'greed-5',
        followerHand: ['greed-5', 'greed-6'],
      }),
    ).toEqual(['The follower’s hand cannot hold Greed 6: the leader played it.'])
  })

  it('has every refusal worded in both languages', () => {
    const files: object[] = [
      { ranking: 'x' },
      { ranking: [], potions: [1] },
      { ranking: [], lead: 'x', follow: 'greed-1' },
      { ranking: [], lead: 'greed-1', follow: 'greed-1' },
      { ranking: [], lead: 'greed-1', follow: 'greed-2', followerHand: 'greed-2' },
      { ranking: [], lead: 'greed-1', follow: 'greed-2', followerHand: ['x'] },
      { ranking: [], lead: 'greed-1', follow: 'greed-2', followerHand: ['greed-2', 'greed-2'] },
      { ranking: [], lead: 'greed-1', follow: 'greed-2', followerHand: ['greed-3'] },
      { ranking: [], lead: 'greed-1', follow: 'greed-2', followerHand: ['greed-1'] },
      { ranking: [], lead: 'potion-2', follow: 'greed-2' },
      { ranking: [], lead: 'potion-2', call: 'red', follow: 'greed-2' },
      { ranking: [], lead: 'greed-1', call: 'greed', follow: 'greed-2' },
      { ranking: [], lead: 'greed-1', follow: 'wrath-2', followerHand: ['wrath-2', 'greed-3'] },
      {
        ranking: [],
        lead: 'potion-2',
        call: 'wrath',
        follow: 'potion-3',
        followerHand: ['potion-3', 'wrath-3'],
      },
    ]
    const reasons = new Set<string>()
    for (const file of files) {
      const input = readTrickInput(file)
      const result = input.ok ? refereeTrick(input.input) : input
      if (result.ok) expect.fail(JSON.stringify(file))
      reasons.add(result.reason)
      for (const locale of ['en', 'fr'] as const) {
        const text = say(explainTrick(result)[0]!, locale)
        expect(text).not.toContain('jekyll-vs-hyde.')
        expect(text).not.toMatch(/[{}]/)
      }
    }
    expect(reasons.size).toBe(files.length)
  })
})

describe('the messages of the referee’s problems', () => {
  it('has one per error of the referee, in both languages, needing no parameter', () => {
    for (const locale of ['en', 'fr'] as const) {
      const messages: Record<string, string> = jekyllVsHydeTrickProblemMessages[locale]
      expect(Object.keys(messages).sort()).toEqual([
        'trick-call',
        'trick-card',
        'trick-follow',
        'trick-ranking',
      ])
      for (const message of Object.values(messages)) expect(message).not.toMatch(/[{}]/)
    }
  })
})

describe('the card words of this game', () => {
  it('names every card of any deck a log can give, in both languages', () => {
    const named = (card: string, locale: 'en' | 'fr') =>
      translators[locale].t(`jekyll-vs-hyde.cards.${card}`)
    expect(named('pride-6', 'en')).toBe('Pride 6')
    expect(named('wrath-4', 'en')).toBe('Wrath 4')
    expect(named('greed-1', 'en')).toBe('Greed 1')
    expect(named('potion-2', 'en')).toBe('Potion 2+')
    expect(named('pride-6', 'fr')).toBe('Orgueil 6')
    expect(named('wrath-4', 'fr')).toBe('Colère 4')
    expect(named('greed-7', 'fr')).toBe('Envie 7')
    expect(named('potion-1', 'fr')).toBe('Potion 1+')
    for (const family of ['pride', 'wrath', 'greed', 'potion']) {
      for (let n = 1; n <= 7; n += 1) {
        for (const locale of ['en', 'fr'] as const) {
          expect(translators[locale].te(`jekyll-vs-hyde.cards.${family}-${n}`)).toBe(true)
        }
      }
    }
  })
})

const recorded = (lead: string, follow: string, call?: Colour): RecordedTrick => ({
  lead: cardOf(lead, defaultPotionNumbers)!,
  follow: cardOf(follow, defaultPotionNumbers)!,
  ...(call ? { call } : {}),
})

describe('the lines of a recorded trick in a round’s breakdown', () => {
  /** The spec's logged round's first five tricks: both rulebook examples, a swap and a steal. */
  const round = foldRecord(
    [
      recorded('pride-6', 'wrath-4'),
      recorded('greed-3', 'potion-2'),
      recorded('wrath-2', 'wrath-3'),
      recorded('potion-4', 'wrath-6', 'wrath'),
      recorded('potion-3', 'pride-5', 'pride'),
    ],
    'p1',
    'p2',
  )
  const lines = (index: number, locale: 'en' | 'fr' = 'en') =>
    recordedTrickLines(round.tricks[index]!, index).map((line) => ({
      rule: line.rule,
      text: say(line.text, locale),
      points: line.points,
    }))

  it('gives who played which card, the ranking, and the rule that gave the trick', () => {
    expect(lines(0)).toEqual([
      {
        rule: 'trick-leader',
        text: 'Trick 1: Ada leads Pride 6, Ingrid plays Wrath 4.',
        points: null,
      },
      {
        rule: 'colour-ranking',
        text: 'No colour was ranked before this trick; these cards rank Pride (purple), Wrath (red) and Greed (green), weakest first.',
        points: null,
      },
      {
        rule: 'ranked-colour',
        text: 'Wrath 4 takes the trick for Ingrid: Wrath (red) ranks above Pride (purple), whatever the numbers.',
        points: null,
      },
    ])
    expect(lines(2)[1]!.text).toBe(
      'Colours ranked, weakest first: Pride (purple), Wrath (red) and Greed (green); these cards change nothing.',
    )
    expect(lines(2).map((line) => line.rule)).toEqual([
      'trick-leader',
      'colour-ranking',
      'same-colour',
    ])
  })

  it('names the call, the potion rule and the effect', () => {
    expect(lines(3).map((line) => line.rule)).toEqual([
      'trick-leader',
      'colour-ranking',
      'potion-numbers',
      'effect-reset',
    ])
    expect(lines(3)[0]!.text).toBe(
      'Trick 4: Ada leads Potion 4+ and calls Wrath (red), Ingrid plays Wrath 6.',
    )
    expect(lines(3, 'fr')[0]!.text).toBe(
      'Pli 4\u00a0: Ada entame avec Potion 4+ et annonce Colère (rouge), Ingrid répond avec Colère 6.',
    )
    expect(lines(1)[3]).toEqual({
      rule: 'effect-swap',
      text: 'The potion met Greed (green): each player picks 2 cards from their hand (1 if only one is left), and they swap them at the same time.',
      points: null,
    })
  })

  it('says whether the steal took a trick from the loser’s pile', () => {
    expect(lines(4)[3]).toEqual({
      rule: 'effect-steal',
      text: 'The potion met Pride (purple): Ada takes one of Ingrid’s tricks.',
      points: null,
    })
    expect(lines(4, 'fr')[3]!.text).toBe(
      'La potion a rencontré Orgueil (violet)\u00a0: Ada prend un des plis d’Ingrid.',
    )
    const first = foldRecord([recorded('pride-4', 'potion-4')], 'p1', 'p2').tricks[0]!
    expect(recordedTrickLines(first, 0).map((line) => say(line.text))[3]).toBe(
      'The potion met Pride (purple), but Ada has no trick yet: nothing to take.',
    )
  })
})
