import { describe, expect, it, vi } from 'vitest'
import { guardSockets, isAllowedSocket } from '../../src/main/socket-guard'

describe('the WebSockets the desktop window may open', () => {
  it('reach this computer and the local network over ws://', () => {
    const allowed = [
      'ws://127.0.0.1:3030/',
      'ws://localhost:5173/', // the dev server's reloads
      'ws://192.168.1.20:3030/',
      'ws://10.0.0.7:40123/',
      'ws://172.31.255.255:3030/',
      'ws://169.254.3.4:3030/',
      'ws://[fd00::5]:3030/',
      'ws://[::1]:3030/',
    ]
    expect(allowed.filter((url) => !isAllowedSocket(url))).toEqual([])
  })

  it('reach nothing beyond: the internet, a host name, wss:, credentials, garbage', () => {
    const refused = [
      'ws://8.8.8.8:3030/',
      'ws://172.32.0.1:3030/',
      'ws://192.0.2.2:3030/',
      'ws://[2001:db8::1]:3030/',
      'ws://[fe80::1]:3030/',
      'ws://club.example:3030/',
      'ws://192.168.1.20.nip.io:3030/',
      'wss://192.168.1.20:3030/',
      'ws://user:pw@192.168.1.20:3030/',
      'http://192.168.1.20:3030/',
      'not a url',
    ]
    expect(refused.filter(isAllowedSocket)).toEqual([])
  })

  it('are checked by the session for every WebSocket of every page, cancelled unless allowed', () => {
    const onBeforeRequest = vi.fn()
    guardSockets({ onBeforeRequest })
    expect(onBeforeRequest).toHaveBeenCalledOnce()
    const [filter, listener] = onBeforeRequest.mock.calls[0]!
    expect(filter).toEqual({ urls: ['<all_urls>'], types: ['webSocket'] })
    const answer = (url: string) => {
      const callback = vi.fn()
      listener({ url }, callback)
      return callback.mock.calls[0]?.[0]
    }
    expect(answer('ws://192.168.1.20:3030/')).toEqual({ cancel: false })
    expect(answer('ws://203.0.113.9:3030/')).toEqual({ cancel: true })
  })
})
