import { describe, expect, it } from 'vitest'
import { deForm, nameParams } from '../../src/shared/i18n/elision'

describe('French "de" before a name', () => {
  it('is elided before a vowel, accented or not, in either case', () => {
    expect(['Ada', 'Élodie', 'E\u0301lodie', 'ines', 'Œdipe', 'Ugo'].map(deForm)).toEqual([
      'd’Ada',
      'd’Élodie',
      'd’E\u0301lodie',
      'd’ines',
      'd’Œdipe',
      'd’Ugo',
    ])
  })

  it('is elided before a mute h, and before a y that sounds like a vowel', () => {
    expect(['Hélène', 'Hugo', 'Yves'].map(deForm)).toEqual(['d’Hélène', 'd’Hugo', 'd’Yves'])
  })

  it('stays whole before a consonant, a consonant y or h, a digit or a sign', () => {
    expect(['Bram', 'Yann', 'Hyde', '8ball', '#1', ''].map(deForm)).toEqual([
      'de Bram',
      'de Yann',
      'de Hyde',
      'de 8ball',
      'de #1',
      'de ',
    ])
  })

  it('comes with the name itself as message parameters', () => {
    expect(nameParams('Ada')).toEqual({ name: 'Ada', deName: 'd’Ada' })
  })
})
