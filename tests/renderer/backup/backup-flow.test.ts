import { enableAutoUnmount, flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type GameLog } from '../../../src/engine'
import { evidenceFamilyIds } from '../../../src/games/mystery-rummy-jekyll-hyde/engine'
import { makeBackup, maxBackupBytes } from '../../../src/renderer/src/backup/backup'
import { leftCardIds } from '../../../src/games/mystery-rummy-jekyll-hyde/words/hand-draft'
import type { StoredHandDraft } from '../../../src/shared/hand-draft'
import { installDialogShim } from '../support/dialog-shim'
import { mountApp } from '../support/mount-app'
import { createTestPlatform } from '../support/test-platform'
import { fixture } from '../import/fixtures'

enableAutoUnmount(afterEach)
beforeAll(installDialogShim)
beforeEach(() => localStorage.clear())

const won = () => fixture('game-won').log
const tie = () => fixture('game-tie-at-target').log
const voidHand = () => fixture('void-hand').log
const now = new Date('2026-11-22T10:30:00Z')

async function mountWith(games: GameLog[], electron: string | null = '45.1.0') {
  const test = createTestPlatform({ electron })
  for (const game of games) expect(await test.platform.saveGame(game)).toEqual({ ok: true })
  const wrapper = await mountApp({ platform: test.platform, languages: ['en'] })
  await vi.waitFor(() => {
    if (!wrapper.find('.game-card, [data-testid="empty-home"]').exists()) throw new Error('loading')
  })
  return { wrapper, test }
}

function dialog(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>('[data-testid="import-dialog"]')
}

async function restoreThroughDialog(wrapper: VueWrapper) {
  await wrapper.get('[data-testid="backup-restore"]').trigger('click')
  await vi.waitFor(() => {
    if (!dialog()?.open) throw new Error('no dialog yet')
  })
  await flushPromises()
  return dialog() as HTMLDialogElement
}

function buttonNamed(name: string): HTMLButtonElement {
  const button = [...(dialog()?.querySelectorAll('button') ?? [])].find(
    (b) => b.textContent?.trim() === name,
  )
  if (!button) throw new Error(`no button ${name}`)
  return button
}

