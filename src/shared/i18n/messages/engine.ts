import { defineMessages } from '../define-messages'

/**
 * What the rules engine says of any game: a series' status, the problems of the log, its players
 * and its series (rule ids every game shares), how a list is joined and how a setting is stated.
 * Each game's own words (cards, breakdown lines, its own problems) are in its catalog part,
 * `src/shared/games/<id>/messages.ts`.
 */
export const engineMessages = defineMessages({
  en: {
    status: {
      'in-progress': 'In progress',
      'tie-break': 'Tied at the top: one more hand is due',
      finished: '{winner} wins',
      shared: '{winners} share the win',
      draw: 'A draw: nobody wins',
      'won-together': '{winners} win',
      /** Said on the hand after which the highest totals are tied at or above the target. */
      'tie-break-due': 'Tied at the top with {target} or more: a tie-break hand is due',
    },
    problems: {
      log: {
        json: 'This file is not valid JSON ({detail}).',
        'not-an-object': 'This file is not a Casebook game log: it does not hold a JSON object.',
        format: 'This file is not a Casebook game log (format "{found}").',
        version:
          'Game-log version {found} is not one Casebook reads; it reads version {supported}.',
        'version-newer':
          'This game log was written by a newer Casebook (version {found}). Update Casebook to open it; this one reads version {supported}.',
        game: 'Unknown game "{found}". Known games: {known}.',
        schema: 'Expected {expected}, found {received}.',
        'duplicate-key':
          '"{key}" is written twice in the same place. Which one counts cannot be known: keep only one.',
        'encoding-utf-16':
          'This file is saved as UTF-16, not UTF-8. Save it again as UTF-8 (in Notepad: Save as, Encoding: UTF-8) and open it again.',
        'encoding-other':
          'This file is not UTF-8 text: it holds bytes no UTF-8 text has (characters in another encoding, such as Latin-1 or Windows-1252, or a file that is not text at all). Save it again as UTF-8 and open it again.',
        'reserved-key':
          '"{key}" cannot be a field name here: JavaScript reserves it, so Casebook could not keep it. Rename or remove it.',
        'too-deep':
          'This value is nested more than {limit} levels deep; no game log needs that many, and Casebook could not write it back. Remove it or flatten it.',
        'unknown-field':
          '"{field}" is not a field Casebook knows here. It is kept in the file but plays no part in the score: is it misspelt?',
      },
      players: {
        count: 'This game needs exactly {expected} players; the log has {found}.',
        'unique-id': 'Each player needs an id of their own; "{id}" is used twice.',
        'id-format':
          'A player id is 1 to 32 characters, each an ASCII letter (A to Z or a to z, without accents), a digit, "-" or "_", and not a name JavaScript reserves (such as "constructor"); "{id}" is not.',
        'known-id': '"{player}" is not one of this game\'s players.',
      },
      series: {
        'target-score': 'The target score must be a whole number above 0, not {value}.',
        'after-win': 'Hand {hand} comes after the game was won in hand {won}.',
      },
    },
    breakdown: {
      list: '{items} and {last}',
    },
    settings: {
      field: '{label}: {value}',
      'card-values': 'Card values',
      'card-values-default': 'the defaults',
    },
  },
  fr: {
    status: {
      'in-progress': 'En cours',
      'tie-break': 'Égalité en tête\u00a0: une manche de plus',
      finished: '{winner} gagne',
      shared: '{winners} se partagent la victoire',
      draw: 'Match nul\u00a0: personne ne gagne',
      'won-together': '{winners} gagnent',
      'tie-break-due':
        'Égalité en tête à {target} points ou plus\u00a0: une manche de départage est à jouer',
    },
    problems: {
      log: {
        json: 'Ce fichier n’est pas du JSON valide ({detail}).',
        'not-an-object':
          'Ce fichier n’est pas une partie Casebook\u00a0: il ne contient pas d’objet JSON.',
        format: 'Ce fichier n’est pas une partie Casebook (format «\u00a0{found}\u00a0»).',
        version:
          'Casebook ne lit pas la version {found} du format de partie\u00a0; il lit la version {supported}.',
        'version-newer':
          'Cette partie a été enregistrée par un Casebook plus récent (version {found}). Mettez Casebook à jour pour l’ouvrir\u00a0; celui-ci lit la version {supported}.',
        game: 'Jeu inconnu «\u00a0{found}\u00a0». Jeux connus\u00a0: {known}.',
        schema: 'Attendu\u00a0: {expected}\u00a0; trouvé\u00a0: {received}.',
        'duplicate-key':
          '«\u00a0{key}\u00a0» figure deux fois au même endroit. Impossible de savoir lequel compte\u00a0: n’en gardez qu’un.',
        'encoding-utf-16':
          'Ce fichier est enregistré en UTF-16, pas en UTF-8. Enregistrez-le de nouveau en UTF-8 (dans le Bloc-notes\u00a0: Enregistrer sous, Encodage\u00a0: UTF-8) puis rouvrez-le.',
        'encoding-other':
          'Ce fichier n’est pas du texte UTF-8\u00a0: il contient des octets qu’aucun texte UTF-8 ne contient (des caractères dans un autre codage, par exemple Latin-1 ou Windows-1252, ou un fichier qui n’est pas du texte). Enregistrez-le de nouveau en UTF-8 puis rouvrez-le.',
        'reserved-key':
          '«\u00a0{key}\u00a0» ne peut pas servir de nom de champ ici\u00a0: JavaScript le réserve, Casebook ne pourrait pas le conserver. Renommez-le ou supprimez-le.',
        'too-deep':
          'Cette valeur est imbriquée sur plus de {limit}\u00a0niveaux\u00a0; aucune partie n’en a besoin, et Casebook ne pourrait pas la réécrire. Supprimez-la ou aplatissez-la.',
        'unknown-field':
          '«\u00a0{field}\u00a0» n’est pas un champ que Casebook connaît ici. Il est conservé dans le fichier mais ne compte pas dans le score\u00a0: faute de frappe\u00a0?',
      },
      players: {
        count: 'Ce jeu se joue à exactement {expected} joueurs\u00a0; la partie en compte {found}.',
        'unique-id':
          'Chaque joueur a besoin de son propre identifiant\u00a0; «\u00a0{id}\u00a0» est déjà pris.',
        'id-format':
          'Un identifiant de joueur compte 1 à 32 caractères, chacun une lettre ASCII (A à Z ou a à z, sans accent), un chiffre, «\u00a0-\u00a0» ou «\u00a0_\u00a0», et n’est pas un nom réservé par JavaScript (comme «\u00a0constructor\u00a0»)\u00a0; «\u00a0{id}\u00a0» ne convient pas.',
        'known-id': '«\u00a0{player}\u00a0» n’est pas un joueur de cette partie.',
      },
      series: {
        'target-score':
          'Le score à atteindre doit être un nombre entier supérieur à 0, pas {value}.',
        'after-win': 'La manche {hand} vient après la victoire, acquise à la manche {won}.',
      },
    },
    breakdown: {
      list: '{items} et {last}',
    },
    settings: {
      field: '{label}\u00a0: {value}',
      'card-values': 'Valeur des cartes',
      'card-values-default': 'celles par défaut',
    },
  },
})
