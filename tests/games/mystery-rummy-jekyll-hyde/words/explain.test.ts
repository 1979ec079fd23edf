import { describe, expect, it } from 'vitest'
import { validateGameLog } from '../../../../src/engine'
import {
  explainHand,
  type MysteryRummyLog,
  type HandRecord,
} from '../../../../src/games/mystery-rummy-jekyll-hyde/engine'
import { explainProblem } from '../../../../src/shared/explain'
import { explainLine } from '../../../../src/games/mystery-rummy-jekyll-hyde/words/explain-line'
import type { Locale } from '../../../../src/shared/i18n'
import { adaGoesOut, gameLog } from '../../../support/game-logs'
import { translator } from '../../../shared/export/support'

const nbsp = '\u00a0'

/** Every breakdown line of one player, as the sentence a reader sees, in both languages. */
function sentences(log: MysteryRummyLog, player: string, locale: Locale): string[] {
  const names = (id: string) => log.players.find((each) => each.id === id)?.name ?? id
  const lines = explainHand(log, 1)!.breakdown[player]!
  return lines.map((line) => explainLine(line, translator(locale), names))
}

const lineOf = (log: MysteryRummyLog, player: string, locale: Locale, start: string) =>
  sentences(log, player, locale).find((sentence) => sentence.startsWith(start))

describe('a missed shut-out', () => {
  it('names the cards the Transformation turned to the wrong letter', () => {
    // Jekyll up; Bram turned Ada's 3 Utterson (J) into H cards: they stop her shut-out.
    const log = gameLog([
      adaGoesOut('jekyll', {
        ada: {
          evidence: { utterson: 3, poole: 3, 'jekylls-will': 4 },
          transformation: { family: 'utterson', cards: 3, playedBy: 'bram' },
        },
        bram: { evidence: { 'hyde-awakes': 3 } },
      }),
    ])
    expect(lineOf(log, 'ada', 'en', 'No shut-out')).toBe(
      'No shut-out: 3 × Mr. Utterson, transformed to H, do not match Dr. Jekyll',
    )
    expect(lineOf(log, 'ada', 'fr', 'Pas de shut-out')).toBe(
      `Pas de shut-out${nbsp}: 3 × Mr. Utterson, transformées en H, ne correspondent pas au Dr Jekyll`,
    )
  })

  it('is singular for a single card', () => {
    const log = gameLog([
      adaGoesOut('jekyll', {
        ada: { evidence: { utterson: 3, poole: 3, 'jekylls-will': 3, 'carew-murder-case': 1 } },
        bram: { evidence: { 'carew-murder-case': 3 } },
      }),
    ])
    expect(lineOf(log, 'ada', 'en', 'No shut-out')).toBe(
      'No shut-out: 1 × Carew Murder Case does not match Dr. Jekyll',
    )
    expect(lineOf(log, 'ada', 'fr', 'Pas de shut-out')).toBe(
      `Pas de shut-out${nbsp}: 1 × Carew Murder Case ne correspond pas au Dr Jekyll`,
    )
  })

  it('lists several groups, the transformed one last', () => {
    const log = gameLog([
      adaGoesOut('hyde', {
        ada: {
          evidence: { utterson: 3, poole: 1, 'carew-murder-case': 3, 'hyde-awakes': 3 },
          transformation: { family: 'carew-murder-case', cards: 3, playedBy: 'bram' },
        },
        bram: { evidence: { poole: 3 } },
      }),
    ])
    expect(lineOf(log, 'ada', 'en', 'No shut-out')).toBe(
      'No shut-out: 3 × Mr. Utterson, 1 × Poole the Butler and 3 × Carew Murder Case, transformed to J, do not match Mr. Hyde',
    )
    expect(lineOf(log, 'ada', 'fr', 'Pas de shut-out')).toBe(
      `Pas de shut-out${nbsp}: 3 × Mr. Utterson, 1 × Poole the Butler et 3 × Carew Murder Case, transformées en J, ne correspondent pas à Mr Hyde`,
    )
  })
})

