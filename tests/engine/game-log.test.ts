import { describe, expect, it } from 'vitest'
import { checkGameLog, parseGameLog, serialiseGameLog } from '../../src/engine'
import { gameLog, adaGoesOut } from '../support/game-logs'

const rulesOf = (text: string) => {
  const read = parseGameLog(text)
  return read.ok
    ? []
    : read.problems.map(({ path, rule, messageKey }) => ({ path, rule, messageKey }))
}

describe('reading a game log', () => {
  it('refuses text that is not JSON', () => {
    expect(rulesOf('{"format": "casebook/game-log",')).toEqual([
      { path: '', rule: 'log.json', messageKey: 'problems.log.json' },
    ])
  })

  it('refuses another format', () => {
    expect(rulesOf('{"format": "pgn"}')).toEqual([
      { path: 'format', rule: 'log.format', messageKey: 'problems.log.format' },
    ])
    expect(rulesOf('[1, 2]')).toEqual([
      { path: '', rule: 'log.format', messageKey: 'problems.log.not-an-object' },
    ])
  })

  it('refuses a newer version and says so, rather than half-reading it', () => {
    const newer = JSON.stringify({ ...gameLog([]), version: 2 })
    expect(rulesOf(newer)).toEqual([
      { path: 'version', rule: 'log.version', messageKey: 'problems.log.version-newer' },
    ])
  })

  it('refuses a game it does not know', () => {
    const other = JSON.stringify({ ...gameLog([]), game: 'jack-the-ripper' })
    expect(rulesOf(other)).toEqual([
      { path: 'game', rule: 'log.game', messageKey: 'problems.log.game' },
    ])
  })

  it('locates every structural problem at once', () => {
    const broken = JSON.stringify({
      ...gameLog([]),
      players: [{ id: 'ada' }, { id: 'bram', name: 'Bram' }],
      hands: [
        {
          identity: 'both',
          ending: { type: 'went-out', player: 'ada' },
          areas: { ada: { evidence: { utterson: '3' } } },
        },
      ],
    })
    expect(rulesOf(broken).map((problem) => problem.path)).toEqual([
      'players[0].name',
      'hands[0].identity',
      'hands[0].areas.ada.evidence.utterson',
    ])
  })

  it('keeps fields it does not know through a round trip', () => {
    const log = {
      ...gameLog([{ ...adaGoesOut('jekyll', {}), scribble: 'kept' }]),
      club: { table: 4 },
    }
    const read = parseGameLog(JSON.stringify(log))
    if (!read.ok) expect.fail(JSON.stringify(read.problems))
    expect(JSON.parse(serialiseGameLog(read.log))).toEqual(log)
  })

  it('treats names as text, whatever they contain', () => {
    const log = gameLog([])
    log.players[0]!.name = '<img src=x onerror=alert(1)> “Ada” 🎩'
    const checked = checkGameLog(serialiseGameLog(log))
    expect(checked.ok && checked.log.players[0]!.name).toBe('<img src=x onerror=alert(1)> “Ada” 🎩')
  })

  it('does not let a key named __proto__ reach an object prototype', () => {
    const text = serialiseGameLog(gameLog([adaGoesOut('jekyll', {})])).replace(
      '"areas": {}',
      '"areas": {"ada": {"evidence": {"__proto__": {"polluted": true}}}}',
    )
    const read = parseGameLog(text)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    if (read.ok)
      expect(Object.getPrototypeOf(read.log.hands[0]!.areas.ada!.evidence)).toBe(Object.prototype)
  })
})

describe('writing a game log', () => {
  it('writes indented JSON ending with a newline', () => {
    expect(serialiseGameLog({ a: 1 })).toBe('{\n  "a": 1\n}\n')
  })
})
