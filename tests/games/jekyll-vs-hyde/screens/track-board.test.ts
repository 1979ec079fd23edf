import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import TrackBoard from '../../../../src/games/jekyll-vs-hyde/screens/TrackBoard.vue'

function board(props: { length: number; position: number; next: number | null }) {
  return mount(TrackBoard, {
    props: {
      ...props,
      // Which side a space is on is the engine's to say; here, the first three spaces are blue.
      jekyllSide: (position: number) => position < 3,
      label: 'The marker stands on space 2',
      jekyllEnd: 'Start',
      hydeEnd: 'Last space',
    },
  })
}

const spaces = (wrapper: ReturnType<typeof board>) =>
  wrapper.findAll('[data-position]').map((space) => Number(space.attributes('data-position')))

describe('the track drawn as on the table', () => {
  it('lays L + 1 spaces from the last one on the left to the start on the right', () => {
    expect(spaces(board({ length: 10, position: 0, next: null }))).toEqual([
      10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
    ])
    expect(spaces(board({ length: 4, position: 0, next: null }))).toEqual([4, 3, 2, 1, 0])
  })

  it('colours each space by the side it is given', () => {
    const wrapper = board({ length: 4, position: 0, next: null })
    const blue = wrapper
      .findAll('.board__space--jekyll')
      .map((space) => space.attributes('data-position'))
    expect(blue).toEqual(['2', '1', '0'])
  })

  it('puts the marker where it stands and, once known, a dashed one where it goes', () => {
    const wrapper = board({ length: 10, position: 2, next: 6 })
    expect(wrapper.get('[data-testid="marker"]').element.parentElement?.dataset.position).toBe('2')
    expect(wrapper.get('[data-testid="marker-next"]').element.parentElement?.dataset.position).toBe(
      '6',
    )
  })

  it('draws no second marker when the marker stays', () => {
    const wrapper = board({ length: 10, position: 2, next: 2 })
    expect(wrapper.findAll('[data-testid="marker-next"]')).toHaveLength(0)
  })

  it('is one picture for screen readers, named by its label', () => {
    const figure = board({ length: 10, position: 2, next: null }).get('[data-testid="track"]')
    expect(figure.attributes('role')).toBe('img')
    expect(figure.attributes('aria-label')).toBe('The marker stands on space 2')
  })
})