describe("the Transformation card's points after a shut-out", () => {
  it('say they go to the player who played it, into the opponent’s area', () => {
    const log = gameLog(
      [
        adaGoesOut('jekyll', {
          ada: { evidence: { utterson: 5, poole: 5 } },
          bram: {
            evidence: { 'jekylls-will': 3 },
            transformation: { family: 'jekylls-will', cards: 3, playedBy: 'ada' },
          },
        }),
      ],
      { variants: { transformationPoints: 'player-who-played' } },
    )
    expect(sentences(log, 'ada', 'en').slice(2)).toEqual([
      "Transformation card played by Ada into Bram's area: its points go to Ada, who played it",
      'Ada made a shut-out: every card in front of them matches Dr. Jekyll',
    ])
    expect(sentences(log, 'ada', 'fr').slice(2)).toEqual([
      `Carte Transformation jouée par Ada dans la zone de Bram${nbsp}: ses points vont à Ada, qui l’a jouée`,
      `Ada a réussi un shut-out${nbsp}: toutes ses cartes posées correspondent au Dr Jekyll`,
    ])
    expect(sentences(log, 'bram', 'fr')).toEqual([
      `Rien ne compte cette manche${nbsp}: Ada a réussi un shut-out`,
    ])
  })

  it('say they go to the owner of the area where it rests', () => {
    const log = gameLog([
      adaGoesOut('jekyll', {
        ada: {
          evidence: { utterson: 5, poole: 4, 'hyde-awakes': 1 },
          transformation: { family: 'hyde-awakes', cards: 1 },
        },
        bram: { evidence: { 'hyde-awakes': 3 } },
      }),
    ])
    expect(lineOf(log, 'ada', 'en', 'Transformation card')).toBe(
      "Transformation card resting in Ada's area: its points go to Ada",
    )
    expect(lineOf(log, 'ada', 'fr', 'Carte Transformation')).toBe(
      `Carte Transformation posée dans la zone d’Ada${nbsp}: ses points vont à Ada`,
    )
    // Bram's line names who made the shut-out: never a bare "Shut out", a hyphen from "Shut-out".
    expect(sentences(log, 'bram', 'en')).toEqual(['Nothing counts this hand: Ada made a shut-out'])
  })

  it('name a player who played it into their own area once', () => {
    const log = gameLog(
      [
        adaGoesOut('jekyll', {
          ada: {
            evidence: { utterson: 5, poole: 4, 'hyde-awakes': 1 },
            transformation: { family: 'hyde-awakes', cards: 1, playedBy: 'ada' },
          },
          bram: { evidence: { 'hyde-awakes': 3 } },
        }),
      ],
      { variants: { transformationPoints: 'player-who-played' } },
    )
    expect(lineOf(log, 'ada', 'en', 'Transformation card')).toBe(
      'Transformation card played by Ada into their own area: its points go to Ada',
    )
    expect(lineOf(log, 'ada', 'fr', 'Carte Transformation')).toBe(
      `Carte Transformation jouée par Ada dans sa propre zone${nbsp}: ses points vont à Ada`,
    )
  })
})

describe('French agreement', () => {
  it('makes a line agree with one card or several', () => {
    const log = gameLog([
      adaGoesOut(
        'jekyll',
        { ada: { evidence: { utterson: 3, 'hyde-awakes': 1 } }, bram: { evidence: { poole: 3 } } },
        { bram: { cards: { potion: 2, 'work-in-lab': 1 } } },
      ),
    ])
    expect(sentences(log, 'ada', 'fr').slice(0, 2)).toEqual([
      `3 × Mr. Utterson [J] à 2${nbsp}: doublées, Dr Jekyll est visible`,
      `1 × Hyde Awakes [H] à 2${nbsp}: non doublée, Dr Jekyll est visible`,
    ])
    expect(sentences(log, 'bram', 'fr').slice(1)).toEqual([
      '1 × Travail en laboratoire restée en main à 1',
      '2 × Potion restées en main à 0',
    ])
  })
})

