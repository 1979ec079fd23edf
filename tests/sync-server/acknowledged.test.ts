import type { DocHandle } from '@automerge/automerge-repo'
import { describe, expect, it } from 'vitest'
import { next as A } from '@automerge/automerge'
import { isAcknowledged, readFromDisk } from './on-disk'
import { connectClient, freshFolder, startTestServer, until } from './support'

interface Game {
  hands: number[]
}

describe('what the server acknowledges', { timeout: 60_000 }, () => {
  it('is on its disk the moment a device hears of it', async () => {
    const dataDir = await freshFolder()
    const server = await startTestServer({ dataDir })
    const device = connectClient(server.port)
    const game: DocHandle<Game> = device.create<Game>({ hands: [] })
    const created = A.getHeads(game.doc())
    await until(() => isAcknowledged(device, game, created), 'the server has the game')
    // automerge-repo alone saves a document a moment after its last change, while it answers at
    // once: each hand is read from the disk as soon as the device hears the server has it.
    for (let hand = 1; hand <= 15; hand++) {
      game.change((doc) => void doc.hands.push(hand))
      const heads = A.getHeads(game.doc())
      await until(() => isAcknowledged(device, game, heads), `hand ${hand} answered`)
      expect((await readFromDisk<Game>(dataDir, game.documentId))?.hands).toHaveLength(hand)
    }
  })

  it('is on its disk the moment another device hears of it from the server', async () => {
    const dataDir = await freshFolder()
    const server = await startTestServer({ dataDir })
    const [laptop, phone] = [connectClient(server.port), connectClient(server.port)]
    const game: DocHandle<Game> = laptop.create<Game>({ hands: [] })
    await until(() => isAcknowledged(laptop, game, A.getHeads(game.doc())), 'the server has it')
    const there = await phone.find<Game>(game.url)
    // The relay to the phone leaves with the write of the laptop's change, not a write later.
    for (let hand = 1; hand <= 15; hand++) {
      game.change((doc) => void doc.hands.push(hand))
      await until(() => there.doc().hands.length === hand, `hand ${hand} reached the phone`)
      expect((await readFromDisk<Game>(dataDir, game.documentId))?.hands).toHaveLength(hand)
    }
  })
})
