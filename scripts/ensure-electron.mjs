// Electron 45 fetches its binary the first time it is required, not at `npm install`, and
// electron-vite only looks for a binary that is already there: fetch it first, with a clear
// message when that cannot work.
import { createRequire } from 'node:module'

const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Casebook's desktop app needs Node 22.12 or newer to install Electron (this is Node ${process.versions.node}).\n` +
      'Tests, the command line and the web version (npm run web) work on Node 20.19 or newer.',
  )
  process.exit(1)
}

try {
  createRequire(import.meta.url)('electron')
} catch (error) {
  console.error(
    'The Electron binary could not be fetched. Check the network connection and run `npm start` again.\n' +
      `(${error instanceof Error ? error.message : String(error)})`,
  )
  process.exit(1)
}
