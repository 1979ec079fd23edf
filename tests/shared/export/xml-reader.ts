/*
 * A strict XML 1.0 reader for the tests: jsdom's DOMParser, which refuses a malformed document
 * as a browser does (a file that opts into `// @vitest-environment jsdom` has it). The node test
 * project has no DOM types, hence the little that is used, typed here.
 */

export interface XmlElement {
  readonly tagName: string
  getAttribute(name: string): string | null
  getElementsByTagName(name: string): ArrayLike<XmlElement>
}

interface XmlDocument {
  readonly documentElement: XmlElement
  getElementsByTagName(name: string): ArrayLike<XmlElement>
}

/** The document element of an XML text; throws when a strict parser refuses the text. */
export function readXml(text: string): XmlElement {
  const { DOMParser } = globalThis as unknown as {
    DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument }
  }
  const document = new DOMParser().parseFromString(text, 'application/xml')
  if (document.getElementsByTagName('parsererror').length > 0) {
    throw new Error('not well-formed XML')
  }
  return document.documentElement
}

/** The elements of one name under `parent`, as an array. */
export function elements(parent: XmlElement, name: string): XmlElement[] {
  return Array.from(parent.getElementsByTagName(name))
}
