// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { errorsOf, parseGameLog, serialiseGameLog, validateGameLog } from '../../../src/engine'
import {
  maxImportBytes,
  planImport,
  type ImportFile,
  type ImportPlanItem,
} from '../../../src/renderer/src/import/plan'
import { isStorableGameId } from '../../../src/shared/storage'
import { fixtures } from './fixtures'

const markup = fc.constantFrom(
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '{name} @ $ | {0}',
  '"; DROP TABLE games; --',
  '\u0000\uFFFF\uD800',
)

/** A fixture with one value somewhere replaced by something of the wrong type or size. */
const tampered = fc
  .record({
    fixture: fc.constantFrom(...fixtures),
    field: fc.constantFrom('id', 'title', 'players', 'hands', 'rules', 'version', 'format', 'game'),
    value: fc.oneof(
      fc.jsonValue(),
      markup,
      fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, -0),
    ),
  })
  .map(({ fixture, field, value }) => ({ ...fixture.log, [field]: value }))

const names = fc.oneof(fc.string(), markup)

const files: fc.Arbitrary<ImportFile> = fc.oneof(
  fc.record({ name: names, text: fc.jsonValue().map((value) => JSON.stringify(value) ?? '') }),
  fc.record({ name: names, text: fc.string() }),
  fc.record({
    name: names,
    text: fc
      .tuple(fc.constantFrom(...fixtures), fc.nat())
      .map(([fixture, cut]) => fixture.text.slice(0, cut % fixture.text.length)),
  }),
  fc.record({ name: names, text: tampered.map((log) => serialiseGameLog(log)) }),
  fc.record({
    name: names,
    text: fc.tuple(fc.constantFrom(...fixtures), markup).map(([fixture, name]) =>
      serialiseGameLog({
        ...fixture.log,
        title: name,
        players: fixture.log.players.map((player) => ({ ...player, name })),
      }),
    ),
  }),
)

/** What the engine itself says of a file's text: is it a valid game log? */
function isValid(text: string): boolean {
  const read = parseGameLog(text)
  return read.ok && errorsOf(validateGameLog(read.log)).length === 0
}

function checkItem(item: ImportPlanItem, file: ImportFile) {
  expect(item.name).toBe(file.name)
  const text = 'text' in file ? file.text : null
  if (text === null || !isValid(text)) {
    expect(item.kind).toBe('refused')
    expect(item.kind === 'refused' && item.problems.length).toBeGreaterThan(0)
  }
  if (item.kind !== 'refused') expect(isStorableGameId(item.log.id)).toBe(true)
}

describe('planning an import, whatever the files', () => {
  it('never throws, and refuses every invalid file with at least one problem', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { maxLength: 3 }),
        fc.array(files, { maxLength: 4 }),
        (ids, chosen) => {
          const items = planImport(ids, chosen)
          expect(items).toHaveLength(chosen.length)
          items.forEach((item, index) => checkItem(item, chosen[index]!))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('never throws on values that are not files at all', () => {
    const junk = [null, undefined, 42, 'text', {}, { name: 1, text: 2 }, [null]]
    for (const value of junk) {
      expect(() => planImport([], [value] as unknown as ImportFile[])).not.toThrow()
      expect(() => planImport([], value as unknown as ImportFile[])).not.toThrow()
    }
    const items = planImport([], [null, { name: 1, text: 2 }] as unknown as ImportFile[])
    expect(items.map((item) => item.kind)).toEqual(['refused', 'refused'])
  })

  it('refuses a text over 10 MB, even a valid log padded out', () => {
    const padded = fixtures[0]!.text + ' '.repeat(maxImportBytes)
    const [item] = planImport([], [{ name: 'padded.json', text: padded }])
    expect(item?.kind).toBe('refused')
  })
})
