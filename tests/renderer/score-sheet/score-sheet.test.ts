import { enableAutoUnmount, flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import ScoreSheet from '../../../src/renderer/src/components/score-sheet/ScoreSheet.vue'
import { loadGameScreens } from '../../../src/renderer/src/games/registry'
import type { Locale } from '../../../src/shared/i18n'
import { firstHands, game, heard, mountIn, rescored, seen, type Game } from './games'

enableAutoUnmount(afterEach)

function sheet({ log, score }: Game, locale: Locale = 'en') {
  return mountIn(locale, ScoreSheet, { log, score })
}

function row(wrapper: VueWrapper, number: number) {
  return wrapper.get(`tbody tr[data-hand="${number}"]`)
}

/** Once the game's own screens (which draw some of its cells) are fetched and drawn. */
async function gameScreensShown() {
  await loadGameScreens('mystery-rummy-jekyll-hyde')
  await flushPromises()
}

/** A cell's figure, without the markers beside it. */
function figure(wrapper: VueWrapper, number: number, cell: string) {
  return row(wrapper, number).get(`[data-cell="${cell}"] [data-value]`).text()
}

function markers(wrapper: VueWrapper, number: number, cell: string) {
  return row(wrapper, number)
    .findAll(`[data-cell="${cell}"] [data-marker]`)
    .map((marker) => [marker.attributes('data-marker'), marker.text()])
}

describe('the score sheet', () => {
  it('has one row per hand, in order, each headed by its number', () => {
    const wrapper = sheet(game('game-won'))

    const headers = wrapper.findAll('tbody th[scope="row"]')
    expect(headers.map((th) => seen(th.element))).toEqual(['1', '2', '3'])
    expect(headers.map((th) => heard(th.element))).toEqual(['Hand 1', 'Hand 2', 'Hand 3'])
    expect(wrapper.find('[data-testid="score-sheet-empty"]').exists()).toBe(false)
  })

  it('names the columns, with one hand column and one total column per player', () => {
    const wrapper = sheet(game('game-won'))

    const groups = wrapper.findAll('thead th[scope="colgroup"]').map((th) => th.text())
    expect(groups).toEqual(['Ada', 'Bram'])
    const columns = wrapper.findAll('thead th[scope="col"]')
    expect(columns.map((th) => seen(th.element))).toEqual([
      'Hand',
      'Dealer',
      'Side up',
      'How it ended',
      '',
      'Score',
      'Total',
      'Score',
      'Total',
    ])
    expect(columns.map((th) => heard(th.element))).toEqual([
      'Hand',
      'Dealer',
      'Side up',
      'How it ended',
      'Actions',
      "Ada's hand score",
      "Ada's running total",
      "Bram's hand score",
      "Bram's running total",
    ])
  })

  it('shows the dealer, the side up as its J/H badge named in full, and who went out', async () => {
    const wrapper = sheet(game('game-won'))
    await gameScreensShown()

    expect(row(wrapper, 1).get('[data-cell="dealer"]').text()).toBe('Bram')
    expect(row(wrapper, 2).get('[data-cell="dealer"]').text()).toBe('Ada')
    const side = (hand: number) => row(wrapper, hand).get('[data-cell="side"]')
    expect([seen(side(1).element), heard(side(1).element)]).toEqual(['J', 'Dr. Jekyll'])
    expect([seen(side(2).element), heard(side(2).element)]).toEqual(['H', 'Mr. Hyde'])
    expect(side(1).get('[title]').attributes('title')).toBe('Dr. Jekyll')
    expect(row(wrapper, 1).get('[data-cell="ending"]').text()).toBe('Ada went out')
    expect(row(wrapper, 2).get('[data-cell="ending"]').text()).toBe('Bram went out')
  })

  it('shows the totals at once, the side up in words until the game’s screens are fetched', () => {
    const wrapper = sheet(game('game-won'))

    expect(seen(row(wrapper, 1).get('[data-cell="side"]').element)).toBe('Dr. Jekyll')
    expect(wrapper.get('[data-cell="grand-total-ada"]').text()).toBe('100')
  })

  it("shows each player's hand score and running total, and the totals row", () => {
    const wrapper = sheet(game('game-won'))

    expect([1, 2, 3].map((hand) => figure(wrapper, hand, 'score-ada'))).toEqual(['52', '0', '48'])
    expect([1, 2, 3].map((hand) => figure(wrapper, hand, 'score-bram'))).toEqual(['0', '52', '0'])
    expect([1, 2, 3].map((hand) => figure(wrapper, hand, 'total-ada'))).toEqual(['52', '52', '100'])
    expect([1, 2, 3].map((hand) => figure(wrapper, hand, 'total-bram'))).toEqual(['0', '52', '52'])

    const totals = wrapper.get('[data-testid="totals-row"]')
    expect(totals.get('th').text()).toBe('Totals')
    expect(totals.get('[data-cell="grand-total-ada"]').text()).toBe('100')
    expect(totals.get('[data-cell="grand-total-bram"]').text()).toBe('52')
    // The totals row adds up the hand scores shown above it.
    const ada = [1, 2, 3].reduce((sum, hand) => sum + Number(figure(wrapper, hand, 'score-ada')), 0)
    expect(ada).toBe(100)
  })

  it('marks the shut-out beside the score of the player who made it, naming them, and only there', () => {
    const wrapper = sheet(game('game-won'))

    expect(markers(wrapper, 1, 'score-ada')).toEqual([['score.shut-out', 'Shut-out by Ada']])
    expect(markers(wrapper, 1, 'score-bram')).toEqual([])
    expect(markers(wrapper, 2, 'score-ada')).toEqual([])
    expect(markers(wrapper, 2, 'score-bram')).toEqual([['score.shut-out', 'Shut-out by Bram']])
  })

  it('marks a void hand, says the Case File ran out twice, and leaves the totals as they were', () => {
    const wrapper = sheet(game('game-tie-at-target'))

    expect(seen(row(wrapper, 4).get('[data-cell="ending"]').element)).toBe(
      'Void: the Case File ran out twice Void hand Tie-break hand due',
    )
    // The whole hand's mark, once, after what the game says of the hand; none in a player's cell.
    expect(markers(wrapper, 4, 'ending')[0]).toEqual(['score.void-hand', 'Void hand'])
    expect(markers(wrapper, 4, 'score-ada')).toEqual([])
    expect(markers(wrapper, 4, 'score-bram')).toEqual([])
    expect(figure(wrapper, 4, 'score-ada')).toBe('0')
    expect(figure(wrapper, 4, 'total-ada')).toBe(figure(wrapper, 3, 'total-ada'))
    expect(figure(wrapper, 4, 'total-bram')).toBe('100')
    // A hand that ended without a shut-out has no marker at all.
    expect(markers(wrapper, 3, 'score-ada')).toEqual([])
    expect(markers(wrapper, 3, 'score-bram')).toEqual([])
  })

  it('says on each hand that leaves the top tied at the target that a tie-break hand is due', () => {
    const wrapper = sheet(game('game-tie-at-target'))

    // 100 all after hands 3 and 4 (void); Bram's hand 5 settles it.
    for (const number of [1, 2, 5]) expect(markers(wrapper, number, 'ending')).toEqual([])
    for (const number of [3, 4]) {
      expect(markers(wrapper, number, 'ending').at(-1)).toEqual(['tie-break', 'Tie-break hand due'])
    }
    expect(seen(row(wrapper, 3).get('[data-cell="ending"]').element)).toBe(
      'Ada went out Tie-break hand due',
    )
  })

  it('writes negative scores and totals with a real minus sign', () => {
    const wrapper = sheet(game('transformation-held-in-hand'))

    expect(figure(wrapper, 1, 'score-bram')).toBe('\u22127')
    expect(figure(wrapper, 1, 'total-bram')).toBe('\u22127')
    expect(wrapper.get('[data-cell="grand-total-bram"]').text()).toBe('\u22127')
    expect(wrapper.text()).not.toContain('-7')
  })

  it('says when the dealer was not recorded', () => {
    const wrapper = sheet(game('transformation-held-in-hand'))

    const dealer = row(wrapper, 1).get('[data-cell="dealer"]').element
    expect(seen(dealer)).toBe('—')
    expect(heard(dealer)).toBe('Not recorded')
  })

  it('labels every button with its hand number', () => {
    const wrapper = sheet(game('game-won'))

    const labels = row(wrapper, 2)
      .findAll('button')
      .map((button) => button.attributes('aria-label'))
    expect(labels).toEqual(['Show the breakdown of hand 2', 'Edit hand 2', 'Delete hand 2'])
    expect(wrapper.findAll('button')).toHaveLength(9)
  })

  it('asks to open a hand by its number, and to edit or delete it by its index', async () => {
    const wrapper = sheet(game('game-won'))

    await row(wrapper, 3).get('[data-action="open"]').trigger('click')
    await row(wrapper, 2).get('[data-action="edit"]').trigger('click')
    await row(wrapper, 1).get('[data-action="delete"]').trigger('click')

    expect(wrapper.emitted('open-hand')).toEqual([[3]])
    expect(wrapper.emitted('edit-hand')).toEqual([[1]])
    expect(wrapper.emitted('delete-hand')).toEqual([[0]])
  })

  it('shows an empty-state line and no table for a game with no hands', () => {
    const wrapper = sheet(firstHands('game-won', 0))

    expect(wrapper.find('table').exists()).toBe(false)
    expect(wrapper.get('[data-testid="score-sheet-empty"]').text()).toBe(
      'No hands yet. Enter the first hand and its scores appear here, line by line.',
    )
  })

  it('follows the log: a renamed player and an edited hand show at once', async () => {
    const before = game('game-won')
    const wrapper = sheet(before)
    const after = rescored(before.log, (log) => {
      log.players[1]!.name = 'Bramwell'
      log.hands[0]!.ending = { type: 'went-out', player: 'bram' }
      log.hands[0]!.leftInHand = { ada: { points: 10 } }
      return log
    })

    await wrapper.setProps({ log: after.log, score: after.score })

    expect(wrapper.findAll('thead th[scope="colgroup"]').map((th) => th.text())).toEqual([
      'Ada',
      'Bramwell',
    ])
    expect(row(wrapper, 1).get('[data-cell="ending"]').text()).toBe('Bramwell went out')
    expect(figure(wrapper, 1, 'total-ada')).toBe(String(after.score.hands[0]!.totals.ada))
  })

  describe('in French', () => {
    it('names the columns, the endings and the markers in French', () => {
      const wrapper = sheet(game('game-tie-at-target'), 'fr')

      expect(wrapper.get('h2').text()).toBe('Feuille de marque')
      const columns = wrapper.findAll('thead th[scope="col"]').map((th) => heard(th.element))
      expect(columns.slice(0, 4)).toEqual(['Manche', 'Donneur', 'Face visible', 'Fin de la manche'])
      expect(columns.slice(5, 7)).toEqual([
        'Ada\u00a0: points de la manche',
        'Ada\u00a0: total cumulé',
      ])
      expect(row(wrapper, 1).get('[data-cell="ending"]').text()).toBe('Ada a fini')
      expect(seen(row(wrapper, 4).get('[data-cell="ending"]').element)).toBe(
        'Nulle\u00a0: talon (Case File) épuisé deux fois Manche nulle Départage à jouer',
      )
      expect(markers(wrapper, 5, 'score-bram')).toEqual([['score.shut-out', 'Shut-out de Bram']])
      // "de" elides before a vowel.
      expect(markers(wrapper, 1, 'score-ada')).toEqual([['score.shut-out', 'Shut-out d’Ada']])
      expect(row(wrapper, 1).get('[data-cell="side"]').text()).toBe('Dr Jekyll')
      expect(wrapper.get('[data-testid="totals-row"] th').text()).toBe('Totaux')
      expect(wrapper.get('[data-cell="grand-total-bram"]').text()).toBe('140')
    })

    it('labels the buttons in French', () => {
      const wrapper = sheet(game('game-won'), 'fr')

      expect(
        row(wrapper, 3)
          .findAll('button')
          .map((button) => button.attributes('aria-label')),
      ).toEqual(['Voir le détail de la manche 3', 'Modifier la manche 3', 'Supprimer la manche 3'])
    })

    it('has its empty-state line in French', () => {
      const wrapper = sheet(firstHands('game-won', 0), 'fr')

      expect(wrapper.get('[data-testid="score-sheet-empty"]').text()).toContain(
        'Aucune manche pour l’instant.',
      )
    })
  })
})
