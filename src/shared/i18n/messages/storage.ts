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
          'This game cannot be saved under the name "{id}": a game id has 1 to 64 lowercase letters, digits, hyphens or underscores.',
        'invalid-draft':
          'Casebook could not keep the hand being entered: it is not in the shape of a hand form. It stays on screen.',
      },
      damaged: {
        'set-aside':
          'A saved game, "{name}", could not be read. Casebook moved it aside as "{setAsideAs}" and deleted nothing.',
        unreadable: 'Casebook could not read this saved game ({detail}).',
        'bad-name':
          'This saved game is not named like a Casebook game (1 to 64 lowercase letters, digits, hyphens or underscores).',
      },
    },
  },
  fr: {
    storage: {
      failure: {
        'disk-full':
          'Le disque est plein : cette manche n’est pas encore enregistrée. Libérez de la place ; Casebook la garde à l’écran jusqu’à pouvoir l’enregistrer.',
        'write-failed':
          'Casebook n’a pas pu enregistrer cette partie ({detail}). Elle reste à l’écran et la dernière version enregistrée est intacte ; réessayez.',
        'not-found':
          'Cette partie n’est plus dans la bibliothèque ; elle a peut-être déjà été supprimée.',
        'invalid-id':
          'Impossible d’enregistrer cette partie sous le nom « {id} » : un identifiant de partie compte 1 à 64 lettres minuscules, chiffres, traits d’union ou tirets bas.',
        'invalid-draft':
          'Casebook n’a pas pu garder la manche en cours de saisie\u00a0: elle n’a pas la forme d’une saisie de manche. Elle reste à l’écran.',
      },
      damaged: {
        'set-aside':
          'Une partie enregistrée, « {name} », est illisible. Casebook l’a mise de côté sous le nom « {setAsideAs} » et n’a rien supprimé.',
        unreadable: 'Casebook n’a pas pu lire cette partie enregistrée ({detail}).',
        'bad-name':
          'Cette partie enregistrée ne porte pas un nom de partie Casebook (1 à 64 lettres minuscules, chiffres, traits d’union ou tirets bas).',
      },
    },
  },
})
