import type { Server } from 'node:http'

/**
 * Starts `createServer()` on each host, all on one port: the first host picks it when `port` is 0.
 * With `strict`, an address that cannot be listened on is an error (the user named it); without
 * it (the addresses found on the machine), that address is logged and skipped, so that a
 * link-local address on a down interface does not stop the server.
 */
export async function listenOnAll(
  hosts: readonly string[],
  port: number,
  strict: boolean,
  createServer: () => Server,
  log: (line: string) => void,
): Promise<{ port: number; servers: Server[]; addresses: string[] }> {
  const servers: Server[] = []
  const addresses: string[] = []
  let chosenPort = port
  try {
    for (const host of hosts) {
      const server = createServer()
      try {
        chosenPort = await listen(server, host, chosenPort)
      } catch (error) {
        if (strict) throw new Error(`cannot listen on ${host} port ${chosenPort}: ${String(error)}`)
        log(`skipped ${host}: ${String(error)}`)
        continue
      }
      // An error once listening (too many open files on accept) is logged, not thrown.
      server.on('error', (error) => log(`${host}: ${error.message}`))
      servers.push(server)
      addresses.push(host)
    }
  } catch (error) {
    await Promise.all(servers.map(closeServer))
    throw error
  }
  if (servers.length === 0) throw new Error(`cannot listen on any of ${hosts.join(', ')}`)
  return { port: chosenPort, servers, addresses }
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ host, port, exclusive: true }, () => {
      server.off('error', reject)
      const address = server.address()
      resolve(typeof address === 'object' && address !== null ? address.port : port)
    })
  })
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}
