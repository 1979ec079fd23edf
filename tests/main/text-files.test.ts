import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { readAtMost } from '../../src/main/read-at-most'
import {
  maxOpenedFileBytes,
  openTextFiles,
  pdfName,
  printPageToPdf,
  safeFileName,
  saveTextFile,
  type FileDialogs,
  type UserFileDeps,
  type UserFileSystem,
} from '../../src/main/text-files'

// Nothing here may reach Electron: the dialogs and the file system are passed in.
vi.mock('electron', () => ({}))

const documents = join('/home', 'ada', 'Documents')
const file = { name: 'Ada – Bram 2026-11-22.csv', mediaType: 'text/csv', text: 'hand,Ada\n1,40\n' }

function setup(
  choice: { canceled: boolean; filePath?: string; filePaths?: string[] } = { canceled: true },
) {
  const written = new Map<string, string | Uint8Array>()
  const fs = {
    writeFileDurably: vi.fn<UserFileSystem['writeFileDurably']>(async (path, data) => {
      written.set(path, data)
    }),
    rename: vi.fn<UserFileSystem['rename']>(async (from, to) => {
      written.set(to, written.get(from) as string)
      written.delete(from)
    }),
    unlink: vi.fn<UserFileSystem['unlink']>(async (path) => {
      written.delete(path)
    }),
    // Files to open are real ones, in a temporary folder.
    readAtMost: vi.fn<UserFileSystem['readAtMost']>(readAtMost),
  }
  const dialogs = {
    showSaveDialog: vi.fn<FileDialogs['showSaveDialog']>(async () => ({
      canceled: choice.canceled,
      filePath: choice.filePath,
    })),
    showOpenDialog: vi.fn<FileDialogs['showOpenDialog']>(async () => ({
      canceled: choice.canceled,
      filePaths: choice.filePaths ?? [],
    })),
  }
  const deps: UserFileDeps = {
    dialogs,
    fs,
    documentsFolder: documents,
    filterName: (extension) => `${extension.toUpperCase()} files`,
    gameLogFilterName: 'Casebook game logs',
  }
  return { deps, fs, dialogs, written }
}

describe('saveTextFile', () => {
  it('offers the suggested name in Documents, with a filter for its extension', async () => {
    const { deps, dialogs } = setup()
    await saveTextFile(deps, file)
    expect(dialogs.showSaveDialog).toHaveBeenCalledExactlyOnceWith({
      defaultPath: join(documents, file.name),
      filters: [{ name: 'CSV files', extensions: ['csv'] }],
    })
  })

  it('writes nothing when the dialog is cancelled', async () => {
    const { deps, fs } = setup({ canceled: true })
    await expect(saveTextFile(deps, file)).resolves.toEqual({ saved: false, reason: 'cancelled' })
    expect(fs.writeFileDurably).not.toHaveBeenCalled()
    expect(fs.rename).not.toHaveBeenCalled()
  })

  it('writes a temporary file and renames it over the chosen one', async () => {
    const target = join('/tmp', 'exports', 'friday.csv')
    const { deps, fs, written } = setup({ canceled: false, filePath: target })
    await expect(saveTextFile(deps, file)).resolves.toEqual({ saved: true, name: 'friday.csv' })
    expect(fs.writeFileDurably).toHaveBeenCalledExactlyOnceWith(`${target}.casebook.tmp`, file.text)
    expect(fs.rename).toHaveBeenCalledExactlyOnceWith(`${target}.casebook.tmp`, target)
    expect(written).toEqual(new Map([[target, file.text]]))
  })

  it('says why the write failed, and removes the temporary file', async () => {
    const target = join('/tmp', 'friday.csv')
    const { deps, fs, written } = setup({ canceled: false, filePath: target })
    fs.rename.mockRejectedValueOnce(Object.assign(new Error('no space'), { code: 'ENOSPC' }))
    await expect(saveTextFile(deps, file)).resolves.toEqual({
      saved: false,
      reason: 'failed',
      detail: 'ENOSPC',
    })
    expect(fs.unlink).toHaveBeenCalledExactlyOnceWith(`${target}.casebook.tmp`)
    expect(written.size).toBe(0)
  })

  it('keeps only a plain file name from what the page suggests', async () => {
    const { deps, dialogs } = setup()
    await saveTextFile(deps, { ...file, name: '../../etc/pass:wd.csv' })
    expect(dialogs.showSaveDialog.mock.calls[0]?.[0].defaultPath).toBe(
      join(documents, '-..-etc-pass-wd.csv'),
    )
    expect(safeFileName('...')).toBe('casebook')
    expect(safeFileName('a<b>|c?.md')).toBe('a-b--c-.md')
  })
})

