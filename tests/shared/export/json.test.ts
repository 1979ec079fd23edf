import { describe, expect, it } from 'vitest'
import { parseGameLog, serialiseGameLog } from '../../../src/engine'
import { exportJson } from '../../../src/shared/export'
import { fixtureNames, fixtureText, scored } from './support'

describe('the JSON export', () => {
  it('covers every golden game log', () => {
    expect(fixtureNames.length).toBeGreaterThanOrEqual(13)
  })

  it.each(fixtureNames)('of %s reads back as the same log, with nothing lost', (name) => {
    const text = fixtureText(name)
    const { log } = scored(text)
    const exported = exportJson(log)
    expect(exported).toBe(serialiseGameLog(log))
    const again = parseGameLog(exported)
    if (!again.ok) expect.fail(JSON.stringify(again.problems))
    expect(again.log).toEqual(log)
    expect(JSON.parse(exported)).toEqual(JSON.parse(text))
  })

  it('keeps fields this version does not know, at the top, in a player and in a hand', () => {
    const original = JSON.parse(fixtureText('game-won'))
    original.league = { season: 3 }
    original.players[0].colour = 'teal'
    original.hands[0].photo = 'hand-1.jpg'
    const { log } = scored(JSON.stringify(original))
    const exported = JSON.parse(exportJson(log))
    expect(exported.league).toEqual({ season: 3 })
    expect(exported.players[0].colour).toBe('teal')
    expect(exported.hands[0].photo).toBe('hand-1.jpg')
    expect(exported).toEqual(original)
  })

  it('is indented UTF-8 JSON with one final newline, names as typed', () => {
    const original = JSON.parse(fixtureText('game-won'))
    original.players[0].name = 'Zoë "=1+1" <b>'
    const exported = exportJson(scored(JSON.stringify(original)).log)
    expect(exported).toMatch(/^\{\n {2}"format": "casebook\/game-log",\n/)
    expect(exported.endsWith('}\n')).toBe(true)
    expect(exported).toContain('"name": "Zoë \\"=1+1\\" <b>"')
  })
})
