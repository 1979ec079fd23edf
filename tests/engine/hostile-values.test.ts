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