describe('backing up the library', () => {
  it('has labelled buttons and a labelled file input', async () => {
    const { wrapper } = await mountWith([])
    expect(wrapper.get('[data-testid="backup-create"]').text()).toBe('Back up all games')
    expect(wrapper.get('[data-testid="backup-restore"]').text()).toBe('Restore a backup…')
    const input = wrapper.get('[data-testid="backup-file-input"]')
    expect(wrapper.get(`label[for="${input.attributes('id')}"]`).text()).toBe(
      'Backup file to restore',
    )
  })

  it('saves one JSON file with every game', async () => {
    const { wrapper, test } = await mountWith([won(), tie()])
    await wrapper.get('[data-testid="backup-create"]').trigger('click')
    await vi.waitFor(() => expect(test.savedFiles).toHaveLength(1))
    const file = test.savedFiles[0]!
    expect(file.name).toMatch(/^Casebook backup \d{4}-\d{2}-\d{2}\.json$/)
    expect(file.mediaType).toBe('application/json')
    const backup = JSON.parse(file.text) as { format: string; games: GameLog[] }
    expect(backup.format).toBe('casebook/library-backup')
    expect(backup.games.map((game) => game.id).sort()).toEqual(['game-tie', 'game-won'])
    await flushPromises()
    expect(wrapper.get('[data-testid="backup-result"]').text()).toBe(
      `Backup saved as ${file.name}. Games in it: 2`,
    )
  })

  it('holds the games as saved, not a hand still being entered (decision 0015)', async () => {
    const test = createTestPlatform({ electron: '45.1.0' })
    expect(await test.platform.saveGame(won())).toEqual({ ok: true })
    const zero = <K extends string>(keys: readonly K[]) =>
      Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>
    const area = { evidence: zero(evidenceFamilyIds), workInLab: 0 }
    const draft: StoredHandDraft = {
      hand: 'new',
      game: 'mystery-rummy-jekyll-hyde',
      at: 'a-field-being-typed',
      savedAt: now.toISOString(),
      values: {
        players: ['ada', 'bram'],
        identity: 'hyde',
        ending: null,
        dealer: null,
        areas: { ada: area, bram: area },
        transformation: { place: 'none', area: 'ada', family: null, cards: null, playedBy: null },
        leftInHand: { mode: 'cards', cards: zero(leftCardIds), points: 0 },
        kept: {},
      },
    }
    expect(await test.platform.saveDraft('game-won', draft)).toEqual({ ok: true })
    const wrapper = await mountApp({ platform: test.platform, languages: ['en'] })
    await vi.waitFor(() => expect(wrapper.find('.game-card').exists()).toBe(true))

    await wrapper.get('[data-testid="backup-create"]').trigger('click')
    await vi.waitFor(() => expect(test.savedFiles).toHaveLength(1))
    const text = test.savedFiles[0]!.text
    expect(Object.keys(JSON.parse(text) as object)).toEqual([
      'format',
      'version',
      'createdAt',
      'games',
    ])
    expect((JSON.parse(text) as { games: GameLog[] }).games).toEqual([won()])
    expect(text).not.toContain('a-field-being-typed')
    // The draft itself is left where it was.
    expect(test.savedDrafts().get('game-won')).toEqual(draft)
  })

  it('says when the save was cancelled', async () => {
    const { wrapper, test } = await mountWith([won()])
    test.answerNextSave({ saved: false, reason: 'cancelled' })
    await wrapper.get('[data-testid="backup-create"]').trigger('click')
    await vi.waitFor(() =>
      expect(wrapper.get('[data-testid="backup-result"]').text()).toBe('No backup was saved.'),
    )
  })
})

