import { vi } from 'vitest'

/*
 * vi.waitFor gives up after 1 s by default. What these tests wait for is often a view or a dialog
 * that Vite compiles the first time a test opens it: 0.5 s idle, 2 to 6 s on a 2-core machine
 * running another `npm test` (as testTimeout says in vitest.config.ts). Every wait in the renderer
 * tests gets 10 s unless it names its own; a wait that is met returns as soon as it is.
 */
const waitFor = vi.waitFor
const busyMachineTimeout = 10_000
vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === 'number' ? options : { timeout: busyMachineTimeout, ...options },
  )) as typeof vi.waitFor
