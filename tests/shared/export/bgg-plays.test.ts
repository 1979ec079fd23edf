// @vitest-environment jsdom
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { libraryStats, personName, type HistoryGame } from '../../../src/engine'
import { bggPlays } from '../../../src/shared/export/bgg-plays'
import { playsToExport } from '../../../src/shared/export/plays'
import { xmlAttribute } from '../../../src/shared/export/xml-text'
import { historyGameOf, libraryGames } from './library-games'
import { hostileNames, playGames } from './play-games'
import { translator } from './support'
import { elements, readXml, type XmlElement } from './xml-reader'

/* The group's plays as BoardGameGeek's XML play list (issue 34, point 7). */

const english = translator('en')

function exported(games: readonly HistoryGame[], timeZone = 'Europe/Paris'): string {
  return bggPlays(playsToExport(games, timeZone), english)
}

/** A play read back, in one line: its day, length, game (and id), and each player. */
function described(play: XmlElement): string {
  const item = elements(play, 'item')[0]!
  const players = elements(play, 'player').map((player) => {
    const [name, seat, score, win] = ['name', 'startposition', 'score', 'win'].map((attribute) =>
      player.getAttribute(attribute),
    )
    return `${seat}. ${name} ${score}${win === '1' ? ' won' : ''}`
  })
  const game = `${item.getAttribute('name')} #${item.getAttribute('objectid')}`
  const length = play.getAttribute('length')
  return `${play.getAttribute('date')}, ${length} min, ${game}: ${players.join('; ')}`
}

describe('the library worked out by hand, for BoardGameGeek', () => {
  const text = exported(libraryGames())

  it('lists the 8 finished games, Jekyll vs. Hyde under its BoardGameGeek id', () => {
    const lines = text.split('\n')
    expect(lines.slice(0, 2)).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<plays total="8" page="1">',
    ])
    expect(lines.slice(-13)).toEqual([
      '  <play date="2026-10-13" quantity="1" length="10" incomplete="0" nowinstats="0" location="">',
      '    <item name="Jekyll vs. Hyde" objecttype="thing" objectid="297129">',
      '      <subtypes>',
      '        <subtype value="boardgame"/>',
      '      </subtypes>',
      '    </item>',
      '    <players>',
      '      <player username="" userid="0" name="Ada" startposition="1" color="" score="10" new="0" rating="0" win="1"/>',
      '      <player username="" userid="0" name="Bram" startposition="2" color="" score="0" new="0" rating="0" win="0"/>',
      '    </players>',
      '  </play>',
      '</plays>',
      '',
    ])
  })

  it('reads back as fixtures/README.md says, a game without an id numbered 0', () => {
    expect(elements(readXml(text), 'play').map(described)).toEqual([
      '2026-09-01, 60 min, Mystery Rummy: Dr. Jekyll & Mr. Hyde #0: 1. Ada 100; 2. Bram 140 won',
      '2026-10-02, 90 min, Mystery Rummy: Dr. Jekyll & Mr. Hyde #0: 1. Ada 100 won; 2. Bram 52',
      '2026-10-05, 45 min, Mystery Rummy: Jack the Ripper #0: 1. Ada 42 won; 2. Bram 40',
      // A win all four shared is a draw, as in the History: nobody's win.
      '2026-10-08, 120 min, Dr. Jekyll & Mr. Hyde (Bambus) #0: ' +
        '1. Ada 1080; 2. Bram 1080; 3. Cleo 1080; 4. Dev 1080',
      '2026-10-09, 100 min, Dr. Jekyll & Mr. Hyde (Bambus) #0: 1. Ada 1080; 2. Bram 1440 won; 3. Cleo 1080',
      '2026-10-10, 60 min, Jekyll vs. Hyde #297129: 1. Ada 10; 2. Bram 10',
      '2026-10-11, 75 min, Jekyll vs. Hyde #297129: 1. Ada 10; 2. Bram 10 won',
      '2026-10-13, 10 min, Jekyll vs. Hyde #297129: 1. Ada 10 won; 2. Bram 0',
    ])
  })
})

