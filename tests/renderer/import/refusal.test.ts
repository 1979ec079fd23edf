// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { serialiseGameLog } from '../../../src/engine'
import { readBackup } from '../../../src/renderer/src/backup/backup'
import { maxImportBytes, planImport, type ImportFile } from '../../../src/renderer/src/import/plan'
import { backupRefusal, logRefusal } from '../../../src/renderer/src/import/refusal'
import { openedFile } from '../../../src/shared/opened-file'
import { createCasebookI18n } from '../../../src/shared/i18n'
import { fixture } from './fixtures'

/** What planning the import of one file refuses it for. */
function refusalOf(file: ImportFile) {
  const [item] = planImport([], [file])
  if (item?.kind !== 'refused') throw new Error(`not refused: ${item?.kind}`)
  return logRefusal(item.problems)
}

const text = (name: string, body: string): ImportFile => ({ name, text: body })
const won = () => structuredClone(fixture('game-won').log)

describe('why a game-log file was refused, in a player’s terms', () => {
  it('tells text that is not JSON from JSON that is not a game log', () => {
    expect(refusalOf(text('notes.txt', 'Ada 52, Bram 0')).kind).toBe('notJson')
    expect(refusalOf(text('list.json', '[1, 2, 3]')).kind).toBe('notOurs')
    expect(refusalOf(text('other.json', '{"format": "something-else"}')).kind).toBe('notOurs')
  })

  it('says which encoding a file that is not UTF-8 is in', () => {
    const latin1 = Uint8Array.from('{"title": "Soirée"}', (c) => c.charCodeAt(0))
    expect(refusalOf(openedFile('latin1.json', latin1)).kind).toBe('encodingOther')
    const utf16 = new Uint8Array([0xff, 0xfe, 0x7b, 0, 0x7d, 0])
    expect(refusalOf(openedFile('utf16.json', utf16)).kind).toBe('encodingUtf16')
  })

  it('says a newer Casebook wrote it, or that the game is unknown, with what was found', () => {
    const newer = { ...won(), version: 7 }
    expect(refusalOf(text('newer.json', JSON.stringify(newer))).kind).toBe('newerVersion')
    const bridge = refusalOf(text('bridge.json', JSON.stringify({ ...won(), game: 'bridge' })))
    expect(bridge.kind).toBe('unknownGame')
    expect(bridge.params.found).toBe('bridge')
  })

  it('says a file is too large, or could not be read', () => {
    const big = refusalOf({ name: 'big.json', size: maxImportBytes + 1 })
    expect(big.kind).toBe('tooLarge')
    expect(big.params).toMatchObject({ size: '10.0', limit: '10.0' })
    expect(refusalOf({ name: 'gone.json', size: 10, error: 'NotFoundError' }).kind).toBe(
      'unreadable',
    )
  })

  it('puts the problems first for a game log that breaks rules, counting the errors', () => {
    const log = won()
    log.hands[0]!.ending = { type: 'went-out', player: 'nobody' }
    log.hands[1]!.ending = { type: 'went-out', player: 'nobody' }
    const refusal = refusalOf(text('bad.json', serialiseGameLog(log)))
    expect(refusal.kind).toBe('broken')
    expect(refusal.problemsFirst).toBe(true)
    expect(refusal.params.count).toBeGreaterThanOrEqual(2)
    expect(refusalOf(text('notes.txt', 'x')).problemsFirst).toBe(false)
  })
})

describe('why a backup file was refused', () => {
  function backupKind(body: string) {
    const reading = readBackup(body)
    if (reading.ok) throw new Error('read')
    return backupRefusal(reading.problems).kind
  }

  it('tells a file that is not JSON, a file that is not a backup, and a damaged backup apart', () => {
    expect(backupKind('Ada 52')).toBe('notJson')
    expect(backupKind(serialiseGameLog(won()))).toBe('notOurs')
    expect(backupKind('{"format": "casebook/library-backup", "version": 1}')).toBe('broken')
    expect(backupKind('{"format": "casebook/library-backup", "version": 9, "games": []}')).toBe(
      'newerVersion',
    )
  })
})

describe('the sentences', () => {
  const kinds = [
    'notJson',
    'notOurs',
    'encodingUtf16',
    'encodingOther',
    'newerVersion',
    'otherVersion',
    'unknownGame',
    'tooLarge',
    'unreadable',
    'unexpected',
    'broken',
  ] as const

  it.each(['en', 'fr'] as const)('exist for every kind, name the file, in %s', (locale) => {
    const { t, te } = createCasebookI18n(locale).global
    // A backup file is never of an unknown version or game as a whole: it is damaged.
    const backupKinds = kinds.filter((kind) => kind !== 'otherVersion' && kind !== 'unknownGame')
    const keys = [
      ...kinds.map((kind) => `import.dialog.refusal.${kind}`),
      ...backupKinds.map((kind) => `backup.refusal.${kind}`),
    ]
    for (const key of keys) {
      expect(te(key), key).toBe(true)
      expect(t(key, { name: 'notes.txt', count: 1 }), key).toContain('notes.txt')
    }
  })

  it.each(['en', 'fr'] as const)('name the buttons as they are labelled, in %s', (locale) => {
    const { t } = createCasebookI18n(locale).global
    const notABackup = t('backup.refusal.notOurs', { name: 'x' })
    expect(notABackup).toContain(t('backup.create'))
    expect(notABackup).toContain(t('import.open'))
  })
})
