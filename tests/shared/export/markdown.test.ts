import { describe, expect, it } from 'vitest'
import * as markdownPlugin from 'prettier/plugins/markdown'
import type { ParserOptions } from 'prettier'
import { exportMarkdown, markdownText } from '../../../src/shared/export'
import { expectedExport, scoredFixture, translator, withNames } from './support'

/** A Markdown syntax tree (mdast), read with the CommonMark + GFM parser Prettier ships. */
interface MdNode {
  type: string
  value?: string
  depth?: number
  children?: MdNode[]
}

async function parseMarkdown(text: string): Promise<MdNode> {
  return (await markdownPlugin.parsers.markdown.parse(text, {} as ParserOptions)) as MdNode
}

function nodes(tree: MdNode): MdNode[] {
  return [tree, ...(tree.children ?? []).flatMap(nodes)]
}

function textOf(node: MdNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? ''
  return (node.children ?? []).map(textOf).join('')
}

describe('the Markdown score sheet', () => {
  it.each([
    ['game-tie-at-target', 'en'],
    ['game-tie-at-target', 'fr'],
    ['rulebook-transformation-on-opponent-meld', 'en'],
    ['rulebook-transformation-on-opponent-meld', 'fr'],
  ] as const)('matches the sheet written by hand for %s (%s)', (name, locale) => {
    const { log, score } = scoredFixture(name)
    expect(exportMarkdown(log, score, translator(locale))).toBe(
      expectedExport(`${name}.${locale}.md`),
    )
  })

  it('has the title, the sheet, a breakdown table per player and hand, then the result', async () => {
    const { log, score } = scoredFixture('game-tie-at-target')
    const tree = await parseMarkdown(exportMarkdown(log, score, translator('en')))
    const headings = nodes(tree).filter((node) => node.type === 'heading')
    expect(headings.map((node) => [node.depth, textOf(node)])).toEqual([
      [1, 'A whole game: tied at 100, settled by more hands'],
      [2, 'Score sheet'],
      [2, 'Hand by hand'],
      [3, 'Hand 1 · Dr. Jekyll up · Ada went out · dealt by Bram'],
      [3, 'Hand 2 · Mr. Hyde up · Bram went out · dealt by Ada'],
      [3, 'Hand 3 · Dr. Jekyll up · Ada went out · dealt by Bram'],
      [3, 'Hand 4 · Mr. Hyde up · Void: the Case File ran out twice · dealt by Ada'],
      [3, 'Hand 5 · Dr. Jekyll up · Bram went out · dealt by Bram'],
      [2, 'Result'],
    ])
    const tables = nodes(tree).filter((node) => node.type === 'table')
    expect(tables).toHaveLength(1 + 5 * 2)
    expect(tables[0]?.children).toHaveLength(1 + 5)
  })

  it('lists the card values that differ from the defaults, and a game with no hand', () => {
    const custom = scoredFixture('custom-card-values')
    expect(exportMarkdown(custom.log, custom.score, translator('en'))).toContain(
      "- **Card values**: Mr. Utterson 3 (default 2), Poole the Butler 4 (default 2), Dr. Lanyon's Story 1 (default 2)\n",
    )
    const { log, score } = withNames('game-won', 'Ada', 'Bram')
    const empty = { ...log, hands: [] }
    const text = exportMarkdown(
      empty,
      { ...score, hands: [], totals: { ada: 0, bram: 0 }, status: 'in-progress', winner: null },
      translator('fr'),
    )
    expect(text).toContain('Aucune manche jouée pour le moment.')
    expect(text).not.toContain('|')
    expect(text).toContain('- **État de la partie**\u00a0: En cours\n')
  })

  it('shows a negative score with a real minus sign', () => {
    const { log, score } = scoredFixture('left-in-hand-points-total')
    const text = exportMarkdown(log, score, translator('en'))
    expect(text).toContain('Totals after hand 1: Ada 46 · Bram \u221213')
    expect(text).toMatch(/\| \*\*Hand score\*\* +\| \*\*\u221213\*\* \|/)
  })
})

