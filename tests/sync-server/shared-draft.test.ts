import type { DocHandle } from '@automerge/automerge-repo'
import { describe, expect, it } from 'vitest'
import { sharedGameOf } from '../../src/shared/sync/change-shared-game'
import { discardDraft, readDraft, writeDraft } from '../../src/shared/sync/shared-draft'
import type { SharedGameDoc } from '../../src/shared/sync/shared-game'
import { wonGame } from '../shared/sync/shared-logs'
import { connectClient, freshFolder, startTestServer, until, untilServerHolds } from './support'

/*
 * A hand filled in from two devices through the real sync server on 127.0.0.1 (decision 0072):
 * each device's leaves reach the other, and a discard removes the draft for both.
 */

const ada = { by: 'Ada', at: '2026-11-29T20:00:00.000Z' }
const bram = { by: 'Bram', at: '2026-11-29T20:00:01.000Z' }

const leaf = (handle: DocHandle<SharedGameDoc>, path: string[]) => {
  const read = readDraft(handle.doc(), 2)
  if (!read?.readable) return undefined
  return read.changes.find((change) => JSON.stringify(change.path) === JSON.stringify(path))
}

describe.each(['synchronous', 'asynchronous'] as const)(
  'through the server (%s writes)',
  (fileCalls) => {
    it('carries both devices’ leaves, then a discard, to the other device', async () => {
      const server = await startTestServer({ dataDir: await freshFolder(), fileCalls })
      const onAda = connectClient(server.port).create<SharedGameDoc>(
        sharedGameOf(wonGame() as never, ada, () => 'h1'),
      )
      await untilServerHolds(server.port, onAda.url)
      const onBram = await connectClient(server.port).find<SharedGameDoc>(onAda.url)

      onAda.change((doc) => writeDraft(doc, 2, 'g', [{ path: ['p1'], value: 3 }], ada))
      onBram.change((doc) => writeDraft(doc, 2, 'g', [{ path: ['p2'], value: 4 }], bram))
      for (const handle of [onAda, onBram]) {
        await until(() => leaf(handle, ['p1']) !== undefined, 'Ada’s leaf is on both devices')
        await until(() => leaf(handle, ['p2']) !== undefined, 'Bram’s leaf is on both devices')
      }

      onBram.change((doc) => discardDraft(doc, 2))
      expect(readDraft(onBram.doc(), 2)).toBeNull()
      await until(() => readDraft(onAda.doc(), 2) === null, 'the discard reaches Ada')
    })
  },
)
