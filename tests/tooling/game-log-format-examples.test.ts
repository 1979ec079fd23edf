import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkGameLog, knownGames } from '../../src/engine'
import { casebook, root, tempFile } from '../cli/support'
import { jsonExamples, type JsonExample } from './markdown'

/**
 * docs/game-log-format.md is what other programs rely on: every ```json block in it is a game log
 * the engine accepts, or what `casebook score --json` / `validate --json` prints for the log just
 * above it, so the page cannot drift from the engine.
 */
const page = readFileSync(join(root, 'docs/game-log-format.md'), 'utf8')
const examples = jsonExamples(page)

type Kind = 'log' | 'score' | 'validation'

function kindOf(example: JsonExample): Kind {
  const value = example.value as Record<string, unknown>
  if (value.format === 'casebook/game-log') return 'log'
  if ('valid' in value) return 'validation'
  if ('game' in value && 'hands' in value) return 'score'
  throw new Error(`The json block at line ${example.line} is neither a log nor a command's output`)
}

/** Each log with the command output that follows it before the next log, if any. */
const logs = examples.flatMap((example, index) => {
  if (kindOf(example) !== 'log') return []
  const next = examples[index + 1]
  const output = next && kindOf(next) !== 'log' ? next : null
  return [{ log: example, output }]
})

async function commandOutput(log: JsonExample, command: 'score' | 'validate'): Promise<unknown> {
  const file = tempFile('example.json', log.text)
  const outcome = await casebook([command, file, '--json'])
  return JSON.parse(outcome.stdout)
}

describe('docs/game-log-format.md', () => {
  it('holds only JSON blocks that parse, each a log or the output that follows a log', () => {
    expect(examples.length).toBeGreaterThan(0)
    const kinds = examples.map(kindOf)
    kinds.forEach((kind, index) => {
      if (kind !== 'log')
        expect(kinds[index - 1], `block at line ${examples[index]?.line}`).toBe('log')
    })
  })

  it('gives at least one example log, with its `score --json` output, for every game', () => {
    const scored = logs.filter(({ output }) => output && kindOf(output) === 'score')
    const games = scored.map(({ log }) => (log.value as { game: string }).game)
    expect(new Set(games)).toEqual(new Set(knownGames))
  })

  it.each(logs.map((entry) => [entry.log.line, entry] as const))(
    'the log at line %i is what the engine and the command say it is',
    async (_line, { log, output }) => {
      const checked = checkGameLog(log.text)
      if (output && kindOf(output) === 'validation') {
        expect(checked.ok).toBe(false)
        expect(await commandOutput(log, 'validate')).toEqual(output.value)
        return
      }
      expect(checked).toMatchObject({ ok: true, warnings: [] })
      if (output) expect(await commandOutput(log, 'score')).toEqual(output.value)
    },
  )
})
