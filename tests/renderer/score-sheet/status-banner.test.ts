import { enableAutoUnmount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import StatusBanner from '../../../src/renderer/src/components/score-sheet/StatusBanner.vue'
import type { Locale } from '../../../src/shared/i18n'
import { firstHands, game, mountIn, rescored, type Game } from './games'

enableAutoUnmount(afterEach)

function banner({ log, score }: Game, locale: Locale = 'en') {
  return mountIn(locale, StatusBanner, { log, score })
}

function status(wrapper: VueWrapper) {
  return wrapper.get('[role="status"]')
}

/** Each player's line in the banner: name, total and what is left to reach the target. */
function players(wrapper: VueWrapper) {
  return wrapper.findAll('[data-player]').map((line) => line.text().replace(/\s+/g, ' '))
}

describe('the status banner', () => {
  describe('while the game is in progress', () => {
    it('gives the target and how far each player is from it', () => {
      const wrapper = banner(game('rulebook-transformation-on-opponent-meld'))

      expect(status(wrapper).attributes('data-status')).toBe('in-progress')
      expect(wrapper.get('.status-banner__title').text()).toBe('In progress: playing to 100')
      expect(players(wrapper)).toEqual(['Ada 17 83 to reach 100', 'Bram 46 54 to reach 100'])
    })

    it('counts from the target the log sets', () => {
      const { log } = game('rulebook-transformation-on-opponent-meld')
      const wrapper = banner(
        rescored(log, (changed) => ({ ...changed, rules: { targetScore: 50 } })),
      )

      expect(wrapper.get('.status-banner__title').text()).toBe('In progress: playing to 50')
      expect(players(wrapper)).toEqual(['Ada 17 33 to reach 50', 'Bram 46 4 to reach 50'])
    })

    it('shows a negative total with a minus sign, and counts the way back up', () => {
      const wrapper = banner(game('transformation-held-in-hand'))

      expect(players(wrapper)).toEqual(['Ada 46 54 to reach 100', 'Bram \u22127 107 to reach 100'])
    })

    it('starts with everyone at 0 before the first hand', () => {
      const wrapper = banner(firstHands('game-won', 0))

      expect(players(wrapper)).toEqual(['Ada 0 100 to reach 100', 'Bram 0 100 to reach 100'])
    })

    it('says it in French', () => {
      const wrapper = banner(game('rulebook-transformation-on-opponent-meld'), 'fr')

      expect(wrapper.get('.status-banner__title').text()).toBe(
        'En cours\u00a0: partie en 100 points',
      )
      expect(players(wrapper)).toEqual([
        'Ada 17 encore 83 pour atteindre 100',
        'Bram 46 encore 54 pour atteindre 100',
      ])
    })
  })

  describe('when a tie-break hand is due', () => {
    it('explains that the players tied at the top after reaching the target play one more hand', () => {
      const wrapper = banner(firstHands('game-tie-at-target', 3))

      expect(status(wrapper).attributes('data-status')).toBe('tie-break')
      expect(wrapper.get('.status-banner__title').text()).toBe('Tie-break hand due')
      expect(wrapper.get('.status-banner__text').text()).toBe(
        'Ada and Bram are tied at the top with 100, and the target of 100 has been reached. One more hand is played: the highest total after it wins, and a new tie calls for yet another hand.',
      )
    })

    it('is still due after a void hand leaves the totals tied', () => {
      const wrapper = banner(firstHands('game-tie-at-target', 4))

      expect(wrapper.get('.status-banner__title').text()).toBe('Tie-break hand due')
    })

    it('names the players the engine puts at the top, and works nothing out from the totals', () => {
      // A standing the totals alone would not give: the banner must take it from the score, as
      // another game's series (not a race to the highest total) would hand it over.
      const tie = firstHands('game-tie-at-target', 3)
      const wrapper = banner({
        log: tie.log,
        score: { ...tie.score, totals: { ada: 90, bram: 100 }, leaders: ['bram', 'ada'] },
      })

      expect(wrapper.get('.status-banner__text').text()).toMatch(
        /^Bram and Ada are tied at the top with 100, and the target of 100 has been reached\./,
      )
    })

    it('explains it in French', () => {
      const wrapper = banner(firstHands('game-tie-at-target', 3), 'fr')

      expect(wrapper.get('.status-banner__title').text()).toBe('Manche de départage à jouer')
      expect(wrapper.get('.status-banner__text').text()).toContain(
        'Ada et Bram sont à égalité en tête avec 100, et le score à atteindre (100) est atteint.',
      )
    })
  })

  describe('when the game is won', () => {
    it('names the winner and gives the final scores', () => {
      const wrapper = banner(game('game-won'))

      expect(status(wrapper).attributes('data-status')).toBe('finished')
      expect(wrapper.get('.status-banner__title').text()).toBe('Ada wins')
      expect(wrapper.get('.status-banner__label').text()).toBe('Final scores')
      expect(players(wrapper)).toEqual(['Ada 100', 'Bram 52'])
      expect(wrapper.get('.status-banner__winner').attributes('data-player')).toBe('ada')
    })

    it('names the winner of the tie-break', () => {
      const wrapper = banner(game('game-tie-at-target'))

      expect(wrapper.get('.status-banner__title').text()).toBe('Bram wins')
      expect(players(wrapper)).toEqual(['Ada 100', 'Bram 140'])
    })

    it('says it in French', () => {
      const wrapper = banner(game('game-tie-at-target'), 'fr')

      expect(wrapper.get('.status-banner__title').text()).toBe('Bram gagne')
      expect(wrapper.get('.status-banner__label').text()).toBe('Scores finaux')
    })
  })

  it('changes as hands are added', async () => {
    const wrapper = banner(firstHands('game-won', 2))
    expect(status(wrapper).attributes('data-status')).toBe('in-progress')

    const won = game('game-won')
    await wrapper.setProps({ log: won.log, score: won.score })

    expect(wrapper.get('.status-banner__title').text()).toBe('Ada wins')
  })
})
