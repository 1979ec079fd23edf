import { enableAutoUnmount, flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { serialiseGameLog, type GameLog } from '../../../src/engine'
import { installDialogShim } from '../support/dialog-shim'
import { mountApp } from '../support/mount-app'
import { createTestPlatform } from '../support/test-platform'
import { fixture } from './fixtures'

enableAutoUnmount(afterEach)
beforeAll(installDialogShim)
beforeEach(() => localStorage.clear())

const won = () => fixture('game-won').log

async function mountWith(games: GameLog[], languages = ['en']) {
  const test = createTestPlatform({ electron: null, chrome: null })
  for (const game of games) expect(await test.platform.saveGame(game)).toEqual({ ok: true })
  const wrapper = await mountApp({ platform: test.platform, languages })
  await vi.waitFor(() => {
    if (!wrapper.find('.game-card, [data-testid="empty-home"]').exists()) throw new Error('loading')
  })
  return { wrapper, test }
}

/** What the browser does when files are chosen in the file input. */
async function choose(wrapper: VueWrapper, files: { name: string; text: string | Uint8Array }[]) {
  const input = wrapper.get<HTMLInputElement>('[data-testid="import-file-input"]')
  const list = files.map(
    (file) => new File([file.text as BlobPart], file.name, { type: 'application/json' }),
  )
  Object.defineProperty(input.element, 'files', { value: list, configurable: true })
  await input.trigger('change')
  await vi.waitFor(() => {
    if (dialogGone() || !dialog().open) throw new Error('no dialog yet')
  })
  await flushPromises()
}

function dialog(): HTMLDialogElement {
  const found = document.querySelector<HTMLDialogElement>('[data-testid="import-dialog"]')
  if (!found) throw new Error('no import dialog')
  return found
}

/** The dialog is in the page only while an import waits for an answer. */
function dialogGone(): boolean {
  return document.querySelector('[data-testid="import-dialog"]') === null
}

/** The sentence a player reads first about the (first) refused file. */
function refusal(): string | undefined {
  return dialog().querySelector('[data-testid="refusal"]')?.textContent?.trim()
}

/** The parser's and the rules' words, behind "Technical detail". */
function technical(): Element | null {
  return dialog().querySelector('[data-testid="refusal-technical"]')
}

function buttonNamed(name: string): HTMLButtonElement {
  const button = [...dialog().querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === name,
  )
  if (!button) throw new Error(`no button ${name}`)
  return button
}

async function settle(test: ReturnType<typeof createTestPlatform>, ids: string[]) {
  await vi.waitFor(() => expect([...test.savedGames().keys()]).toEqual(ids))
  await flushPromises()
}

describe('opening a game log on the home screen', () => {
  it('has a labelled button and a labelled file input for game logs', async () => {
    const { wrapper } = await mountWith([])
    expect(wrapper.get('[data-testid="open-game-log"]').text()).toBe('Open game log…')
    const input = wrapper.get('[data-testid="import-file-input"]')
    expect(input.attributes('accept')).toBe('.json,application/json')
    expect(input.attributes('multiple')).toBeDefined()
    expect(wrapper.get(`label[for="${input.attributes('id')}"]`).text()).toBe(
      'Game-log files to open',
    )
  })

  it('opens the file picker from the button in a browser', async () => {
    const { wrapper } = await mountWith([])
    const input = wrapper.get<HTMLInputElement>('[data-testid="import-file-input"]')
    const click = vi.spyOn(input.element, 'click').mockImplementation(() => {})
    await wrapper.get('[data-testid="open-game-log"]').trigger('click')
    await vi.waitFor(() => expect(click).toHaveBeenCalled())
  })

  it('imports a new game on Confirm and shows it in the library', async () => {
    const { wrapper, test } = await mountWith([])
    await choose(wrapper, [{ name: 'won.json', text: serialiseGameLog(won()) }])
    expect(dialog().textContent).toContain('A whole game: Ada reaches 100 (from won.json)')
    expect(test.savedGames().size).toBe(0)

    buttonNamed('Import 1 game').click()
    await settle(test, ['game-won'])
    expect(test.savedGames().get('game-won')).toEqual(won())
    await vi.waitFor(() => expect(wrapper.findAll('.game-card')).toHaveLength(1))
    expect(wrapper.get('[data-testid="import-result"]').text()).toBe('Games imported: 1')
  })

  it('shows every problem of a bad file and changes nothing', async () => {
    const { wrapper, test } = await mountWith([won()])
    const bad = structuredClone(won())
    bad.id = 'bad-game'
    bad.hands[0]!.ending = { type: 'went-out', player: 'nobody' }
    await choose(wrapper, [{ name: 'bad.json', text: serialiseGameLog(bad) }])

    const refused = dialog().querySelector('[data-testid="import-refused"]')
    expect(refused?.textContent).toContain('This file was refused: bad.json')
    expect(refused?.textContent).toContain('Nothing from this file was imported.')
    // Its problems are what the player fixes: in view, not behind "Technical detail".
    expect(refusal()).toMatch(
      /^“bad\.json” is a Casebook game log, but it cannot be scored as it is: /,
    )
    expect(technical()).toBeNull()
    expect(refused?.querySelector('[data-testid="refusal-problems"] table')).not.toBeNull()
    const rows = [...(refused?.querySelectorAll('tbody tr') ?? [])].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim()),
    )
    const row = rows.find(([where]) => where === 'hands[0].ending.player')
    expect(row?.[1]).toBeTruthy()
    expect(row?.[1]).not.toContain('engine.')
    expect(row?.[2]).toMatch(/\S/)
    expect(dialog().querySelector('[data-testid="import-confirm"]')).toBeNull()

    buttonNamed('Close').click()
    await flushPromises()
    expect(dialogGone()).toBe(true)
    expect([...test.savedGames().keys()]).toEqual(['game-won'])
    expect(test.savedGames().get('game-won')).toEqual(won())
  })

  it('words a refused game’s problems in its own words, never a message key', async () => {
    const { wrapper } = await mountWith([])
    const round = { jekyll: 'p1', tricks: { p1: 6, p2: 5 } }
    const log = {
      format: 'casebook/game-log',
      version: 1,
      id: 'jvh',
      game: 'jekyll-vs-hyde',
      players: [
        { id: 'p1', name: 'Ada' },
        { id: 'p2', name: 'Bram' },
      ],
      hands: [round],
    }
    await choose(wrapper, [{ name: 'round.json', text: JSON.stringify(log) }])
    await vi.waitFor(() => {
      const what = [...dialog().querySelectorAll('[data-testid="import-refused"] tbody tr')].map(
        (row) => row.querySelectorAll('td')[1]?.textContent?.trim() ?? '',
      )
      expect(what.length).toBeGreaterThan(0)
      for (const sentence of what) expect(sentence).not.toMatch(/jekyll-vs-hyde\.problems\./)
    })
  })

  it('refuses a file that is not JSON, in French too', async () => {
    const { wrapper, test } = await mountWith([], ['fr'])
    await choose(wrapper, [{ name: 'notes.json', text: '{ not json' }])
    expect(dialog().textContent).toContain('Ce fichier a été refusé\u00a0: notes.json')
    expect(refusal()).toBe(
      '«\u00a0notes.json\u00a0» n’est pas une partie Casebook\u00a0: ce n’est pas du texte JSON. Choisissez une partie exportée depuis Casebook (un fichier .json).',
    )
    expect(technical()?.querySelector('summary')?.textContent?.trim()).toBe('Détail technique')
    buttonNamed('Fermer').click()
    await flushPromises()
    expect(test.savedGames().size).toBe(0)
  })

  it('says in plain words what is wrong and what to do; the parser’s words are a detail', async () => {
    const { wrapper } = await mountWith([])
    await choose(wrapper, [{ name: 'notes.txt', text: 'Ada 52, Bram 0' }])
    expect(refusal()).toBe(
      '“notes.txt” is not a Casebook game log: it is not JSON text. Choose a game log exported from Casebook (a .json file).',
    )
    // What JSON.parse said is kept, closed, behind "Technical detail", and nowhere else.
    let parserSaid = ''
    try {
      JSON.parse('Ada 52, Bram 0')
    } catch (error) {
      parserSaid = (error as Error).message
    }
    const detail = technical()
    expect(detail?.tagName).toBe('DETAILS')
    expect(detail?.hasAttribute('open')).toBe(false)
    expect(detail?.querySelector('summary')?.textContent?.trim()).toBe('Technical detail')
    expect(detail?.textContent).toContain(parserSaid)
    const refused = dialog().querySelector('[data-testid="import-refused"]')!.cloneNode(true)
    ;(refused as Element).querySelector('details')?.remove()
    expect(refused.textContent).not.toContain(parserSaid)
    expect(refused.textContent).not.toContain('log.json')
  })

  it('says a game log from a newer Casebook needs an update', async () => {
    const { wrapper } = await mountWith([])
    await choose(wrapper, [{ name: 'new.json', text: JSON.stringify({ ...won(), version: 9 }) }])
    expect(refusal()).toBe(
      '“new.json” was saved by a newer version of Casebook. Update Casebook, then open the file again.',
    )
  })

  it('reads a game log that Notepad saved with a byte-order mark', async () => {
    const { wrapper, test } = await mountWith([])
    const bytes = new TextEncoder().encode(`\uFEFF${serialiseGameLog(won())}`)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    await choose(wrapper, [{ name: 'notepad.json', text: bytes }])
    dialog().querySelector<HTMLButtonElement>('[data-testid="import-confirm"]')!.click()
    await settle(test, ['game-won'])
    expect(test.savedGames().get('game-won')).toEqual(won())
  })

  it('refuses a Latin-1 file and says it is not UTF-8, rather than garbling its accents', async () => {
    const { wrapper, test } = await mountWith([])
    const text = serialiseGameLog({ ...won(), title: 'Soirée chez Clémence' })
    const latin1 = Uint8Array.from(text, (character) => character.charCodeAt(0))
    await choose(wrapper, [{ name: 'latin1.json', text: latin1 }])
    const refused = dialog().querySelector('[data-testid="import-refused"]')
    expect(refused?.textContent).toContain('This file was refused: latin1.json')
    expect(refusal()).toBe(
      '“latin1.json” is not saved as UTF-8 text, so its accents would come out garbled. Open it in a text editor, save it again as UTF-8, then open it here again.',
    )
    expect(technical()?.textContent).toContain('This file is not UTF-8 text')
    expect(refused?.textContent).not.toContain('\uFFFD')
    buttonNamed('Close').click()
    await flushPromises()
    expect(test.savedGames().size).toBe(0)
  })

  describe('a game already in the library', () => {
    const changed = () => ({ ...won(), notes: 'from the file' })

    async function conflict() {
      const mounted = await mountWith([won()])
      await choose(mounted.wrapper, [{ name: 'won.json', text: serialiseGameLog(changed()) }])
      const labels = [...dialog().querySelectorAll('fieldset label')].map((label) =>
        label.textContent?.trim(),
      )
      expect(labels).toEqual([
        'Replace the existing game',
        'Keep both (import it as a copy)',
        'Keep the one in my library',
      ])
      return mounted
    }

    function pick(label: string) {
      const choice = [...dialog().querySelectorAll('fieldset label')].find(
        (element) => element.textContent?.trim() === label,
      )
      const radio = choice?.querySelector('input')
      if (!radio) throw new Error(`no choice ${label}`)
      radio.checked = true
      radio.dispatchEvent(new Event('change'))
    }

    it('keeps the one in the library by default, and the main button says so: Close', async () => {
      const { wrapper, test } = await conflict()
      const checked = dialog().querySelector<HTMLInputElement>('fieldset input:checked')
      expect(checked?.parentElement?.textContent?.trim()).toBe('Keep the one in my library')
      // No button promises an import that the default would not make.
      const labels = [...dialog().querySelectorAll('button')].map((b) => b.textContent?.trim())
      expect(labels).toEqual(['Close'])
      buttonNamed('Close').click()
      await flushPromises()
      expect(dialogGone()).toBe(true)
      expect(test.savedGames().get('game-won')).toEqual(won())
      expect(wrapper.get('[data-testid="import-result"]').text()).toBe('Nothing was imported.')
    })

    it('names what the main button will do as the choice changes', async () => {
      await conflict()
      const main = () => dialog().querySelector('.button--primary')?.textContent?.trim()
      pick('Replace the existing game')
      await flushPromises()
      expect(main()).toBe('Replace 1 game')
      pick('Keep both (import it as a copy)')
      await flushPromises()
      expect(main()).toBe('Import 1 game')
      pick('Keep the one in my library')
      await flushPromises()
      expect(main()).toBe('Close')
    })

    it('counts new games and replaced ones together', async () => {
      const { wrapper } = await mountWith([won()])
      const other = { ...fixture('void-hand').log }
      await choose(wrapper, [
        { name: 'won.json', text: serialiseGameLog(changed()) },
        { name: 'void.json', text: serialiseGameLog(other) },
      ])
      expect(buttonNamed('Import 1 game')).toBeTruthy()
      pick('Replace the existing game')
      await flushPromises()
      expect(buttonNamed('Import 1 and replace 1')).toBeTruthy()
    })

    it('says it in French', async () => {
      const { wrapper } = await mountWith([won()], ['fr'])
      await choose(wrapper, [{ name: 'won.json', text: serialiseGameLog(changed()) }])
      const checked = dialog().querySelector<HTMLInputElement>('fieldset input:checked')
      expect(checked?.parentElement?.textContent?.trim()).toBe('Garder celle de ma bibliothèque')
      expect(buttonNamed('Fermer')).toBeTruthy()
      pick('Remplacer la partie existante')
      await flushPromises()
      expect(buttonNamed('Remplacer 1 partie')).toBeTruthy()
    })

    it('replaces the existing game', async () => {
      const { test } = await conflict()
      pick('Replace the existing game')
      await flushPromises()
      buttonNamed('Replace 1 game').click()
      await vi.waitFor(() => expect(test.savedGames().get('game-won')?.notes).toBe('from the file'))
      expect(test.savedGames().size).toBe(1)
    })

    it('keeps both, the copy under a new id with its title marked', async () => {
      const { wrapper, test } = await conflict()
      pick('Keep both (import it as a copy)')
      await flushPromises()
      buttonNamed('Import 1 game').click()
      await vi.waitFor(() => expect(test.savedGames().size).toBe(2))
      expect(test.savedGames().get('game-won')).toEqual(won())
      const copy = [...test.savedGames().values()].find((game) => game.id !== 'game-won')
      expect(copy).toEqual({
        ...changed(),
        id: copy?.id,
        title: 'A whole game: Ada reaches 100 (copy)',
      })
      await flushPromises()
      await vi.waitFor(() => expect(wrapper.findAll('.game-card')).toHaveLength(2))
    })

    it('leaves it alone when kept, after another choice', async () => {
      const { wrapper, test } = await conflict()
      pick('Replace the existing game')
      pick('Keep the one in my library')
      await flushPromises()
      buttonNamed('Close').click()
      await flushPromises()
      expect(test.savedGames().get('game-won')).toEqual(won())
      expect(test.savedGames().size).toBe(1)
      expect(wrapper.get('[data-testid="import-result"]').text()).toBe('Nothing was imported.')
    })

    it('imports nothing on Escape', async () => {
      const { test } = await conflict()
      pick('Replace the existing game')
      dialog().dispatchEvent(new Event('cancel', { cancelable: true }))
      await flushPromises()
      expect(dialogGone()).toBe(true)
      expect(test.savedGames().get('game-won')).toEqual(won())
    })
  })

  it('starts the same flow from the native menu', async () => {
    const test = createTestPlatform()
    const wrapper = await mountApp({ platform: test.platform })
    const opened = vi.fn(() =>
      Promise.resolve([{ name: 'won.json', text: serialiseGameLog(won()) }]),
    )
    Object.assign(test.platform, { openTextFiles: opened })
    test.sendMenuCommand({ kind: 'open-game-log' })
    await vi.waitFor(() => expect(dialog().open).toBe(true))
    expect(opened).toHaveBeenCalledOnce()
    buttonNamed('Import 1 game').click()
    await vi.waitFor(() => expect([...test.savedGames().keys()]).toEqual(['game-won']))
    await flushPromises()
    await vi.waitFor(() => expect(wrapper.findAll('.game-card')).toHaveLength(1))
  })

  it('refuses a file the open dialog found over its limit, saying how big a game log may be', async () => {
    const test = createTestPlatform()
    await mountApp({ platform: test.platform })
    // What the desktop's open dialog gives for a file over the most it reads (or /dev/zero).
    test.setFilesToOpen([{ name: 'huge.json', size: 50 * 1024 * 1024 + 1 }])
    test.sendMenuCommand({ kind: 'open-game-log' })
    await vi.waitFor(() => expect(dialog().open).toBe(true))
    expect(dialog().querySelector('[data-testid="import-refused"]')?.textContent).toContain(
      '“huge.json” is too large to be a game log: 50.0 MB, where a game log is at most 10.0 MB.',
    )
    expect(test.savedGames().size).toBe(0)
  })

  it('listens to the native menu only while the home screen is shown', async () => {
    const test = createTestPlatform()
    const wrapper = await mountApp({ platform: test.platform })
    const shown = test.listenerCount
    await wrapper.vm.$router.push({ name: 'rules' })
    await flushPromises()
    expect(test.listenerCount).toBe(shown - 1)
    const opened = vi.fn(() => Promise.resolve([]))
    Object.assign(test.platform, { openTextFiles: opened })
    test.sendMenuCommand({ kind: 'open-game-log' })
    await flushPromises()
    expect(opened).not.toHaveBeenCalled()
  })
})

