export const projectRoot: string
export function staleness(root?: string): string | null
export function buildCli(root?: string): Promise<void>
