import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net'

/**
 * A TCP proxy between a device and the sync server whose traffic can be held, both ways, without
 * closing anything: what a phone walking out of Wi-Fi range does to its connection. While held,
 * nothing is read from either side (so nothing is written either), a connection opened meanwhile
 * is held too, and a side that closes is passed on only when the traffic is released.
 */
export class StallingProxy {
  port = 0
  private readonly server: Server
  private readonly sockets = new Set<Socket>()
  private held = false
  private onRelease: (() => void)[] = []

  /** `listenOn`: the IPv4 address the devices reach the proxy at. */
  constructor(
    private readonly target: { host: string; port: number },
    private readonly listenOn = '127.0.0.1',
  ) {
    this.server = createServer((device) => this.pair(device))
  }

  get origin(): string {
    return `http://${this.listenOn}:${this.port}`
  }

  start(): Promise<void> {
    return new Promise((resolve) => {
      this.server.listen(0, this.listenOn, () => {
        this.port = (this.server.address() as AddressInfo).port
        resolve()
      })
    })
  }

  /** Holds every connection's traffic, both ways, until `release`. */
  stall(): void {
    this.held = true
    for (const socket of this.sockets) socket.pause()
  }

  release(): void {
    this.held = false
    for (const socket of this.sockets) socket.resume()
    for (const passOn of this.onRelease.splice(0)) passOn()
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    return new Promise((resolve) => this.server.close(() => resolve()))
  }

  private pair(device: Socket): void {
    const server = connect(this.target.port, this.target.host)
    for (const [from, to] of [
      [device, server],
      [server, device],
    ] as const) {
      this.sockets.add(from)
      if (this.held) from.pause()
      from.on('data', (chunk) => {
        if (to.write(chunk)) return
        from.pause()
        to.once('drain', () => {
          if (!this.held) from.resume()
        })
      })
      from.on('error', () => {})
      from.on('close', () => {
        this.sockets.delete(from)
        if (this.held) this.onRelease.push(() => to.destroy())
        else to.destroy()
      })
    }
  }
}
