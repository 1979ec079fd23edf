import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkGameLog, scoreJsonOf } from '../../../../src/engine'

const folder = join(import.meta.dirname, '../fixtures')
const fixtures = readdirSync(folder)
  .filter((file) => file.endsWith('.json') && !file.endsWith('.expected.json'))
  .map((file) => file.replace(/\.json$/, ''))

/** Every worked example and case of the spec, with what `score --json` prints worked out by hand. */
describe.each(fixtures)('golden game log %s', (name) => {
  it('validates and prints exactly the expected score --json, key order included', () => {
    const checked = checkGameLog(readFileSync(join(folder, `${name}.json`), 'utf8'))
    if (!checked.ok) expect.fail(JSON.stringify(checked.problems))
    const expected = readFileSync(join(folder, `${name}.expected.json`), 'utf8')
    const printed = scoreJsonOf(checked.log, checked.score)
    expect(JSON.parse(JSON.stringify(printed))).toEqual(JSON.parse(expected))
    expect(JSON.stringify(printed)).toBe(JSON.stringify(JSON.parse(expected)))
  })
})
