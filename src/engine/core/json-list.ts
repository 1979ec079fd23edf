/**
 * A JSON array made one element at a time: the hands of `casebook score --json`. The command
 * writes it element by element, so a long game is never held whole as JSON; anywhere else
 * (`JSON.stringify`, a test) it is the plain array.
 */
export class JsonList<Item, Element = unknown> implements Iterable<Element> {
  constructor(
    private readonly items: readonly Item[],
    private readonly element: (item: Item) => Element,
  ) {}

  get length(): number {
    return this.items.length
  }

  *[Symbol.iterator](): Iterator<Element> {
    for (const item of this.items) yield this.element(item)
  }

  toJSON(): Element[] {
    return Array.from(this)
  }
}
