import { describe, expect, it } from 'vitest'
import { checkGameLog, decodeGameLogBytes, parseGameLog, serialiseGameLog } from '../../src/engine'
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
    parseGameLog(text)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('keys JavaScript treats specially', () => {
  /** A valid log's text with `"<key>": <value>` added to the object at `path`. */
  function withKey(path: string, key: string, value: unknown): string {
    const log = gameLog(
      [
        adaGoesOut(
          'jekyll',
          { ada: { evidence: { poole: 3 } }, bram: { evidence: { utterson: 3 } } },
          { bram: { cards: { potion: 1 } } },
        ),
      ],
      { deck: { poole: { value: 2 } }, variants: { transformationPoints: 'area-owner' } },
    )
    const json = JSON.parse(JSON.stringify(log)) as Record<string, unknown>
    const target = path
      .split('.')
      .filter((part) => part !== '')
      .reduce<Record<string, unknown>>(
        (object, part) => object[part] as Record<string, unknown>,
        json,
      )
    // The text a file would hold: JSON.stringify cannot write a "__proto__" key itself.
    const marker = '"__marker__"'
    target['__marker__'] = value
    return JSON.stringify(json).replace(marker, JSON.stringify(key))
  }

  const problemsOf = (text: string) => {
    const read = parseGameLog(text)
    return read.ok ? [] : read.problems
  }

  describe.each(['__proto__', 'constructor', 'prototype'])('"%s"', (key) => {
    // The message of a rule of this game is under its own key, as the catalog has it.
    const core = (rule: string) => `problems.${rule}`
    const own = (rule: string) => `mystery-rummy-jekyll-hyde.problems.${rule}`
    it.each([
      ['hands.0.areas.ada.evidence', 3, 'deck.unknown-card', own, { card: key }],
      ['hands.0.leftInHand.bram.cards', 1, 'deck.unknown-card', own, { card: key }],
      ['rules.deck', { value: 4 }, 'deck.unknown-card', own, { card: key }],
      ['hands.0.areas', { evidence: { poole: 3 } }, 'players.known-id', core, { player: key }],
      ['hands.0.leftInHand', { points: 3 }, 'players.known-id', core, { player: key }],
      ['rules.variants', 'area-owner', 'variants.unknown', own, { variant: key }],
    ])('is an unknown id as a key of %s', (path, value, rule, messageKey, params) => {
      const where = `${path.replace(/\.(\d+)/g, '[$1]')}.${key}`
      expect(problemsOf(withKey(path, key, value))).toEqual([
        { path: where, rule, messageKey: messageKey(rule), params, severity: 'error' },
      ])
    })

    it.each(['', 'hands.0', 'hands.0.ending', 'players.0', 'rules'])(
      'is refused as a field name of %s, which could not be kept',
      (path) => {
        const where = [...path.split('.').filter((part) => part !== ''), key]
          .join('.')
          .replace(/\.(\d+)/g, '[$1]')
        expect(problemsOf(withKey(path, key, 'x'))).toEqual([
          {
            path: where,
            rule: 'log.reserved-key',
            messageKey: 'problems.log.reserved-key',
            params: { key },
            severity: 'error',
          },
        ])
      },
    )
  })

  it('finds a reserved key written with escapes', () => {
    const text = withKey('hands.0.areas.ada.evidence', '__proto__', 3).replace(
      '"__proto__"',
      '"\\u005f_proto__"',
    )
    expect(problemsOf(text).map((problem) => problem.rule)).toEqual(['deck.unknown-card'])
  })
})

