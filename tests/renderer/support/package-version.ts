// package.json sits outside the web type-check project, so it is read the way Vite reads it in
// the browser platform: a JSON import through a glob.
const versions = import.meta.glob<string>('../../../package.json', {
  eager: true,
  import: 'version',
})

/** The version field of package.json, for comparing what the page shows. */
export const packageVersion: string = Object.values(versions)[0] ?? 'missing'
