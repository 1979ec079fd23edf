import * as fs from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import { fileLimits } from '../shared/file-limits'
import type { FileSaveResult, OpenedFile, TextFile } from '../shared/ipc-contract'
import { openedFile } from '../shared/opened-file'
import { errorDetail } from './game-file-system'
import { temporaryOf } from './game-files'
import { readAtMost, type ReadAtMost } from './read-at-most'

/**
 * The most the open dialog reads of a file: a backup's limit, the largest of the files it is
 * asked for. The renderer holds each kind of file to its own limit and words the refusal.
 */
export const maxOpenedFileBytes = Math.max(fileLimits.appGameLog, fileLimits.backup)

/** The file operations saving and opening need; a test passes its own. */
export interface UserFileSystem {
  /** Writes the whole content and flushes it to the disk before resolving. */
  writeFileDurably(path: string, data: string | Uint8Array): Promise<void>
  /** Replaces `to` atomically if it exists. */
  rename(from: string, to: string): Promise<void>
  unlink(path: string): Promise<void>
  /** The file's bytes if it holds at most `maxBytes`, never reading further (`readAtMost`). */
  readAtMost(path: string, maxBytes: number): Promise<ReadAtMost>
}

export const nodeUserFileSystem: UserFileSystem = {
  async writeFileDurably(path, data) {
    const file = await fs.open(path, 'w')
    try {
      await file.writeFile(data)
      await file.sync()
    } finally {
      await file.close()
    }
  },
  rename: (from, to) => fs.rename(from, to),
  unlink: (path) => fs.unlink(path),
  readAtMost,
}

export interface FileFilter {
  name: string
  extensions: string[]
}

/** The parts of Electron's dialog module used here, already bound to the parent window. */
export interface FileDialogs {
  showSaveDialog(options: {
    defaultPath: string
    filters: FileFilter[]
  }): Promise<{ canceled: boolean; filePath?: string }>
  showOpenDialog(options: {
    properties: ('openFile' | 'multiSelections')[]
    filters: FileFilter[]
  }): Promise<{ canceled: boolean; filePaths: string[] }>
}

export interface UserFileDeps {
  dialogs: FileDialogs
  fs: UserFileSystem
  /** The user's Documents folder: where the save dialog starts. */
  documentsFolder: string
  /** The name of a filter, e.g. "CSV files", in the menu's language. */
  filterName: (extension: string) => string
  /** The name of the game-log filter of the open dialog. */
  gameLogFilterName: string
}

/** A name the renderer suggests, reduced to a plain file name (no folder, no reserved characters). */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = basename(name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-')).trim()
  return cleaned.replace(/^\.+/, '') || 'casebook'
}

/**
 * Asks where to save, then writes the file through a temporary file and a rename, so an
 * existing file is either replaced whole or left as it was.
 */
export async function saveWithDialog(
  deps: UserFileDeps,
  suggestedName: string,
  data: string | Uint8Array,
): Promise<FileSaveResult> {
  const name = safeFileName(suggestedName)
  const extension = extname(name).slice(1)
  const choice = await deps.dialogs.showSaveDialog({
    defaultPath: join(deps.documentsFolder, name),
    filters:
      extension === '' ? [] : [{ name: deps.filterName(extension), extensions: [extension] }],
  })
  if (choice.canceled || choice.filePath === undefined || choice.filePath === '') {
    return { saved: false, reason: 'cancelled' }
  }
  const target = choice.filePath
  // A name only Casebook uses: a file of the user's named `<target>.tmp` is never touched.
  const temporary = temporaryOf(target)
  try {
    await deps.fs.writeFileDurably(temporary, data)
    await deps.fs.rename(temporary, target)
  } catch (error) {
    await deps.fs.unlink(temporary).catch(() => undefined)
    return { saved: false, reason: 'failed', detail: errorDetail(error) }
  }
  return { saved: true, name: basename(target) }
}

/** saveTextFile of the IPC contract. */
export function saveTextFile(
  deps: UserFileDeps,
  file: TextFile & { mediaType: string },
): Promise<FileSaveResult> {
  return saveWithDialog(deps, file.name, file.text)
}

/** The suggested name with its extension replaced by .pdf. */
export function pdfName(suggestedName: string): string {
  const name = safeFileName(suggestedName)
  const extension = extname(name)
  return `${extension === '' ? name : name.slice(0, -extension.length)}.pdf`
}

/** printPage of the IPC contract: the page as printed (A4, with backgrounds), saved as a PDF. */
export async function printPageToPdf(
  deps: UserFileDeps,
  printToPDF: (options: { pageSize: 'A4'; printBackground: boolean }) => Promise<Uint8Array>,
  suggestedName: string,
): Promise<FileSaveResult> {
  let pdf: Uint8Array
  try {
    pdf = await printToPDF({ pageSize: 'A4', printBackground: true })
  } catch (error) {
    return { saved: false, reason: 'failed', detail: errorDetail(error) }
  }
  return saveWithDialog(deps, pdfName(suggestedName), pdf)
}

/**
 * openTextFiles of the IPC contract: the JSON files the user picks, each read as UTF-8 (a file
 * in another encoding comes back with why). A file over `maxOpenedFileBytes` comes back unread
 * with its size, one that cannot be read with why, so the renderer can name each among the
 * files it could not open.
 */
export async function openTextFiles(deps: UserFileDeps): Promise<OpenedFile[]> {
  const choice = await deps.dialogs.showOpenDialog({
    properties: ['openFile', 'multiSelections'],
    filters: [{ name: deps.gameLogFilterName, extensions: ['json'] }],
  })
  if (choice.canceled) return []
  const files: OpenedFile[] = []
  for (const path of choice.filePaths) {
    files.push(await openFile(deps.fs, path))
  }
  return files
}

async function openFile(fs: UserFileSystem, path: string): Promise<OpenedFile> {
  const name = basename(path)
  try {
    const read = await fs.readAtMost(path, maxOpenedFileBytes)
    return read.ok ? openedFile(name, read.bytes) : { name, size: read.atLeast }
  } catch (error) {
    return { name, size: 0, error: errorDetail(error) }
  }
}
