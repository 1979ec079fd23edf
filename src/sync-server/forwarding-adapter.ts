import {
  NetworkAdapter,
  type Message,
  type NetworkAdapterInterface,
  type PeerId,
  type PeerMetadata,
} from '@automerge/automerge-repo'

/**
 * A network adapter that passes everything between the repo and another adapter, for a subclass
 * to step in on what it receives (`receive`) or sends (`send`).
 */
export class ForwardingAdapter extends NetworkAdapter {
  constructor(protected readonly inner: NetworkAdapterInterface) {
    super()
    inner.on('peer-candidate', (payload) => this.emit('peer-candidate', payload))
    inner.on('peer-disconnected', (payload) => this.emit('peer-disconnected', payload))
    inner.on('close', () => this.emit('close'))
    inner.on('message', (message) => this.receive(message))
  }

  isReady(): boolean {
    return this.inner.isReady()
  }

  whenReady(): Promise<void> {
    return this.inner.whenReady()
  }

  connect(peerId: PeerId, peerMetadata?: PeerMetadata): void {
    this.peerId = peerId
    this.peerMetadata = peerMetadata
    this.inner.connect(peerId, peerMetadata)
  }

  disconnect(): void {
    this.inner.disconnect()
  }

  send(message: Message): void {
    this.inner.send(message)
  }

  /** A message from a peer, on its way to the repo. */
  protected receive(message: Message): void {
    this.emit('message', message)
  }
}