describe('restoring a backup', () => {
  it('adds every game the library does not have', async () => {
    const { wrapper, test } = await mountWith([won()])
    test.setFilesToOpen([{ name: 'b.json', text: makeBackup([won(), tie(), voidHand()], now) }])
    const shown = await restoreThroughDialog(wrapper)
    expect(shown.textContent).toContain('Restore a backup')
    expect(shown.textContent).toContain('Games to add to your library')
    // The game already there is asked about, the one in the library kept unless told otherwise;
    // the button counts the games it will add.
    const skip = [...shown.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (radio) => radio.checked,
    )
    expect(skip?.parentElement?.textContent?.trim()).toBe('Keep the one in my library')
    buttonNamed('Restore 2 games').click()
    await vi.waitFor(() =>
      expect([...test.savedGames().keys()]).toEqual(['game-tie', 'game-won', 'void']),
    )
    await flushPromises()
    expect(test.savedGames().get('game-won')).toEqual(won())
    expect(wrapper.get('[data-testid="import-result"]').text()).toBe('Games restored: 2')
  })

  it('leaves one notice on the home screen: the restore replaces a stale Undo', async () => {
    const { wrapper, test } = await mountWith([won(), tie()])
    const remove = wrapper
      .findAll('.game-card button')
      .find((button) => button.text().startsWith('Delete: A whole game'))!
    await remove.trigger('click')
    await vi.waitFor(() => expect(wrapper.find('.deleted').exists()).toBe(true))

    test.setFilesToOpen([{ name: 'b.json', text: makeBackup([won(), tie()], now) }])
    await restoreThroughDialog(wrapper)
    buttonNamed('Restore 1 game').click()
    await vi.waitFor(() => expect(test.savedGames().size).toBe(2))
    await flushPromises()
    expect(wrapper.find('.deleted').exists()).toBe(false)
    expect(wrapper.findAll('[role="status"]').map((notice) => notice.text())).toEqual([
      'Games restored: 1',
    ])

    await wrapper.get('[data-testid="backup-create"]').trigger('click')
    await vi.waitFor(() =>
      expect(wrapper.find('[data-testid="backup-result"]').exists()).toBe(true),
    )
    expect(wrapper.findAll('[role="status"]')).toHaveLength(1)
  })

  it('asks before replacing, and replaces only when told', async () => {
    const changed = { ...won(), title: 'Changed since the backup' }
    const { wrapper, test } = await mountWith([changed])
    test.setFilesToOpen([{ name: 'b.json', text: makeBackup([won()], now) }])
    const shown = await restoreThroughDialog(wrapper)
    const group = shown.querySelector('fieldset')
    expect(group?.querySelector('legend')?.textContent).toContain(
      'Already in your library: Changed since the backup',
    )
    const replace = [...shown.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (radio) => radio.parentElement?.textContent?.includes('Replace'),
    )
    // Nothing would change until Replace is chosen: the button says Close.
    expect([...shown.querySelectorAll('button')].map((b) => b.textContent?.trim())).toEqual([
      'Close',
    ])
    replace!.click()
    await flushPromises()
    buttonNamed('Replace 1 game').click()
    await vi.waitFor(() => expect(test.savedGames().get('game-won')).toEqual(won()))
  })

  it('lists games with rule errors as refused and restores the rest', async () => {
    const { wrapper, test } = await mountWith([])
    const broken = { ...tie(), id: 'broken', hands: [{ nonsense: true }] }
    test.setFilesToOpen([{ name: 'b.json', text: makeBackup([broken, won()], now) }])
    const shown = await restoreThroughDialog(wrapper)
    expect(shown.querySelector('[data-testid="import-refused"]')?.textContent).toContain(
      'This game was refused: 1.',
    )
    expect(shown.querySelector('[data-testid="refusal"]')?.textContent?.trim()).toMatch(
      /^It cannot be scored as it is: \d+ problems, listed below\.$/,
    )
    buttonNamed('Restore 1 game').click()
    await vi.waitFor(() => expect([...test.savedGames().keys()]).toEqual(['game-won']))
  })

  it('refuses a damaged backup with its problem and changes nothing', async () => {
    const { wrapper, test } = await mountWith([won()])
    const newer = JSON.stringify({ format: 'casebook/library-backup', version: 2, games: [] })
    for (const text of ['{"format": "casebook/lib', newer]) {
      test.setFilesToOpen([{ name: 'damaged.json', text }])
      await wrapper.get('[data-testid="backup-restore"]').trigger('click')
      await vi.waitFor(() =>
        expect(wrapper.find('[data-testid="backup-damaged"]').exists()).toBe(true),
      )
      expect(wrapper.get('[data-testid="backup-damaged"]').text()).toContain(
        'This backup was refused, and nothing was changed: damaged.json',
      )
      expect(dialog()).toBeNull()
      expect([...test.savedGames().keys()]).toEqual(['game-won'])
    }
    expect(wrapper.get('[data-testid="refusal"]').text()).toBe(
      '“damaged.json” was made by a newer version of Casebook. Update Casebook, then restore it again.',
    )
    expect(wrapper.get('[data-testid="refusal-technical"]').text()).toContain(
      'The backup is version 2, made by a newer Casebook',
    )
  })

  it('says in plain words what is wrong with a file that is not a backup, and what to do', async () => {
    const { wrapper, test } = await mountWith([won()])
    test.setFilesToOpen([{ name: 'notes.txt', text: 'Ada 52, Bram 0' }])
    await wrapper.get('[data-testid="backup-restore"]').trigger('click')
    await vi.waitFor(() => expect(wrapper.find('[data-testid="refusal"]').exists()).toBe(true))
    expect(wrapper.get('[data-testid="refusal"]').text()).toBe(
      '“notes.txt” is not a Casebook backup: it is not JSON text. Choose a file saved with “Back up all games” (a .json file).',
    )
    // The parser's message is a closed technical detail.
    const detail = wrapper.get('[data-testid="refusal-technical"]')
    expect(detail.element.tagName).toBe('DETAILS')
    expect(detail.attributes('open')).toBeUndefined()
    expect(detail.text()).toContain('The file is not JSON:')

    // A game log chosen by mistake: the way to open it.
    test.setFilesToOpen([{ name: 'game.json', text: JSON.stringify(won()) }])
    await wrapper.get('[data-testid="backup-restore"]').trigger('click')
    await vi.waitFor(() =>
      expect(wrapper.get('[data-testid="refusal"]').text()).toBe(
        '“game.json” is not a Casebook backup. Choose a file saved with “Back up all games”; to open the file of a single game, use “Open game log…” instead.',
      ),
    )
    expect([...test.savedGames().keys()]).toEqual(['game-won'])
  })

  it('refuses a backup the open dialog found over its limit, saying so, and changes nothing', async () => {
    const { wrapper, test } = await mountWith([won()])
    test.setFilesToOpen([{ name: 'huge.json', size: maxBackupBytes + 1 }])
    await wrapper.get('[data-testid="backup-restore"]').trigger('click')
    await vi.waitFor(() => expect(wrapper.find('[data-testid="refusal"]').exists()).toBe(true))
    expect(wrapper.get('[data-testid="refusal"]').text()).toContain('“huge.json” is too large')
    expect(wrapper.get('[data-testid="refusal-technical"]').text()).toContain(
      'The file is 50.0 MB; a backup can be at most 50.0 MB.',
    )
    expect([...test.savedGames().keys()]).toEqual(['game-won'])
  })

  it('reads the chosen file from the file input in a browser', async () => {
    const { wrapper, test } = await mountWith([], null)
    const input = wrapper.get<HTMLInputElement>('[data-testid="backup-file-input"]')
    const click = vi.spyOn(input.element, 'click').mockImplementation(() => {})
    await wrapper.get('[data-testid="backup-restore"]').trigger('click')
    await vi.waitFor(() => expect(click).toHaveBeenCalled())
    const file = new File([makeBackup([won()], now)], 'b.json', { type: 'application/json' })
    Object.defineProperty(input.element, 'files', { value: [file], configurable: true })
    await input.trigger('change')
    await vi.waitFor(() => {
      if (!dialog()?.open) throw new Error('no dialog yet')
    })
    buttonNamed('Restore 1 game').click()
    await vi.waitFor(() => expect([...test.savedGames().keys()]).toEqual(['game-won']))
  })

  it('refuses a backup saved as UTF-16 with why, and changes nothing', async () => {
    const { wrapper, test } = await mountWith([won()], null)
    const input = wrapper.get<HTMLInputElement>('[data-testid="backup-file-input"]')
    vi.spyOn(input.element, 'click').mockImplementation(() => {})
    const text = makeBackup([won()], now)
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0), 0])])
    const file = new File([utf16], 'b.json', { type: 'application/json' })
    Object.defineProperty(input.element, 'files', { value: [file], configurable: true })
    await input.trigger('change')
    await vi.waitFor(() =>
      expect(wrapper.find('[data-testid="backup-damaged"]').exists()).toBe(true),
    )
    expect(wrapper.get('[data-testid="refusal"]').text()).toBe(
      '“b.json” is saved as UTF-16 text, which Casebook does not read. Open it in a text editor, save it again as UTF-8 (in Notepad: Save as, Encoding: UTF-8), then restore it again.',
    )
    expect(wrapper.get('[data-testid="refusal-technical"]').text()).toContain(
      'This file is saved as UTF-16, not UTF-8.',
    )
    expect(dialog()).toBeNull()
    expect([...test.savedGames().keys()]).toEqual(['game-won'])
  })
})
