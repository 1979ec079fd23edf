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

describe('a value nested deeper than a game log needs', () => {
  const deep = (depth: number, inner: string) => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`
  // An escaped character (é) makes the engine search every key for reserved ones.
  const withField = (text: string) =>
    `${JSON.stringify(gameLog([])).slice(0, -1)}, "extra": ["caf\\u00e9", ${text}]}`
  // The log is level 1, "extra" level 2, its second item level 3: 62 arrays fill levels 3 to 64.
  const deepestRead = 62

  it('is read up to 64 levels, refused from the 65th, where that level stands', () => {
    expect(parseGameLog(withField(deep(deepestRead, '1'))).ok).toBe(true)
    expect(parseGameLog(withField(deep(deepestRead, '{}'))).ok).toBe(false)
    expect(parseGameLog(withField(deep(deepestRead + 1, '1')))).toEqual({
      ok: false,
      problems: [
        {
          path: `extra[1]${'[0]'.repeat(deepestRead)}`,
          rule: 'log.nesting-depth',
          messageKey: 'problems.log.too-deep',
          params: { limit: 64 },
          severity: 'error',
        },
      ],
    })
  })

  it('is refused without running out of stack, even 10,000 levels deep', () => {
    const found = parseGameLog(withField(deep(10_000, '{"__proto__": 1}')))
    expect(!found.ok && found.problems.map((problem) => problem.rule)).toEqual([
      'log.nesting-depth',
    ])
    expect(!found.ok && found.problems[0]!.path).toBe(`extra[1]${'[0]'.repeat(deepestRead)}`)
  })

  it('still has a reserved key found where it is, within the depth', () => {
    const found = parseGameLog(withField(deep(deepestRead - 1, '{"__proto__": 1}')))
    expect(!found.ok && found.problems.map((problem) => problem.rule)).toEqual(['log.reserved-key'])
    expect(!found.ok && found.problems[0]!.path).toBe(
      `extra[1]${'[0]'.repeat(deepestRead - 1)}.__proto__`,
    )
  })

  it('still has a key written twice found first when it comes before the deep value', () => {
    const text = withField(`{"a": 1, "a": 2}, ${deep(10_000, '1')}`)
    const found = parseGameLog(text)
    expect(!found.ok && found.problems.map((problem) => problem.rule)).toEqual([
      'log.duplicate-key',
    ])
  })
})
