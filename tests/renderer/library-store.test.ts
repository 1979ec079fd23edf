import { describe, expect, it, vi } from 'vitest'
import { game } from './score-sheet/games'
import { createTestPlatform } from './support/test-platform'
import { libraryOver } from './support/library-store'

const won = () => ({ ...game('game-won').log })

describe('the library store', () => {
  it('shows a change at once and writes it after the next frame, unsaved until then', async () => {
    const test = createTestPlatform()
    const library = libraryOver(test)
    await library.load()
    let painted = false
    requestAnimationFrame(() => (painted = true))
    const paintedWhenWritten: boolean[] = []
    const save = test.platform.saveGame
    test.platform.saveGame = vi.fn((log) => {
      paintedWhenWritten.push(painted)
      return save(log)
    })

    const written = library.save(won())
    expect(library.game('game-won')).toBeDefined()
    expect([...library.unsaved.keys()]).toEqual(['game-won'])

    expect(await written).toBe(true)
    expect(paintedWhenWritten).toEqual([true])
    expect(library.unsaved.size).toBe(0)
  })

  it('keeps saving after a write that threw, and says what went wrong', async () => {
    const test = createTestPlatform()
    const save = test.platform.saveGame
    test.platform.saveGame = vi.fn(save).mockRejectedValueOnce(new Error('the bridge is gone'))
    const library = libraryOver(test)
    await library.load()

    expect(await library.save(won())).toBe(false)
    expect(library.saveProblem).toEqual({
      messageKey: 'storage.failure.write-failed',
      params: { detail: 'the bridge is gone' },
    })

    const retitled = { ...won(), title: 'Second try' }
    expect(await library.save(retitled)).toBe(true)
    expect(library.saveProblem).toBeNull()
    expect(test.savedGames().get('game-won')?.title).toBe('Second try')
  })

  it('keeps a game on screen when the disk is full, and writes it once there is room', async () => {
    const test = createTestPlatform()
    const library = libraryOver(test)
    await library.load()
    test.failWrites('disk-full')

    expect(await library.save(won())).toBe(false)
    expect(library.game('game-won')).toBeDefined()
    expect(library.saveProblem?.messageKey).toBe('storage.failure.disk-full')
    expect(test.savedGames().size).toBe(0)

    test.failWrites(null)
    expect(await library.flush()).toBe(true)
    expect([...test.savedGames().keys()]).toEqual(['game-won'])
  })

  it('never brings back a deleted game whose last change had not been written', async () => {
    const test = createTestPlatform()
    const library = libraryOver(test)
    await library.load()
    await library.save(won())
    test.failWrites('disk-full')
    await library.save({ ...won(), title: 'Edited while the disk was full' })

    test.failWrites(null)
    expect(await library.remove('game-won')).toBeDefined()
    await library.save({ ...game('game-tie-at-target').log })

    expect([...test.savedGames().keys()]).toEqual(['game-tie'])
    expect(library.game('game-won')).toBeUndefined()
  })

  it('saves an import of several games after one frame, in one pass', async () => {
    const test = createTestPlatform()
    const library = libraryOver(test)
    await library.load()
    const frames: number[] = []
    const save = test.platform.saveGame
    let painted = 0
    const countFrame = () => (painted += 1)
    requestAnimationFrame(countFrame)
    test.platform.saveGame = vi.fn((log) => {
      frames.push(painted)
      return save(log)
    })

    const logs = [won(), { ...game('game-tie-at-target').log }]
    expect(await library.saveAll(logs)).toBe(true)

    expect(frames).toEqual([1, 1])
    expect([...test.savedGames().keys()].sort()).toEqual(['game-tie', 'game-won'])
  })

  it('forgets what it read once another window holds the library, and reads it again', async () => {
    const test = createTestPlatform()
    await test.platform.saveGame(won())
    const library = libraryOver(test)
    await library.load()
    expect(library.game('game-won')).toBeDefined()

    library.forget()
    expect(library.loaded).toBe(false)
    expect(library.game('game-won')).toBeUndefined()

    await library.load()
    expect(library.game('game-won')).toBeDefined()
  })

  it('does not let a read begun before forgetting refill the store', async () => {
    const test = createTestPlatform()
    await test.platform.saveGame(won())
    let answer: () => void = () => {}
    const list = test.platform.listGames
    test.platform.listGames = () => new Promise((resolve) => (answer = () => resolve(list())))
    const library = libraryOver(test)

    const reading = library.load()
    library.forget()
    answer()
    await reading

    expect(library.loaded).toBe(false)
    expect(library.game('game-won')).toBeUndefined()
  })
  it('keeps a game started while the library was still being read, as a quick player does', async () => {
    const test = createTestPlatform()
    await test.platform.saveGame({ ...game('game-tie-at-target').log, title: 'Before' })
    let answer: () => void = () => {}
    const list = test.platform.listGames
    test.platform.listGames = () => {
      // The folder as it was when the reading began: the new game is not in it yet.
      const listed = list()
      return new Promise((resolve) => (answer = () => resolve(listed)))
    }
    const library = libraryOver(test)

    const reading = library.load()
    expect(await library.save(won())).toBe(true)
    const renamed = { ...game('game-tie-at-target').log, title: 'Renamed while reading' }
    await library.save(renamed)
    answer()
    await reading

    expect(library.game('game-won')).toBeDefined()
    expect(library.game('game-tie')?.title).toBe('Renamed while reading')
    expect([...test.savedGames().keys()].sort()).toEqual(['game-tie', 'game-won'])
  })
})
