import { execFileSync } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { gameIds } from '../../src/engine/games'
import { root } from '../cli/support'
import { sourceFiles } from './source-files'

/** The files outside the games' own folders that may name a game: the registries, one per layer. */
const registries = [
  'src/engine/games.ts',
  'src/shared/games/registry.ts',
  'src/renderer/src/games/game-apps.ts',
]

/** Every file under `src/` (but `src/games/<id>/`) whose text holds a game id, relative to `at`. */
function filesNamingAGame(at: string, ids: readonly string[]): string[] {
  return sourceFiles(join(at, 'src'))
    .map((file) => relative(at, file))
    .filter((file) => !ids.some((id) => file.startsWith(`src/games/${id}/`)))
    .filter((file) => ids.some((id) => readFileSync(join(at, file), 'utf8').includes(id)))
    .sort()
}

describe('a game is one folder tree', () => {
  it('is named outside its folder by the registries only', () => {
    expect(filesNamingAGame(root, gameIds)).toEqual([...registries].sort())
  })

  it('would be caught if a core file named a game, and not for a game naming itself', () => {
    const at = mkdtempSync(join(tmpdir(), 'casebook-names-'))
    const [id = ''] = gameIds
    mkdirSync(join(at, 'src/shared'), { recursive: true })
    mkdirSync(join(at, 'src/games', id), { recursive: true })
    writeFileSync(join(at, 'src/shared/quirk.ts'), `export const flagship = '${id}'\n`)
    writeFileSync(join(at, 'src/games', id, 'own.ts'), `export const id = '${id}'\n`)
    expect(filesNamingAGame(at, gameIds)).toEqual(['src/shared/quirk.ts'])
    rmSync(at, { recursive: true })
  })
})

/**
 * Every path under `tests/` (but `tests/games/` and the end-to-end specs, which Playwright reads
 * from one folder) whose name holds a game id, relative to `at`.
 */
function testPathsNamingAGame(at: string, ids: readonly string[]): string[] {
  return readdirSync(join(at, 'tests'), { recursive: true, encoding: 'utf8' })
    .map((path) => ['tests', ...path.split(sep)].join('/'))
    .filter((path) => !path.startsWith('tests/games/') && !path.startsWith('tests/e2e/'))
    .filter((path) => ids.some((id) => path.includes(id)))
    .sort()
}

describe("a game's tests and fixtures", () => {
  it('sit in tests/games/<id>/, one folder per registered game', () => {
    expect(readdirSync(join(root, 'tests/games')).sort()).toEqual([...gameIds].sort())
    expect(testPathsNamingAGame(root, gameIds)).toEqual([])
  })

  it('would be caught in a folder of their own elsewhere, and not in theirs or in e2e', () => {
    const at = mkdtempSync(join(tmpdir(), 'casebook-tests-'))
    const [id = ''] = gameIds
    for (const folder of [`tests/games/${id}/engine`, `tests/engine/${id}`, 'tests/e2e'])
      mkdirSync(join(at, folder), { recursive: true })
    for (const file of [
      `tests/games/${id}/engine/scoring.test.ts`,
      `tests/engine/${id}/scoring.test.ts`,
      `tests/e2e/${id}-game.spec.ts`,
    ])
      writeFileSync(join(at, file), '')
    expect(testPathsNamingAGame(at, gameIds)).toEqual([
      `tests/engine/${id}`,
      `tests/engine/${id}/scoring.test.ts`,
    ])
    rmSync(at, { recursive: true })
  })
})

describe('a fifth game', () => {
  const copy = copyOfSources()
  afterAll(() => rmSync(copy, { recursive: true, force: true }))

  // A copy of Jekyll vs. Hyde's folder under a new id stands for a new game: whole, typed, real.
  const model = 'jekyll-vs-hyde'
  const stub = 'stub-game'
  const renamed = (text: string) =>
    text.replaceAll(model, stub).replaceAll('jekyllVsHyde', 'stubGame')
  cpSync(join(copy, 'src/games', model), join(copy, 'src/games', stub), { recursive: true })
  for (const file of sourceFiles(join(copy, 'src/games', stub)))
    writeFileSync(file, renamed(readFileSync(file, 'utf8')))

  /** Adds the stub's line (and its import) beside the model's in each list of one registry. */
  function register(registry: string): void {
    const path = join(copy, registry)
    const text = readFileSync(path, 'utf8')
    const withImports = text.replace(/^import .*\n/gm, (line) =>
      line.includes(`/${model}/`) ? line + renamed(line) : line,
    )
    const entry = new RegExp(`^\\s*'${model}':[\\s\\S]*?,\\n(?=\\s*('|\\}))`, 'gm')
    writeFileSync(
      path,
      withImports.replace(entry, (line) => line + renamed(line)),
    )
  }

  it('type-checks with its folder and one line in each registry, and nothing else', () => {
    for (const registry of registries) register(registry)
    expect(filesNamingAGame(copy, [...gameIds, stub])).toEqual([...registries].sort())
    expect(typeCheck(copy)).toBe('')
  }, 240_000)

  it('does not type-check when its screens are missing from the app registry', () => {
    const apps = join(copy, 'src/renderer/src/games/game-apps.ts')
    const text = readFileSync(apps, 'utf8')
    writeFileSync(apps, text.replace(new RegExp(`^\\s*'${stub}': .*\\n`, 'm'), ''))
    expect(typeCheck(copy)).toMatch(/game-apps\.ts.*stub-game/s)
  }, 240_000)
})

/** The sources and the type-checking configuration, in a temporary folder. */
function copyOfSources(): string {
  const copy = mkdtempSync(join(tmpdir(), 'casebook-games-'))
  cpSync(join(root, 'src'), join(copy, 'src'), { recursive: true })
  for (const config of ['tsconfig.base.json', 'tsconfig.engine.json', 'tsconfig.node.json'])
    cpSync(join(root, config), join(copy, config))
  cpSync(join(root, 'tsconfig.web.json'), join(copy, 'tsconfig.web.json'))
  cpSync(join(root, 'package.json'), join(copy, 'package.json'))
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'))
  return copy
}

/** What `vue-tsc --build` says of the copy's engine, node and web projects ('' when it passes). */
function typeCheck(copy: string): string {
  try {
    execFileSync(
      join(root, 'node_modules/.bin/vue-tsc'),
      ['--build', 'tsconfig.node.json', 'tsconfig.web.json'],
      { cwd: copy, encoding: 'utf8', stdio: 'pipe' },
    )
    return ''
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error)
  }
}
