import { readFileSync } from 'node:fs'

/**
 * The command of `npm run sync-server`, word by word, as package.json says it. A plain command
 * (no shell syntax), so that the process it starts is the server itself.
 */
export function syncServerCommand(): string[] {
  const scripts = (
    JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
  ).scripts
  const script = scripts['sync-server'] ?? ''
  if (!/^[\w@./:= -]+$/.test(script)) throw new Error(`not a plain command: ${script}`)
  return script.split(/ +/)
}
