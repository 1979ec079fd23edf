import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCycles, importGraph } from './import-graph'

const root = resolve(import.meta.dirname, '../..')

describe('imports in src/', () => {
  it('form no cycle: every module can run after the ones it needs', () => {
    expect(importCycles(importGraph(resolve(root, 'src')), root)).toEqual([])
  })

  it('are seen, so a cycle would be found: the engine facade reads its core', () => {
    const graph = importGraph(resolve(root, 'src'))
    expect(graph.get(resolve(root, 'src/engine/index.ts'))).toContain(
      resolve(root, 'src/engine/core/read-log.ts'),
    )
  })

  it('finds a cycle of two modules, and one through a third', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/a.ts']],
      ['/c.ts', ['/d.ts']],
      ['/d.ts', ['/e.ts']],
      ['/e.ts', ['/c.ts']],
    ])
    expect(importCycles(graph, '/')).toEqual([
      ['a.ts', 'b.ts', 'a.ts'],
      ['c.ts', 'd.ts', 'e.ts', 'c.ts'],
    ])
  })
})
