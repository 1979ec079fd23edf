// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { serialiseGameLog, type GameLog } from '../../../src/engine'
import { logsToImport } from '../../../src/renderer/src/import/apply'
import { maxImportBytes, planImport } from '../../../src/renderer/src/import/plan'
import { isStorableGameId } from '../../../src/shared/storage'
import { fixture, fixtures } from './fixtures'

function withoutId(log: GameLog): Omit<GameLog, 'id'> {
  const copy: Partial<GameLog> = { ...log }
  delete copy.id
  return copy as Omit<GameLog, 'id'>
}

describe('planning an import', () => {
  it.each(fixtures.map((f) => [f.name, f] as const))('reads %s back as a new game', (name, f) => {
    const [item] = planImport([], [{ name, text: serialiseGameLog(f.log) }])
    expect(item?.kind).toBe('new')
    if (item?.kind !== 'new') return
    expect(item.name).toBe(name)
    if (isStorableGameId(f.log.id)) expect(item.log).toEqual(f.log)
    else {
      expect(withoutId(item.log)).toEqual(withoutId(f.log))
      expect(isStorableGameId(item.log.id)).toBe(true)
    }
  })

  it('asks about a game whose id the library already holds', () => {
    const { log } = fixture('game-won')
    const items = planImport(
      ['game-won', 'other'],
      [{ name: 'won.json', text: serialiseGameLog(log) }],
    )
    expect(items).toEqual([{ kind: 'conflict', name: 'won.json', log, existingId: 'game-won' }])
  })

  it('asks about the second of two files with the same id', () => {
    const text = serialiseGameLog(fixture('game-won').log)
    const items = planImport(
      [],
      [
        { name: 'a.json', text },
        { name: 'b.json', text },
      ],
    )
    expect(items.map((item) => item.kind)).toEqual(['new', 'conflict'])
  })

  it('names, for each later copy of a game, the latest copy met before it', () => {
    const at = (updatedAt: string) => serialiseGameLog({ ...fixture('game-won').log, updatedAt })
    const items = planImport(
      [],
      [
        { name: 'old.json', text: at('2026-11-20T21:00:00.000Z') },
        { name: 'new.json', text: at('2026-11-20T23:00:00.000Z') },
        { name: 'mid.json', text: at('2026-11-20T22:00:00.000Z') },
      ],
    )
    const earlier = items.map((item) => (item.kind === 'conflict' ? item.earlierFile?.name : null))
    expect(earlier).toEqual([null, 'old.json', 'new.json'])
  })

  it.each([
    ['no id', undefined],
    ['an uppercase id', 'Game-Won'],
    ['a device name', 'con'],
    ['a path', '../etc/passwd'],
    ['an id too long', 'x'.repeat(65)],
  ])('gives a fresh id to a log with %s', (_, id) => {
    const log = { ...fixture('game-won').log, id }
    if (id === undefined) delete log.id
    const items = planImport(
      ['game-won'],
      [{ name: 'f.json', text: JSON.stringify(log) }],
      () => 'fresh-id',
    )
    expect(items).toEqual([{ kind: 'new', name: 'f.json', log: { ...log, id: 'fresh-id' } }])
  })

  it('never gives a fresh id the library already has', () => {
    const log = { ...fixture('game-won').log, id: 'UPPER' }
    const ids = ['taken', 'taken', 'free']
    const [item] = planImport(
      ['taken'],
      [{ name: 'f.json', text: JSON.stringify(log) }],
      () => ids.shift() ?? 'none',
    )
    expect(item?.kind === 'new' && item.log.id).toBe('free')
  })

  it('refuses a log that breaks a rule, with every error and where it is', () => {
    const log = structuredClone(fixture('game-won').log)
    const hand = log.hands[0]!
    hand.areas = { ...hand.areas, stranger: { evidence: {}, workInLab: 0 } }
    hand.ending = { type: 'went-out', player: 'nobody' }
    const [item] = planImport([], [{ name: 'bad.json', text: serialiseGameLog(log) }])
    expect(item?.kind).toBe('refused')
    if (item?.kind !== 'refused') return
    const paths = item.problems.map((problem) => problem.path)
    expect(paths).toContain('hands[0].ending.player')
    expect(paths.some((path) => path.startsWith('hands[0].areas.stranger'))).toBe(true)
    for (const problem of item.problems) {
      expect(problem.severity).toBe('error')
      expect(problem.rule).not.toBe('')
      expect(problem.messageKey).not.toBe('')
    }
  })

  it('refuses what is not a game log, with its reason', () => {
    const items = planImport(
      [],
      [
        { name: 'empty.json', text: '' },
        { name: 'notes.txt', text: 'hello' },
        { name: 'array.json', text: '[]' },
        { name: 'v2.json', text: JSON.stringify({ ...fixture('game-won').log, version: 2 }) },
      ],
    )
    for (const item of items) {
      expect(item.kind).toBe('refused')
      expect(item.kind === 'refused' && item.problems.length).toBeGreaterThan(0)
    }
  })

  it('refuses a file over 10 MB without reading it', () => {
    const text = ' '.repeat(maxImportBytes + 1)
    const [item] = planImport([], [{ name: 'big.json', text }])
    expect(item).toMatchObject({
      kind: 'refused',
      problems: [{ rule: 'import.file-size', messageKey: 'import.problem.tooLarge' }],
    })
    const [unread] = planImport([], [{ name: 'huge.json', size: 50 * 1024 * 1024 }])
    expect(unread).toMatchObject({ kind: 'refused', problems: [{ rule: 'import.file-size' }] })
  })

  it('counts the size in bytes, not in characters', () => {
    const text = `"${'é'.repeat(maxImportBytes / 2 + 10)}"`
    const [item] = planImport([], [{ name: 'accents.json', text }])
    expect(item).toMatchObject({ kind: 'refused', problems: [{ rule: 'import.file-size' }] })
  })

  it('refuses a file that could not be read', () => {
    const [item] = planImport([], [{ name: 'gone.json', size: 12, error: 'NotReadableError' }])
    expect(item).toMatchObject({
      kind: 'refused',
      problems: [
        { messageKey: 'import.problem.readFailed', params: { detail: 'NotReadableError' } },
      ],
    })
  })
})

describe('applying the choices', () => {
  const won = fixture('game-won').log
  const tie = fixture('game-tie-at-target').log
  const items = planImport(
    ['game-won'],
    [
      { name: 'won.json', text: serialiseGameLog(won) },
      { name: 'tie.json', text: serialiseGameLog(tie) },
      { name: 'bad.json', text: '{' },
    ],
  )
  const options = {
    existingIds: ['game-won'],
    copyTitle: (title: string) => `${title} (copy)`,
    newId: () => 'copy-id',
  }

  it('imports new games and leaves a conflict alone unless told', () => {
    expect(logsToImport(items, new Map(), options)).toEqual([tie])
    expect(logsToImport(items, new Map([[0, 'skip']]), options)).toEqual([tie])
  })

  it('replaces the existing game', () => {
    expect(logsToImport(items, new Map([[0, 'replace']]), options)).toEqual([won, tie])
  })

  it('keeps both under a new id, titled as a copy', () => {
    expect(logsToImport(items, new Map([[0, 'keep-both']]), options)).toEqual([
      { ...won, id: 'copy-id', title: `${won.title ?? ''} (copy)` },
      tie,
    ])
  })
})
