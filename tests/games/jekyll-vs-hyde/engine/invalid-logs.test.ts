import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkGameLog } from '../../../../src/engine'
import { loadGameCatalogs } from '../../../../src/shared/games/catalogs'
import { messages, supportedLocales } from '../../../../src/shared/i18n'

const gameCatalogs = await loadGameCatalogs()

const folder = join(import.meta.dirname, '../fixtures/invalid')
const fixtures = readdirSync(folder)
  .filter((file) => file.endsWith('.json') && !file.endsWith('.expected.json'))
  .map((file) => file.replace(/\.json$/, ''))

function lookUp(tree: unknown, key: string): unknown {
  let node = tree
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

/** One log per rule of the spec's Validation table: refused with exactly that rule, there. */
describe.each(fixtures)('invalid log %s', (name) => {
  const checked = checkGameLog(readFileSync(join(folder, `${name}.json`), 'utf8'))

  it('is refused with exactly the expected rule and path', () => {
    expect(checked.ok).toBe(false)
    const expected = JSON.parse(readFileSync(join(folder, `${name}.expected.json`), 'utf8'))
    const problems = checked.ok ? [] : checked.problems
    expect(problems.map(({ path, rule }) => ({ path, rule }))).toEqual(expected)
  })

  it('has a message in both languages that its parameters fill', () => {
    const problems = checked.ok ? [] : checked.problems
    for (const locale of supportedLocales) {
      const catalog = Object.assign(
        {},
        messages[locale],
        ...gameCatalogs.map((part) => part[locale]),
      )
      for (const problem of problems) {
        const message = lookUp(catalog, problem.messageKey)
        expect(typeof message, `${locale} ${problem.messageKey}`).toBe('string')
        const named = [...(message as string).matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)
        const given = [...Object.keys(problem.params), 'dePlayer']
        expect(named.filter((param) => !given.includes(param))).toEqual([])
      }
    }
  })
})
