import { parseGameLog } from '../../../src/engine'
import {
  isMysteryRummyLog,
  type MysteryRummyLog,
} from '../../../src/games/mystery-rummy-jekyll-hyde/engine'

// The golden game logs, read as text the way a file is opened.
const files = import.meta.glob<string>('../../games/mystery-rummy-jekyll-hyde/fixtures/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
})

export interface Fixture {
  name: string
  text: string
  log: MysteryRummyLog
}

/** Every fixture game log (not the expected scores), parsed. */
export const fixtures: Fixture[] = Object.entries(files)
  .filter(([path]) => !path.endsWith('.expected.json'))
  .map(([path, text]) => {
    const read = parseGameLog(text)
    if (!read.ok || !isMysteryRummyLog(read.log)) throw new Error(`fixture ${path} does not parse`)
    return { name: path.split('/').pop() ?? path, text, log: read.log }
  })

export function fixture(name: string): Fixture {
  const found = fixtures.find((candidate) => candidate.name === `${name}.json`)
  if (!found) throw new Error(`no fixture ${name}`)
  return found
}