describe('two copies of one game', () => {
  const saved = (updatedAt: string, notes: string) => ({ ...won(), updatedAt, notes })
  const older = saved('2026-11-20T21:00:00.000Z', 'older')
  const newer = saved('2026-11-20T22:30:00.000Z', 'newer')

  const copies = () =>
    [...dialog().querySelectorAll('[data-testid="import-copy"]')].map((item) =>
      item.textContent?.replace(/\s+/g, ' ').trim(),
    )
  const checked = () =>
    dialog()
      .querySelector<HTMLInputElement>('fieldset input:checked')
      ?.parentElement?.textContent?.trim()

  it('in one folder: keeps the one saved last by default, both dates shown, the later marked', async () => {
    const { wrapper, test } = await mountWith([])
    await choose(wrapper, [
      { name: 'a.json', text: serialiseGameLog(older) },
      { name: 'b.json', text: serialiseGameLog(newer) },
    ])
    expect(dialog().querySelector('legend')?.textContent?.trim()).toBe(
      'Twice among these files: A whole game: Ada reaches 100',
    )
    expect(copies()).toEqual([
      expect.stringMatching(/^In a\.json: last saved .*2026.*$/),
      expect.stringMatching(/^In b\.json: last saved .*2026.* \(the later\)$/),
    ])
    expect(checked()).toBe('Import the copy in b.json')
    // One game, new to the library, whichever copy: nothing is replaced.
    buttonNamed('Import 1 game').click()
    await vi.waitFor(() => expect(test.savedGames().get('game-won')).toEqual(newer))
  })

  it('in one folder, the later one first: keeps the first', async () => {
    const { wrapper, test } = await mountWith([])
    await choose(wrapper, [
      { name: 'a.json', text: serialiseGameLog(newer) },
      { name: 'b.json', text: serialiseGameLog(older) },
    ])
    expect(checked()).toBe('Import the copy in a.json')
    buttonNamed('Import 1 game').click()
    await vi.waitFor(() => expect(test.savedGames().get('game-won')).toEqual(newer))
  })

  it('against the library: replaces it by default only when the file was saved later', async () => {
    const { wrapper } = await mountWith([older])
    const oneMillisecondLater = saved('2026-11-20T21:00:00.001Z', 'later')
    await choose(wrapper, [{ name: 'won.json', text: serialiseGameLog(oneMillisecondLater) }])
    expect(copies()[0]).toMatch(/^In your library: last saved /)
    expect(checked()).toBe('Replace the existing game')
  })

  it('against the library: keeps the library’s copy when it is as recent', async () => {
    const { wrapper } = await mountWith([older])
    await choose(wrapper, [
      { name: 'won.json', text: serialiseGameLog(saved(older.updatedAt, 'same')) },
    ])
    expect(checked()).toBe('Keep the one in my library')
    expect(copies().some((copy) => copy?.includes('(the later)'))).toBe(false)
  })
})
