// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { serialiseGameLog } from '../../../src/engine'
import {
  backupFileName,
  backupFormat,
  makeBackup,
  maxBackupBytes,
  readBackup,
} from '../../../src/renderer/src/backup/backup'
import { logsToImport } from '../../../src/renderer/src/import/apply'
import { planImport } from '../../../src/renderer/src/import/plan'
import { fixture, fixtures } from '../import/fixtures'

const now = new Date('2026-11-22T10:30:00Z')
const logs = fixtures.map((each) => each.log)

function problemsOf(text: string) {
  const reading = readBackup(text)
  if (reading.ok) throw new Error('the backup was read')
  return reading.problems
}

describe('makeBackup', () => {
  it('writes the header, when it was made and every game as serialiseGameLog would', () => {
    const text = makeBackup(logs, now)
    expect(text.endsWith('}\n')).toBe(true)
    const backup = JSON.parse(text) as Record<string, unknown>
    expect(backup).toMatchObject({ format: backupFormat, version: 1, createdAt: now.toISOString() })
    expect(backup.games).toHaveLength(logs.length)
    const games = backup.games as object[]
    games.forEach((game, index) => {
      expect(serialiseGameLog(game)).toBe(serialiseGameLog(logs[index]!))
    })
  })

  it('keeps fields it does not know', () => {
    const log = { ...fixture('game-won').log, fromTheFuture: { kept: true } }
    const reading = readBackup(makeBackup([log], now))
    expect(reading.ok && JSON.parse(reading.files[0]!.text)).toEqual(log)
  })

  it('names the file after the day', () => {
    expect(backupFileName(new Date(2026, 10, 22, 23, 59))).toBe('Casebook backup 2026-11-22.json')
  })
})

describe('readBackup', () => {
  it('gives every fixture back: restored into an empty library they are the same logs', () => {
    const reading = readBackup(makeBackup(logs, now))
    if (!reading.ok) throw new Error('refused')
    expect(reading.createdAt).toBe(now.toISOString())
    expect(reading.files).toHaveLength(logs.length)
    for (const [index, file] of reading.files.entries()) {
      expect(file.text).toBe(serialiseGameLog(logs[index]!))
    }
    const plan = planImport([], reading.files)
    expect(plan.map((item) => item.kind)).toEqual(logs.map(() => 'new'))
    const restored = logsToImport(plan, new Map(), { existingIds: [], copyTitle: (t) => t })
    expect(restored).toEqual(logs)
  })

  it('names each game by its place and title', () => {
    const reading = readBackup(makeBackup([fixture('game-won').log], now))
    expect(reading.ok && reading.files[0]!.name).toBe('1. A whole game: Ada reaches 100')
  })

  it('hands on a game that breaks a rule so the import refuses it alone', () => {
    const broken = { ...fixture('game-won').log, id: 'broken', hands: [{ nonsense: true }] }
    const reading = readBackup(
      makeBackup([broken, fixture('void-hand').log, 42 as unknown as object], now),
    )
    if (!reading.ok) throw new Error('refused')
    const plan = planImport([], reading.files)
    expect(plan.map((item) => item.kind)).toEqual(['refused', 'new', 'refused'])
  })

  it('reads an empty backup as no games', () => {
    expect(readBackup(makeBackup([], now))).toEqual({
      ok: true,
      createdAt: now.toISOString(),
      files: [],
    })
  })

  it('refuses random bytes', () => {
    const bytes = Array.from({ length: 512 }, (_, index) => (index * 7919 + 13) % 256)
    const text = new TextDecoder('utf-8').decode(new Uint8Array(bytes))
    expect(problemsOf(text)[0]).toMatchObject({ rule: 'backup.json', severity: 'error' })
  })

  it('refuses a truncated backup', () => {
    const text = makeBackup(logs, now)
    expect(problemsOf(text.slice(0, text.length / 2))[0]).toMatchObject({
      rule: 'backup.json',
      messageKey: 'backup.problem.notJson',
    })
  })

  it('refuses a game whose hand names a card twice, rather than keep one silently', () => {
    const text = makeBackup(logs, now).replace(
      '"evidence": {',
      '"evidence": {"poole": 1, "poole": 2,',
    )
    expect(problemsOf(text)).toEqual([
      {
        path: expect.stringMatching(/^games\[\d+\]\.hands\[\d+\]\.areas\.\w+\.evidence\.poole$/),
        rule: 'log.duplicate-key',
        messageKey: 'problems.log.duplicate-key',
        params: { key: 'poole' },
        severity: 'error',
      },
    ])
  })

  it('refuses another format, a game log included', () => {
    const wrong = JSON.stringify({ format: 'casebook/other', version: 1, games: [] })
    expect(problemsOf(wrong)[0]).toMatchObject({ messageKey: 'backup.problem.wrongFormat' })
    expect(problemsOf(fixture('game-won').text)[0]).toMatchObject({ rule: 'backup.format' })
    expect(problemsOf('[]')[0]).toMatchObject({ rule: 'backup.format' })
    expect(problemsOf('null')[0]).toMatchObject({ rule: 'backup.format' })
  })

  it('refuses a newer version, or none', () => {
    const newer = JSON.stringify({ format: backupFormat, version: 2, games: [] })
    expect(problemsOf(newer)[0]).toMatchObject({
      rule: 'backup.version',
      messageKey: 'backup.problem.newerVersion',
      params: { version: 2, supported: 1 },
    })
    const none = JSON.stringify({ format: backupFormat, games: [] })
    expect(problemsOf(none)[0]).toMatchObject({ messageKey: 'backup.problem.badVersion' })
  })

  it('refuses games that are not a list', () => {
    for (const games of [{}, 'games', null, undefined]) {
      const text = JSON.stringify({ format: backupFormat, version: 1, games })
      expect(problemsOf(text)[0]).toMatchObject({ rule: 'backup.games' })
    }
  })

  it('refuses a backup over 50 MB without parsing it', () => {
    const text = ' '.repeat(maxBackupBytes + 1)
    expect(problemsOf(text)[0]).toMatchObject({
      rule: 'backup.size',
      params: { size: '50.0', limit: '50.0' },
    })
  })

  it('never throws', () => {
    expect(readBackup(undefined as unknown as string).ok).toBe(false)
  })
})
