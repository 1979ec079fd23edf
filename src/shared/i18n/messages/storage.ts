import { defineMessages } from '../define-messages'

/**
 * What the game library says when saving, deleting or reading a game goes wrong. The stores
 * return these keys (or an engine problem key) with their params; nothing already saved is lost
 * in any of these cases, and the texts say so.
 */
export const storageMessages = defineMessages({
  en: {
    storage: {
      failure: {
        'disk-full':
          'The disk is full: this hand is not saved yet. Free some space; Casebook keeps it on screen until it can save it.',
        'write-failed':
          'Casebook could not save this game ({detail}). It stays on screen and the last saved version is untouched; try again.',
        'not-found': 'This game is no longer in the library; it may already have been deleted.',
        'invalid-id':
          'This game cannot be saved under the name "{id}": a game id is 1 to 64 characters, each a lowercase ASCII letter (a to z, without accents), a digit, "-" or "_", and not a name Windows keeps for a device (such as "con").',
        'invalid-draft':
          'Casebook could not keep the hand being entered: it is not in the shape of a hand form. It stays on screen.',
      },
      damaged: {
        'set-aside':
          'A saved game, "{name}", could not be read. Casebook moved it aside as "{setAsideAs}" and deleted nothing.',
        unreadable: 'Casebook could not read this saved game ({detail}).',
        'too-large':
          'This saved game holds more than {mebibytes} MiB, more than Casebook opens, so it was not read.',
        'not-a-file':
          'Not a regular file (a named pipe, a device or a socket): Casebook does not read it.',
        'bad-name':
          'Not named like a Casebook game (1 to 64 characters, each a lowercase ASCII letter from a to z, a digit, "-" or "_").',
      },
    },
  },
  fr: {
    storage: {
      failure: {
        'disk-full':
          'Le disque est plein\u00a0: cette manche n’est pas encore enregistrée. Libérez de la place\u00a0; Casebook la garde à l’écran jusqu’à pouvoir l’enregistrer.',
        'write-failed':
          'Casebook n’a pas pu enregistrer cette partie ({detail}). Elle reste à l’écran et la dernière version enregistrée est intacte\u00a0; réessayez.',
        'not-found':
          'Cette partie n’est plus dans la bibliothèque\u00a0; elle a peut-être déjà été supprimée.',
        'invalid-id':
          'Impossible d’enregistrer cette partie sous le nom «\u00a0{id}\u00a0»\u00a0: un identifiant de partie compte 1 à 64 caractères, chacun une lettre ASCII minuscule (a à z, sans accent), un chiffre, «\u00a0-\u00a0» ou «\u00a0_\u00a0», et n’est pas un nom que Windows réserve à un périphérique (comme «\u00a0con\u00a0»).',
        'invalid-draft':
          'Casebook n’a pas pu garder la manche en cours de saisie\u00a0: elle n’a pas la forme d’une saisie de manche. Elle reste à l’écran.',
      },
      damaged: {
        'set-aside':
          'Une partie enregistrée, «\u00a0{name}\u00a0», est illisible. Casebook l’a mise de côté sous le nom «\u00a0{setAsideAs}\u00a0» et n’a rien supprimé.',
        unreadable: 'Casebook n’a pas pu lire cette partie enregistrée ({detail}).',
        'too-large':
          'Cette partie enregistrée dépasse {mebibytes}\u00a0Mio, plus que Casebook n’en ouvre\u00a0: elle n’a pas été lue.',
        'not-a-file':
          'Ce n’est pas un fichier ordinaire (un tube nommé, un périphérique ou une socket)\u00a0: Casebook ne le lit pas.',
        'bad-name':
          'Ce nom n’est pas celui d’une partie Casebook (1 à 64 caractères, chacun une lettre ASCII minuscule de a à z, un chiffre, «\u00a0-\u00a0» ou «\u00a0_\u00a0»).',
      },
    },
  },
})
