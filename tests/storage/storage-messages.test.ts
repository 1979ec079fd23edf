import { describe, expect, it } from 'vitest'
import { createCasebookI18n, supportedLocales } from '../../src/shared/i18n'

/** Every key the stores answer with, the params they give it, and which of those a player sees. */
const storageProblems: [string, Record<string, string>, string[]][] = [
  ['storage.failure.disk-full', {}, []],
  ['storage.failure.write-failed', { detail: 'EACCES' }, ['EACCES']],
  ['storage.failure.not-found', { id: 'friday' }, []],
  ['storage.failure.invalid-id', { id: '../friday' }, ['../friday']],
  ['storage.damaged.unreadable', { detail: 'EACCES' }, ['EACCES']],
  ['storage.damaged.bad-name', {}, []],
  ['storage.damaged.not-a-file', {}, []],
  [
    'storage.damaged.set-aside',
    { name: 'friday.json', setAsideAs: 'friday.json.2026' },
    ['friday.json', 'friday.json.2026'],
  ],
]

describe.each(supportedLocales)('the storage messages in %s', (locale) => {
  const { t, te } = createCasebookI18n(locale).global

  it.each(storageProblems)('has %s, with its params filled in', (key, params, shown) => {
    expect(te(key, locale)).toBe(true)
    const text = t(key, params)
    expect(text).not.toMatch(/[{}]/)
    for (const value of shown) expect(text).toContain(value)
  })
})

it('tells a player with a full disk that the hand is kept on screen', () => {
  expect(createCasebookI18n('en').global.t('storage.failure.disk-full')).toBe(
    'The disk is full: this hand is not saved yet. Free some space; Casebook keeps it on screen until it can save it.',
  )
})