describe('what a header field may hold', () => {
  it.each([
    ['game', { toString: 1 }, 'log.game', '{"toString":1}'],
    ['format', { toString: 1, valueOf: 2 }, 'log.format', '{"toString":1,"valueOf":2}'],
    ['version', [{ toString: null }], 'log.version', '[{"toString":null}]'],
    ['game', null, 'log.game', 'null'],
  ])('quotes any value found in %s without running it', (field, value, rule, found) => {
    const text = JSON.stringify({ ...gameLog([]), [field]: value })
    const read = parseGameLog(text)
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.problems).toMatchObject([{ path: field, rule, params: { found } }])
  })

  it('refuses an abandoned mark that is not a time written as text, at its place', () => {
    for (const value of [{ toString: 1 }, true, 0, null]) {
      const read = parseGameLog(JSON.stringify({ ...gameLog([]), abandonedAt: value }))
      expect(read.ok).toBe(false)
      if (!read.ok)
        expect(read.problems).toMatchObject([{ path: 'abandonedAt', rule: 'log.schema' }])
    }
    const marked = parseGameLog(
      JSON.stringify({ ...gameLog([]), abandonedAt: '2026-11-30T21:00:00.000Z' }),
    )
    expect(marked.ok && marked.log.abandonedAt).toBe('2026-11-30T21:00:00.000Z')
  })

  it('cuts a long value short in the message', () => {
    const read = parseGameLog(JSON.stringify({ ...gameLog([]), game: 'x'.repeat(500) }))
    if (read.ok) expect.fail('a game of 500 x is no game')
    const found = String(read.problems[0]!.params.found)
    expect([...found].length).toBe(60)
    expect(found.endsWith('…')).toBe(true)
  })
})

describe('the bytes of a game-log file', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text)
  const log = serialiseGameLog({ ...gameLog([]), title: 'Soirée chez Clémence' })

  it('reads UTF-8, accents included', () => {
    expect(decodeGameLogBytes(utf8(log))).toEqual({ ok: true, log })
  })

  it('ignores a leading byte-order mark, as Notepad writes one', () => {
    const withMark = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(log)])
    const decoded = decodeGameLogBytes(withMark)
    expect(decoded).toEqual({ ok: true, log })
    expect(parseGameLog(`\uFEFF${log}`).ok).toBe(true)
  })

  it('refuses Latin-1 and says the file is not UTF-8, rather than reading "Soir�e"', () => {
    const latin1 = Uint8Array.from(log, (character) => character.charCodeAt(0))
    expect(decodeGameLogBytes(latin1)).toEqual({
      ok: false,
      problems: [
        {
          path: '',
          rule: 'log.encoding',
          messageKey: 'problems.log.encoding-other',
          params: {},
          severity: 'error',
        },
      ],
    })
  })

  it.each([
    ['with its byte-order mark', [0xff, 0xfe]],
    ['big-endian, with its mark', [0xfe, 0xff]],
    ['without a mark', []],
  ])('refuses UTF-16 %s and names it', (_case, mark) => {
    const utf16 = new Uint8Array([...mark, ...[...'{"a": 1}'].flatMap((c) => [c.charCodeAt(0), 0])])
    const decoded = decodeGameLogBytes(utf16)
    expect(decoded.ok).toBe(false)
    if (!decoded.ok) expect(decoded.problems[0]!.messageKey).toBe('problems.log.encoding-utf-16')
  })

  it('refuses UTF-16 big-endian without a mark: the zero comes first', () => {
    const utf16 = new Uint8Array([...'{"a": 1}'].flatMap((c) => [0, c.charCodeAt(0)]))
    const decoded = decodeGameLogBytes(utf16)
    expect(!decoded.ok && decoded.problems[0]!.messageKey).toBe('problems.log.encoding-utf-16')
  })

  it.each([
    ['after the first two bytes', `{"a": "b\u0000"}`],
    ['as both first bytes', '\u0000\u0000{}'],
  ])('says a file with a zero byte %s is not text, never that it is UTF-16', (_case, text) => {
    const decoded = decodeGameLogBytes(utf8(text))
    expect(!decoded.ok && decoded.problems[0]!.messageKey).toBe('problems.log.encoding-other')
  })
})

describe('writing a game log', () => {
  it('writes indented JSON ending with a newline', () => {
    expect(serialiseGameLog({ a: 1 })).toBe('{\n  "a": 1\n}\n')
  })
})