describe('names in the Markdown score sheet', () => {
  it('keep the columns of every table lined up, accents included', () => {
    // "q̇" has no precomposed form: two code points, one column.
    const { log, score } = withNames('game-tie-at-target', 'Zoë Ødegård', 'E\u0301lodie q\u0307')
    const lines = exportMarkdown(log, score, translator('fr')).split('\n')
    const tables = lines.filter((line) => line.startsWith('|'))
    expect(tables.length).toBeGreaterThan(20)
    const width = (line: string) => [...line].filter((char) => !/\p{M}/u.test(char)).length
    const sheet = tables.slice(0, 7)
    expect(new Set(sheet.map(width)).size).toBe(1)
    expect(sheet[0]).toContain('| E\u0301lodie q\u0307\u00a0: total |')
  })

  const hostile = [
    '**Ada** <img src=x onerror=alert(1)> [click](http://evil.example) | `x` _u_ ~~s~~ $x$ &amp; {b} #',
    '- Bram\n# Stoker www.evil.example https://evil.example bram@evil.example ![i](x.png) \\*',
  ] as const
  const shown = hostile.map((name) => name.replace(/\n/g, ' '))

  it('never become markup, links, HTML or extra table cells', async () => {
    const { log, score } = withNames('game-tie-at-target', ...hostile)
    const tree = await parseMarkdown(exportMarkdown(log, score, translator('en')))
    const types = new Set(nodes(tree).map((node) => node.type))
    for (const forbidden of [
      'html',
      'link',
      'image',
      'linkReference',
      'imageReference',
      'emphasis',
      'delete',
      'inlineMath',
      'math',
      'code',
      'thematicBreak',
    ]) {
      expect(types, forbidden).not.toContain(forbidden)
    }
    for (const strong of nodes(tree).filter((node) => node.type === 'strong')) {
      expect(textOf(strong)).not.toMatch(/Ada|Bram/)
    }
    expect(nodes(tree).filter((node) => node.type === 'heading')).toHaveLength(9)
    expect(nodes(tree).filter((node) => node.type === 'list')).toHaveLength(2)
    for (const table of nodes(tree).filter((node) => node.type === 'table')) {
      const [header, ...rows] = table.children ?? []
      for (const row of rows) expect(row.children).toHaveLength(header?.children?.length ?? 0)
    }
  })

  it('read exactly as typed (a line break becomes a space)', async () => {
    const { log, score } = withNames('game-tie-at-target', ...hostile)
    const tree = await parseMarkdown(exportMarkdown(log, score, translator('en')))
    const tables = nodes(tree).filter((node) => node.type === 'table')
    const cells = (table: MdNode | undefined, row: number) =>
      (table?.children?.[row]?.children ?? []).map(textOf)
    expect(cells(tables[0], 0).slice(4, 8)).toEqual([
      `${shown[0]}: hand score`,
      `${shown[0]}: total`,
      `${shown[1]}: hand score`,
      `${shown[1]}: total`,
    ])
    expect(cells(tables[0], 1)[1]).toBe(shown[1])
    expect(cells(tables[0], 1)[8]).toBe(shown[0])
    expect(cells(tables[1], 0)[0]).toBe(shown[0])
    expect(cells(tables[1], 4)[0]).toBe(
      `${shown[0]} made a shut-out: every card in front of them matches Dr. Jekyll`,
    )
    const headings = nodes(tree)
      .filter((node) => node.type === 'heading')
      .map(textOf)
    expect(headings[3]).toBe(`Hand 1 · Dr. Jekyll up · ${shown[0]} went out · dealt by ${shown[1]}`)
    const items = nodes(tree)
      .filter((node) => node.type === 'listItem')
      .map(textOf)
    expect(items).toContain(`Players: ${shown[0]}, ${shown[1]}`)
    expect(items).toContain(`Standing: ${shown[1]} wins`)
  })

  it('keep a title and notes from adding markup', async () => {
    const { log, score } = withNames('game-won', 'Ada', 'Bram')
    const text = exportMarkdown(
      { ...log, title: '<h1>Party</h1> *night*', notes: 'line one\n\n## not a heading' },
      score,
      translator('en'),
    )
    const tree = await parseMarkdown(text)
    const headings = nodes(tree).filter((node) => node.type === 'heading')
    expect(headings.map(textOf)[0]).toBe('<h1>Party</h1> *night*')
    expect(headings.filter((node) => node.depth === 2).map(textOf)).toEqual([
      'Score sheet',
      'Hand by hand',
      'Result',
    ])
    expect(
      nodes(tree)
        .filter((node) => node.type === 'listItem')
        .map(textOf),
    ).toContain('Notes: line one  ## not a heading')
  })
})

describe('Markdown text', () => {
  it.each([
    ['Ada', 'Ada'],
    ['Zoë', 'Zoë'],
    ['a|b', 'a\\|b'],
    ['*x* _y_', '\\*x\\* \\_y\\_'],
    ['<b>', '\\<b\\>'],
    ['[a](b)', '\\[a\\](b)'],
    ['`code`', '\\`code\\`'],
    ['# Title', '\\# Title'],
    ['&amp;', '\\&amp;'],
    ['back\\slash', 'back\\\\slash'],
    ['~~gone~~', '\\~\\~gone\\~\\~'],
    ['$x$', '\\$x\\$'],
    ['two\nlines', 'two lines'],
    ['- item', '\\- item'],
    ['+ item', '\\+ item'],
    ['1. first', '1\\. first'],
    ['www.example.com', 'www\\.example.com'],
    ['https://example.com', 'https\\://example.com'],
    ['ada@example.com', 'ada\\@example.com'],
    ['Mrs. Poole-Smith (3)', 'Mrs. Poole-Smith (3)'],
  ])('%j is written %j', (value, written) => {
    expect(markdownText(value)).toBe(written)
  })
})