describe('printPageToPdf', () => {
  it('prints the page on A4 with backgrounds and saves it as a PDF', async () => {
    const target = join('/tmp', 'friday.pdf')
    const { deps, dialogs, fs } = setup({ canceled: false, filePath: target })
    const pdf = new Uint8Array([37, 80, 68, 70])
    const printToPDF = vi.fn(async () => pdf)
    await expect(printPageToPdf(deps, printToPDF, 'Ada – Bram 2026-11-22.md')).resolves.toEqual({
      saved: true,
      name: 'friday.pdf',
    })
    expect(printToPDF).toHaveBeenCalledExactlyOnceWith({ pageSize: 'A4', printBackground: true })
    expect(dialogs.showSaveDialog).toHaveBeenCalledExactlyOnceWith({
      defaultPath: join(documents, 'Ada – Bram 2026-11-22.pdf'),
      filters: [{ name: 'PDF files', extensions: ['pdf'] }],
    })
    expect(fs.writeFileDurably).toHaveBeenCalledExactlyOnceWith(`${target}.casebook.tmp`, pdf)
  })

  it('reports a page that could not be printed, without asking where to save', async () => {
    const { deps, dialogs } = setup({ canceled: false, filePath: '/tmp/x.pdf' })
    const printToPDF = vi.fn(async (): Promise<Uint8Array> => {
      throw new Error('Printing failed')
    })
    await expect(printPageToPdf(deps, printToPDF, 'x')).resolves.toEqual({
      saved: false,
      reason: 'failed',
      detail: 'Printing failed',
    })
    expect(dialogs.showSaveDialog).not.toHaveBeenCalled()
  })

  it('names the PDF after the suggestion', () => {
    expect(pdfName('friday')).toBe('friday.pdf')
    expect(pdfName('friday.pdf')).toBe('friday.pdf')
  })
})

describe('openTextFiles', () => {
  /** Real files of these contents in a fresh folder, as the open dialog would give them. */
  function filesOf(contents: Record<string, string | Uint8Array>): string[] {
    const folder = mkdtempSync(join(tmpdir(), 'casebook-open-'))
    return Object.entries(contents).map(([name, content]) => {
      const path = join(folder, name)
      writeFileSync(path, content)
      return path
    })
  }

  it('offers several JSON game logs, and reads each one as text', async () => {
    const paths = filesOf({ 'a.json': 'text of a', 'b.json': 'text of b' })
    const { deps, dialogs } = setup({ canceled: false, filePaths: paths })
    await expect(openTextFiles(deps)).resolves.toEqual([
      { name: 'a.json', text: 'text of a' },
      { name: 'b.json', text: 'text of b' },
    ])
    expect(dialogs.showOpenDialog).toHaveBeenCalledExactlyOnceWith({
      properties: ['openFile', 'multiSelections'],
      filters: [{ name: 'Casebook game logs', extensions: ['json'] }],
    })
  })

  it('reads UTF-8 as the editors on Windows save it, and refuses Latin-1 with why', async () => {
    const paths = filesOf({
      'notepad.json': new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"é": 1}')]),
      'latin1.json': Uint8Array.from('{"é": 1}', (character) => character.charCodeAt(0)),
    })
    const { deps } = setup({ canceled: false, filePaths: paths })
    await expect(openTextFiles(deps)).resolves.toEqual([
      { name: 'notepad.json', text: '{"é": 1}' },
      {
        name: 'latin1.json',
        problems: [expect.objectContaining({ rule: 'log.encoding', path: '' })],
      },
    ])
  })

  it('returns nothing when the dialog is cancelled', async () => {
    const { deps, fs } = setup({ canceled: true })
    await expect(openTextFiles(deps)).resolves.toEqual([])
    expect(fs.readAtMost).not.toHaveBeenCalled()
  })

  it('reads a file of exactly the limit; one byte more comes back unread with its size, and one it cannot read with why', async () => {
    const [exact, over, ok] = filesOf({ 'exact.json': '', 'over.json': '', 'ok.json': '{}' })
    // Sparse files: their size costs no disk. The one of exactly the limit is read: its zero
    // bytes tell it from text.
    truncateSync(exact!, maxOpenedFileBytes)
    truncateSync(over!, maxOpenedFileBytes + 1)
    const gone = join(mkdtempSync(join(tmpdir(), 'casebook-open-')), 'gone.json')
    const { deps } = setup({ canceled: false, filePaths: [exact!, over!, gone, ok!] })
    await expect(openTextFiles(deps)).resolves.toEqual([
      { name: 'exact.json', problems: [expect.objectContaining({ rule: 'log.encoding' })] },
      { name: 'over.json', size: maxOpenedFileBytes + 1 },
      { name: 'gone.json', size: 0, error: expect.stringContaining('ENOENT') },
      { name: 'ok.json', text: '{}' },
    ])
  })
})
