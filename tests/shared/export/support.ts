import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkGameLog, serialiseGameLog, type GameLog, type GameScore } from '../../../src/engine'
import type { Translator } from '../../../src/shared/explain'
import { createCasebookI18n, type Locale } from '../../../src/shared/i18n'
import { loadGameCatalogs } from '../../../src/shared/games/catalogs'

const gameCatalogs = await loadGameCatalogs()

const logs = join(import.meta.dirname, '../../games/mystery-rummy-jekyll-hyde/fixtures')

/** The name of every golden game log (without `.json`). */
export const fixtureNames = readdirSync(logs)
  .filter((file) => file.endsWith('.json') && !file.endsWith('.expected.json'))
  .map((file) => file.replace(/\.json$/, ''))

export function fixtureText(name: string): string {
  return readFileSync(join(logs, `${name}.json`), 'utf8')
}

/** An expected export, written by hand, byte for byte (BOM and CRLF included). */
export function expectedExport(file: string): string {
  return readFileSync(join(logs, 'exports', file), 'utf8')
}

/** The real catalog with every game's words, as the CLI and the app's game page use it. */
export function translator(locale: Locale): Translator {
  const { t, te } = createCasebookI18n(locale, ...gameCatalogs).global
  return { t: (key, named) => (named ? t(key, named) : t(key)), te: (key) => te(key) }
}

export interface Scored {
  log: GameLog
  score: GameScore
}

/** Reads, validates and scores a log's text; fails the test on an invalid log. */
export function scored(text: string): Scored {
  const checked = checkGameLog(text)
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems))
  return { log: checked.log, score: checked.score }
}

export function scoredFixture(name: string): Scored {
  return scored(fixtureText(name))
}

/** A golden game with its two players renamed: names are data, whatever they hold. */
export function withNames(name: string, first: string, second: string): Scored {
  const log = JSON.parse(fixtureText(name)) as GameLog
  const [a, b] = log.players
  if (!a || !b) throw new Error(`${name} has no two players`)
  a.name = first
  b.name = second
  return scored(serialiseGameLog(log))
}

/**
 * A strict RFC 4180 reader, for checking what a spreadsheet will see: records end with CRLF,
 * quoted fields may hold commas, CR, LF and doubled quotes, and nothing else is tolerated.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let index = 0
  let atFieldStart = true
  while (index < text.length) {
    const char = text[index]
    if (atFieldStart && char === '"') {
      index += 1
      for (;;) {
        if (index >= text.length) throw new Error('unterminated quoted field')
        if (text[index] === '"') {
          if (text[index + 1] === '"') {
            field += '"'
            index += 2
            continue
          }
          index += 1
          break
        }
        field += text[index]
        index += 1
      }
      atFieldStart = false
      const next = text[index]
      if (next !== ',' && next !== '\r' && next !== undefined) {
        throw new Error(`text after a closing quote at ${index}`)
      }
      continue
    }
    if (char === ',') {
      record.push(field)
      field = ''
      atFieldStart = true
      index += 1
    } else if (char === '\r') {
      if (text[index + 1] !== '\n') throw new Error(`bare CR at ${index}`)
      record.push(field)
      records.push(record)
      record = []
      field = ''
      atFieldStart = true
      index += 2
    } else if (char === '\n' || char === '"') {
      throw new Error(`unquoted ${JSON.stringify(char)} at ${index}`)
    } else {
      field += char
      atFieldStart = false
      index += 1
    }
  }
  if (!atFieldStart || field !== '' || record.length > 0) throw new Error('last record has no CRLF')
  return records
}