describe('each play, for BoardGameGeek', () => {
  const late = historyGameOf({
    source: 'late.json',
    game: 'mystery-rummy-jekyll-hyde',
    id: 'late',
    createdAt: '2026-10-01T22:30:00.000Z',
    updatedAt: '2026-10-01T23:30:00.000Z',
    players: [
      { id: 'a', name: 'Ada' },
      { id: 'b', name: 'Bram' },
    ],
    length: null,
    firstDealer: null,
    finished: true,
    abandoned: false,
    winners: ['a'],
    totals: { a: 100, b: -5 },
    sides: [['a'], ['b']],
    highestWins: true,
  })

  it('is dated by the day the table lived it, where the file is made', () => {
    const dayIn = (timeZone: string) =>
      elements(readXml(exported([late], timeZone)), 'play')[0]?.getAttribute('date')
    expect([dayIn('UTC'), dayIn('Europe/Paris'), dayIn('America/New_York')]).toEqual([
      '2026-10-01',
      '2026-10-02',
      '2026-10-01',
    ])
  })

  it('lasts 0 minutes when the log does not say, and keeps a score below zero', () => {
    const play = elements(readXml(exported([late])), 'play').map(described)
    expect(play).toEqual([
      '2026-10-02, 0 min, Mystery Rummy: Dr. Jekyll & Mr. Hyde #0: 1. Ada 100 won; 2. Bram -5',
    ])
  })

  it('lists no play, and says so, for a library with no finished game', () => {
    const text = exported([{ ...late, finished: false, winners: [] }])
    expect(text).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<plays total="0" page="1">\n</plays>\n',
    )
  })
})

describe('xmlAttribute', () => {
  it('escapes the markup and keeps white space as references', () => {
    expect(xmlAttribute(`<a href="x">'&'</a>\t\n\r`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;&#9;&#10;&#13;',
    )
  })

  it('replaces what XML 1.0 cannot hold, and only that, on both sides of each bound', () => {
    const kept = (text: string) => xmlAttribute(text) === text
    expect(['\u0000', '\u0008', '\u000B', '\u000C', '\u000E', '\u001F'].map(xmlAttribute)).toEqual(
      Array(6).fill('\uFFFD'),
    )
    expect([' ', '\u007F', '\uD7FF', '\uE000', '\uFFFD', '😀'].every(kept)).toBe(true)
    expect(['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uFFFE', '\uFFFF'].map(xmlAttribute)).toEqual(
      Array(6).fill('\uFFFD'),
    )
    // A pair is one character; halves in the wrong order are two strays.
    expect(xmlAttribute('\uDE00\uD83D')).toBe('\uFFFD\uFFFD')
  })
})

/** What a name becomes in XML: as the History shows it, what XML cannot hold as U+FFFD. */
function inXml(name: string): string {
  return Array.from(personName(name), (character) =>
    // eslint-disable-next-line no-control-regex -- control characters are what XML refuses
    /^[\0-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]$/.test(character) ? '\uFFFD' : character,
  ).join('')
}

describe('any library, for BoardGameGeek', () => {
  it('is XML a strict parser reads, one play per finished game, every name as entered', () => {
    fc.assert(
      fc.property(playGames, (games) => {
        const plays = elements(readXml(exported(games, 'UTC')), 'play')
        expect(plays).toHaveLength(libraryStats(games).finished)
        const names = new Set(
          plays
            .flatMap((play) => elements(play, 'player'))
            .map((player) => player.getAttribute('name')),
        )
        const seated = games.filter((game) => game.finished && !game.abandoned)
        expect(names).toEqual(
          new Set(seated.flatMap((game) => game.players.map(({ name }) => inXml(name)))),
        )
      }),
    )
  })

  it('carries names of 100 KiB and every hostile name', () => {
    const long = '<&"\'😀</play>'.repeat((100 * 1024) / 12)
    const games = [...hostileNames, long].map((name, at) =>
      historyGameOf({
        source: `hostile-${at}.json`,
        game: 'jekyll-vs-hyde',
        id: `hostile-${at}`,
        createdAt: new Date(Date.UTC(2026, 0, 2, 3, at)).toISOString(),
        updatedAt: new Date(Date.UTC(2026, 0, 2, 4, at)).toISOString(),
        players: [
          { id: '__proto__', name },
          { id: 'toString', name: 'Bram the other' },
        ],
        length: 60_000,
        firstDealer: null,
        finished: true,
        abandoned: false,
        winners: ['__proto__'],
        totals: Object.fromEntries([
          ['__proto__', 1],
          ['toString', 0],
        ]),
        sides: [['__proto__'], ['toString']],
        highestWins: false,
      }),
    )
    const read = elements(readXml(exported(games, 'UTC')), 'play').map((play) =>
      elements(play, 'player')[0]?.getAttribute('name'),
    )
    expect(read.slice(0, -1)).toEqual(hostileNames.map(inXml))
    // Compared apart, so that a failure does not print 100 KiB.
    expect(read.at(-1) === long).toBe(true)
  })
})
