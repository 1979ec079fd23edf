import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  libraryPeople,
  personKey,
  personName,
  renameClash,
  renamePerson,
} from '../../../src/engine'

const seat = (...names: string[]) => names.map((name, index) => ({ id: `p${index + 1}`, name }))

describe('the people of a library', () => {
  it('are offered under the spelling most of their games use', () => {
    const people = libraryPeople([
      { players: seat('Ada'), updatedAt: '2026-01-01T00:00:00Z' },
      { players: seat('Ada'), updatedAt: '2026-01-02T00:00:00Z' },
      { players: seat('ada'), updatedAt: '2026-01-03T00:00:00Z' },
    ])
    expect(people).toEqual([{ name: 'Ada', games: 3 }])
  })

  it('are listed once each, those who played most first, as spelt in their latest game when spellings are as many', () => {
    const people = libraryPeople([
      { players: seat('Bram', 'ada'), updatedAt: '2026-01-01T00:00:00Z' },
      { players: seat('ADA ', 'Cleo'), updatedAt: '2026-01-02T00:00:00Z' },
      { players: seat('Ada', 'Bram'), updatedAt: '2026-01-01T12:00:00Z' },
      { players: seat('Dev') },
    ])
    expect(people).toEqual([
      { name: 'ADA', games: 3 },
      { name: 'Bram', games: 2 },
      { name: 'Cleo', games: 1 },
      { name: 'Dev', games: 1 },
    ])
  })
})

describe('a person’s name', () => {
  it('shown, gives its own name and key again, whatever invisible characters and accents it held', () => {
    // An "e", a zero-width space, then a combining accent: one "é" once the space is gone.
    expect(personName('e\u200B\u0301')).toBe('\u00e9')
    expect(personKey('E\u2060\u0301')).toBe(personKey('\u00e9'))
    const pieces = fc.constantFrom(
      'e',
      'A',
      '\u0301',
      '\u0308',
      '\u200B',
      '\u200D',
      '\u2060',
      '\uFEFF',
      ' ',
      '\u00a0',
      'İ',
      'ß',
    )
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 12 }).map((each) => each.join('')),
        (name) => {
          expect(personName(personName(name))).toBe(personName(name))
          expect(personKey(personName(name))).toBe(personKey(name))
        },
      ),
    )
  })
})

describe('renaming a person', () => {
  const log = { game: 'x', players: seat('Ada', 'Bram'), hands: [{ points: { p1: 3 } }] }

  it('changes the name of their seat, and nothing else', () => {
    const renamed = renamePerson(log, ' ada', '  Adaline ')!
    expect(renamed.players).toEqual(seat('Adaline', 'Bram'))
    expect(renamed.hands).toBe(log.hands)
    expect(log.players[0]!.name).toBe('Ada')
  })

  it('leaves a game they are not in alone', () => {
    expect(renamePerson(log, 'Cleo', 'Cleopatra')).toBeNull()
  })

  it('refuses to merge two people who sat at one table, and not two who never did', () => {
    expect(renameClash(log, 'Ada', 'bram')).toBe(true)
    expect(renameClash(log, 'Ada', 'Cleo')).toBe(false)
    // A new spelling of the same person is no clash.
    expect(renameClash(log, 'Ada', 'ADA')).toBe(false)
  })
})