describe('the Transformation held in hand', () => {
  const held = (rules?: MysteryRummyLog['rules']) =>
    gameLog(
      [
        adaGoesOut(
          'hyde',
          {
            ada: { evidence: { 'hyde-awakes': 5, utterson: 3 } },
            bram: { evidence: { poole: 3 } },
          },
          { bram: { cards: { transformation: 1 } } },
        ),
      ],
      rules,
    )
  const heldLine = (log: MysteryRummyLog, locale: Locale) => sentences(log, 'bram', locale).at(-1)

  it('shows the arithmetic with the default value', () => {
    expect(heldLine(held(), 'en')).toBe('Transformation still in hand: face value 5 + 5 = 10')
    expect(heldLine(held(), 'fr')).toBe(
      `Transformation restée en main${nbsp}: valeur faciale 5 + 5 = 10`,
    )
    const faceOnly = held({ variants: { transformationHeldPenalty: 5 } })
    expect(heldLine(faceOnly, 'en')).toBe('Transformation still in hand: face value 5')
  })

  // Holding it costs its face value and 5 more (variant 10), or its face value (variant 5),
  // whatever that value is. The variant-10 case needs the engine to compute face + 5.
  it('costs its face value and 5 more with a value of 12', () => {
    const log = held({ deck: { transformation: { value: 12 } } })
    expect(heldLine(log, 'en')).toBe('Transformation still in hand: face value 12 + 5 = 17')
    expect(heldLine(log, 'fr')).toBe(
      `Transformation restée en main${nbsp}: valeur faciale 12 + 5 = 17`,
    )
  })

  it('costs its face value only with a value of 12 under the variant 5', () => {
    const log = held({
      deck: { transformation: { value: 12 } },
      variants: { transformationHeldPenalty: 5 },
    })
    expect(heldLine(log, 'en')).toBe('Transformation still in hand: face value 12')
    expect(heldLine(log, 'fr')).toBe(`Transformation restée en main${nbsp}: valeur faciale 12`)
  })
})

describe('problems', () => {
  const explained = (log: MysteryRummyLog, locale: Locale) =>
    validateGameLog(log).map((problem) =>
      explainProblem(problem, translator(locale), (id) => (id === 'ada' ? 'Ada' : 'Bram')),
    )

  it('say exactly what a player id may hold, for an accented one too', () => {
    const log = {
      ...gameLog([]),
      players: [
        { id: 'adé', name: 'Adé' },
        { id: 'bram', name: 'Bram' },
      ],
    }
    expect(explained(log, 'en')).toEqual([
      'A player id is 1 to 32 characters, each an ASCII letter (A to Z or a to z, without accents), a digit, "-" or "_", and not a name JavaScript reserves (such as "constructor"); "adé" is not.',
    ])
    expect(explained(log, 'fr')).toEqual([
      `Un identifiant de joueur compte 1 à 32 caractères, chacun une lettre ASCII (A à Z ou a à z, sans accent), un chiffre, «${nbsp}-${nbsp}» ou «${nbsp}_${nbsp}», et n’est pas un nom réservé par JavaScript (comme «${nbsp}constructor${nbsp}»)${nbsp}; «${nbsp}adé${nbsp}» ne convient pas.`,
    ])
  })

  it('elide "de" before a name that starts with a vowel', () => {
    const hand: HandRecord = {
      identity: 'jekyll',
      ending: { type: 'went-out', player: 'bram' },
      areas: { ada: {}, bram: { evidence: { utterson: 5, poole: 5 } } },
    }
    expect(explained(gameLog([hand]), 'fr')).toContain(
      `Aucune carte n’est saisie dans la main d’Ada${nbsp}; le joueur qui n’a pas fini la manche garde toujours au moins une carte.`,
    )
  })
})
