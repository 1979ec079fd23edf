import { enableAutoUnmount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import HandBreakdown from '../../../src/renderer/src/components/score-sheet/HandBreakdown.vue'
import type { Locale } from '../../../src/shared/i18n'
import { ruleNamesShown } from '../support/rule-names'
import { game, heard, mountIn, seen, type FixtureName, type Game } from './games'

enableAutoUnmount(afterEach)

function breakdown({ log }: Game, number: number, locale: Locale = 'en') {
  return mountIn(locale, HandBreakdown, { log, number })
}

/** One player's column as a player reads it: each line's sentence, points and rule, and the score. */
function column(wrapper: VueWrapper, player: string) {
  const section = wrapper.get(`section[data-part="${player}"]`)
  return {
    heading: seen(section.get('h3').element),
    lines: section.findAll('[data-testid="breakdown-line"]').map((line) => ({
      sentence: line.get('.line__sentence').text(),
      points: line.get('.line__points').text(),
      rule: line.get('[data-rule]').attributes('data-rule'),
    })),
    score: section.get('[data-testid="hand-score"] .breakdown__total-value').text(),
  }
}

/** "+20" → 20, "−4" → -4: the number a player reads off the screen. */
function readNumber(text: string): number {
  return Number(text.replace('\u2212', '-').replace('+', ''))
}

function context(wrapper: VueWrapper) {
  return wrapper.findAll('[data-testid="breakdown-context"] li').map((fact) => heard(fact.element))
}

describe("a hand's breakdown", () => {
  it('explains every point of a shut-out, line by line, for both players', () => {
    const wrapper = breakdown(game('game-won'), 1)

    expect(column(wrapper, 'ada')).toEqual({
      heading: 'Ada Shut-out by Ada',
      lines: [
        {
          sentence: '5 × Mr. Utterson [J] at 2: doubled, Dr. Jekyll is up',
          points: '+20',
          rule: 'score.doubling',
        },
        {
          sentence: '5 × Poole the Butler [J] at 2: doubled, Dr. Jekyll is up',
          points: '+20',
          rule: 'score.doubling',
        },
        {
          sentence: "3 × Dr. Jekyll's Will [J] at 2: doubled, Dr. Jekyll is up",
          points: '+12',
          rule: 'score.doubling',
        },
        {
          sentence: 'Ada made a shut-out: every card in front of them matches Dr. Jekyll',
          points: '0',
          rule: 'score.shut-out',
        },
      ],
      score: '52',
    })
    expect(column(wrapper, 'bram')).toEqual({
      heading: 'Bram',
      lines: [
        {
          sentence: 'Nothing counts this hand: Ada made a shut-out',
          points: '0',
          rule: 'score.shut-out',
        },
      ],
      score: '0',
    })
  })

  it("shows the Transformation's effect, its card, and the cards left in hand with a minus sign", () => {
    const wrapper = breakdown(game('rulebook-transformation-on-opponent-meld'), 1)

    const ada = column(wrapper, 'ada')
    expect(ada.lines).toEqual([
      {
        sentence:
          '3 × Mr. Utterson [H] at 2: not doubled, Dr. Jekyll is up (Transformation: J counts as H)',
        points: '+6',
        rule: 'score.transformation-letter',
      },
      {
        sentence: '1 × Mr. Utterson [J] at 2: doubled, Dr. Jekyll is up',
        points: '+4',
        rule: 'score.doubling',
      },
      {
        sentence: '3 × Hyde Awakes [H] at 2: not doubled, Dr. Jekyll is up',
        points: '+6',
        rule: 'score.table-points',
      },
      {
        sentence: "Transformation card resting in Ada's area: its points go to Ada",
        points: '+5',
        rule: 'score.transformation-card',
      },
      {
        sentence: '2 × Carew Murder Case left in hand at 2',
        points: '\u22124',
        rule: 'score.left-in-hand',
      },
    ])
    expect(ada.score).toBe('17')
    expect(column(wrapper, 'bram').lines.at(-1)).toEqual({
      sentence: "No shut-out: 3 × Mr. Enfield's Story do not match Dr. Jekyll",
      points: '0',
      rule: 'score.shut-out',
    })
    expect(column(wrapper, 'bram').score).toBe('46')
  })

  it('shows a negative hand score with a minus sign', () => {
    const wrapper = breakdown(game('transformation-held-in-hand'), 1)

    const bram = column(wrapper, 'bram')
    expect(bram.lines.at(-1)).toEqual({
      sentence: 'Transformation still in hand: face value 5 + 5 = 10',
      points: '\u221210',
      rule: 'score.transformation-held',
    })
    expect(bram.score).toBe('\u22127')
  })

  it('explains a void hand', () => {
    const wrapper = breakdown(game('game-tie-at-target'), 4)

    for (const player of ['ada', 'bram']) {
      expect(column(wrapper, player).lines).toEqual([
        {
          sentence: 'The Case File ran out twice: nobody scores this hand',
          points: '0',
          rule: 'score.void-hand',
        },
      ])
      expect(column(wrapper, player).score).toBe('0')
    }
    expect(context(wrapper)).toEqual([
      'Mr. Hyde up',
      'Void: the Case File ran out twice',
      'dealt by Ada',
      'Void hand',
    ])
  })

  it("gives the hand's context: side up, who went out, the dealer", () => {
    expect(context(breakdown(game('game-won'), 2))).toEqual([
      'Mr. Hyde up',
      'Bram went out',
      'dealt by Ada',
    ])
    expect(context(breakdown(game('rulebook-transformation-on-opponent-meld'), 1))).toEqual([
      'Dr. Jekyll up',
      'Bram went out',
      'dealt by Ada',
    ])
    // No dealer in the log: nothing is made up.
    expect(context(breakdown(game('transformation-held-in-hand'), 1))).toEqual([
      'Mr. Hyde up',
      'Ada went out',
    ])
  })

  it('links every line to its rule in the reference, by the rule name', async () => {
    const wrapper = breakdown(game('game-tie-at-target'), 3)
    await ruleNamesShown('mystery-rummy-jekyll-hyde')

    const links = wrapper.findAll('[data-testid="breakdown-line"] a[data-rule]')
    expect(links.length).toBe(wrapper.findAll('[data-testid="breakdown-line"]').length)
    const named = links.map((link) => [link.attributes('data-rule'), link.text()])
    expect(named).toContainEqual(['score.never-doubles', 'Cards that never double'])
    expect(named).toContainEqual(['score.work-in-lab', 'Scoring Work in Lab'])
    for (const link of links) {
      expect(link.text()).not.toMatch(/^score\./)
      expect(link.attributes('href')).toContain(`rule=${link.attributes('data-rule')}`)
    }
  })

  const everyHand: [FixtureName, number][] = [
    ['game-won', 1],
    ['game-won', 2],
    ['game-won', 3],
    ['game-tie-at-target', 1],
    ['game-tie-at-target', 2],
    ['game-tie-at-target', 3],
    ['game-tie-at-target', 4],
    ['game-tie-at-target', 5],
    ['rulebook-transformation-on-opponent-meld', 1],
    ['transformation-held-in-hand', 1],
  ]
  it.each(everyHand)(
    "%s, hand %i: each player's lines add up to the hand score shown, and to the sheet's",
    (name, number) => {
      const played = game(name)
      const wrapper = breakdown(played, number)

      for (const player of played.log.players) {
        const shown = column(wrapper, player.id)
        const sum = shown.lines.reduce((total, line) => total + readNumber(line.points), 0)
        expect(shown.lines.length).toBeGreaterThan(0)
        expect(sum).toBe(readNumber(shown.score))
        expect(readNumber(shown.score)).toBe(played.score.hands[number - 1]!.scores[player.id])
      }
    },
  )

  it('says so when there is no such hand', () => {
    const wrapper = breakdown(game('game-won'), 9)

    expect(wrapper.text()).toBe('There is no hand 9 in this game.')
    expect(wrapper.findAll('[data-testid="breakdown-line"]')).toHaveLength(0)
  })

  it('shows another hand when the number changes', async () => {
    const wrapper = breakdown(game('game-won'), 1)

    await wrapper.setProps({ number: 2 })

    expect(column(wrapper, 'bram').score).toBe('52')
    expect(wrapper.attributes('data-hand')).toBe('2')
  })

  it('says, on the hand that leaves the top tied at the target, that a tie-break hand is due', () => {
    const played = game('game-tie-at-target')
    const after = (number: number) => played.score.hands[number - 1]!.status
    const tied = mountIn('en', HandBreakdown, { log: played.log, number: 3, status: after(3) })
    expect(context(tied)).toContain('Tied at the top with 100 or more: a tie-break hand is due')
    const settled = mountIn('en', HandBreakdown, { log: played.log, number: 5, status: after(5) })
    expect(settled.find('[data-fact="tie-break"]').exists()).toBe(false)
    const french = mountIn('fr', HandBreakdown, { log: played.log, number: 4, status: after(4) })
    expect(context(french)).toContain(
      'Égalité en tête à 100 points ou plus\u00a0: une manche de départage est à jouer',
    )
  })

  describe('in French', () => {
    it('says who made the shut-out, on both sides', () => {
      const wrapper = breakdown(game('game-won'), 1, 'fr')

      expect(column(wrapper, 'ada').heading).toBe('Ada Shut-out d’Ada')
      expect(column(wrapper, 'bram').heading).toBe('Bram')
      expect(column(wrapper, 'bram').lines).toEqual([
        {
          sentence: 'Rien ne compte cette manche\u00a0: Ada a réussi un shut-out',
          points: '0',
          rule: 'score.shut-out',
        },
      ])
      expect(column(wrapper, 'ada').lines.at(-1)?.sentence).toBe(
        'Ada a réussi un shut-out\u00a0: toutes ses cartes posées correspondent au Dr Jekyll',
      )
    })

    it('explains the same lines in French, with the same points', () => {
      const wrapper = breakdown(game('rulebook-transformation-on-opponent-meld'), 1, 'fr')

      const ada = column(wrapper, 'ada')
      expect(ada.lines.map((line) => [line.sentence, line.points])).toEqual([
        [
          '3 × Mr. Utterson [H] à 2\u00a0: non doublées, Dr Jekyll est visible (Transformation\u00a0: J compte comme H)',
          '+6',
        ],
        ['1 × Mr. Utterson [J] à 2\u00a0: doublée, Dr Jekyll est visible', '+4'],
        ['3 × Hyde Awakes [H] à 2\u00a0: non doublées, Dr Jekyll est visible', '+6'],
        ['Carte Transformation posée dans la zone d’Ada\u00a0: ses points vont à Ada', '+5'],
        ['2 × Carew Murder Case restées en main à 2', '\u22124'],
      ])
      expect(ada.score).toBe('17')
      expect(column(wrapper, 'bram').lines.at(-1)?.sentence).toBe(
        "Pas de shut-out\u00a0: 3 × Mr. Enfield's Story ne correspondent pas au Dr Jekyll",
      )
    })

    it('gives the context and the hand score label in French', () => {
      const wrapper = breakdown(game('game-tie-at-target'), 4, 'fr')

      expect(context(wrapper)).toEqual([
        'Mr Hyde visible',
        'Nulle\u00a0: talon (Case File) épuisé deux fois',
        'donneur\u00a0: Ada',
        'Manche nulle',
      ])
      expect(wrapper.get('.breakdown__total-label').text()).toBe('Score de la manche')
      expect(column(wrapper, 'ada').lines[0]?.sentence).toBe(
        'Le talon (Case File) est épuisé pour la deuxième fois\u00a0: personne ne marque',
      )
    })
  })
})
