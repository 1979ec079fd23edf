import { describe, expect, it } from 'vitest'
import {
  exportCsv,
  exportFiles,
  exportFormats,
  exportGame,
  exportJson,
  exportMarkdown,
  isExportFormat,
} from '../../../src/shared/export'
import { scoredFixture, translator } from './support'

describe('exportGame', () => {
  const { log, score } = scoredFixture('game-tie-at-target')
  const fr = translator('fr')

  it('writes each format with its own function', () => {
    expect(exportGame('json', log, score, fr)).toBe(exportJson(log))
    expect(exportGame('csv', log, score, fr)).toBe(exportCsv(log, score, fr))
    expect(exportGame('md', log, score, fr)).toBe(exportMarkdown(log, score, fr))
  })

  it('knows json, csv and md, with their file extension and media type', () => {
    expect(exportFormats).toEqual(['json', 'csv', 'md'])
    expect(exportFormats.filter(isExportFormat)).toEqual(['json', 'csv', 'md'])
    for (const other of ['pdf', 'JSON', '', undefined, 3]) expect(isExportFormat(other)).toBe(false)
    expect(exportFiles.csv).toEqual({ extension: 'csv', mediaType: 'text/csv;charset=utf-8' })
    expect(exportFiles.md.extension).toBe('md')
    expect(exportFiles.json.mediaType).toBe('application/json')
  })
})
