import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkGameLog,
  firstDuplicateKey,
  parseGameLog,
  readGameLog,
  scoreGameLog,
  validateGameLog,
} from '../../src/engine'
import { mutatedGameText } from '../support/arbitraries'
import { gameLog } from '../support/game-logs'

/** Whatever a file holds, each step answers with a result; none throws. */
function readAll(text: string): string {
  const read = parseGameLog(text)
  if (!read.ok) return 'refused'
  const problems = validateGameLog(read.log)
  const checked = checkGameLog(text)
  if (checked.ok) scoreGameLog(checked.log)
  return problems.some((problem) => problem.severity === 'error') ? 'invalid' : 'valid'
}

describe('any JSON value in any field of a game log', () => {
  it('is read, validated and scored without anything thrown', () => {
    fc.assert(
      fc.property(mutatedGameText, (text) => {
        expect(['refused', 'invalid', 'valid']).toContain(readAll(text))
      }),
      { numRuns: 400 },
    )
  })

  it('gets the same answer read from its text and from the value a store kept', () => {
    fc.assert(
      fc.property(mutatedGameText, (text) => {
        // A key added twice is only visible in the text; a stored value cannot hold it.
        fc.pre(firstDuplicateKey(text) === null)
        const fromText = parseGameLog(text)
        const fromValue = readGameLog(JSON.parse(text))
        expect(fromValue).toEqual(fromText)
      }),
      { numRuns: 100 },
    )
  })
})

describe('a value nested thousands of levels deep', () => {
  const deep = (depth: number, inner: string) => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`
  // An escaped character (é) makes the engine search every key for reserved ones.
  const withField = (text: string) =>
    `${JSON.stringify(gameLog([])).slice(0, -1)}, "extra": ["caf\\u00e9", ${text}]}`

  it('is searched for reserved keys without running out of stack, and found where it is', () => {
    const found = parseGameLog(withField(deep(10_000, '{"__proto__": 1}')))
    expect(found.ok).toBe(false)
    expect(!found.ok && found.problems.map((problem) => problem.rule)).toEqual(['log.reserved-key'])
    expect(!found.ok && found.problems[0]!.path).toBe(`extra[1]${'[0]'.repeat(10_000)}.__proto__`)
    expect(parseGameLog(withField(deep(10_000, '1'))).ok).toBe(true)
  })
})
