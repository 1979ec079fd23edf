import { defineMessages } from '../define-messages'

/**
 * The frame of the rules reference, shared by every game: its title, search, labels, and the
 * entries of the rules every game log shares (its file and header: `coreRules`' `log.*` ids).
 * Each game's own sections and entries are its own catalog part
 * (`src/shared/games/<game id>/rules-messages.ts`); which entry documents which rule id is in
 * `src/renderer/src/games/<game id>/rules/reference.ts`.
 */
export const rulesReferenceMessages = defineMessages({
  en: {
    rulesReference: {
      title: 'Rules reference',
      search: {
        label: 'Search the rules',
        hint: 'Any word, in any case, with or without accents.',
        clear: 'Clear the search',
        found: 'Entries found: {count}',
        noMatch: 'No entry matches “{query}”. Try another word or clear the search.',
      },
      contents: 'Contents',
      ruleId: 'Rule',
      check: {
        error: 'Checked: error',
        warning: 'Checked: warning',
      },
      example: 'Example',
      seeAlso: 'See also',
      missingRule: 'This reference has no entry for the rule {rule}. Here are all the rules.',
      default: 'default',
      choices: 'What the table may choose when a game starts:',
      games: 'Games',
      missingGame: 'Casebook has no rules reference for the game {game}. Pick one of these games.',
      entries: {
        'log-json': {
          title: 'A readable file',
          body: 'A game file is JSON text. A file that is not valid JSON, for instance one cut short, is refused as a whole: nothing is half-read.',
        },
        'log-format': {
          title: 'A Casebook game file',
          body: 'The file must say that it is a Casebook game log. Any other JSON file is refused.',
        },
        'log-version': {
          title: 'A format version this Casebook reads',
          body: 'Each game file records the version of its format. A file written by a newer Casebook is refused until you update this one.',
        },
        'log-game': {
          title: 'A game Casebook knows',
          body: 'The file names the game it records. A game this Casebook does not know is refused.',
        },
        'log-schema': {
          title: 'Well-formed content',
          body: 'Every field of a game file must hold the expected kind of value, such as a number where a number of cards is expected. The message says which field is wrong and what was expected there.',
        },
        'log-duplicate-key': {
          title: 'Each field once',
          body: 'Within one object of a game file, each name appears once. A file edited by hand can end up with the same card or player written twice in a hand; most programs would silently keep the last one, so Casebook refuses the file and says where.',
        },
        'log-encoding': {
          title: 'UTF-8 text',
          body: 'A game file is text encoded as UTF-8, the encoding Casebook itself writes. A byte-order mark at the start, which some Windows editors add, is ignored. A file saved in another encoding (UTF-16, Latin-1, Windows-1252) is refused rather than read with garbled accents: save it again as UTF-8.',
        },
        'log-reserved-key': {
          title: 'No reserved names',
          body: 'The names __proto__, constructor and prototype have a meaning of their own in JavaScript and cannot be kept as field names. A file that uses one is refused and the message says where, so that nothing in it is dropped without a word.',
        },
        'log-nesting-depth': {
          title: 'At most 64 levels deep',
          body: 'Lists and objects in a game file nest at most 64 levels deep; a game log needs about 8. A file with a value nested deeper, which could be read but not written back, is refused and the message says where.',
        },
      },
    },
  },
  fr: {
    rulesReference: {
      title: 'Règles du jeu',
      search: {
        label: 'Chercher dans les règles',
        hint: 'N’importe quel mot, en majuscules ou minuscules, avec ou sans accents.',
        clear: 'Effacer la recherche',
        found: 'Entrées trouvées\u00a0: {count}',
        noMatch:
          'Aucune entrée ne contient «\u00a0{query}\u00a0». Essayez un autre mot ou effacez la recherche.',
      },
      contents: 'Sommaire',
      ruleId: 'Règle',
      check: {
        error: 'Vérifié\u00a0: erreur',
        warning: 'Vérifié\u00a0: avertissement',
      },
      example: 'Exemple',
      seeAlso: 'Voir aussi',
      missingRule:
        'Ces règles n’ont pas d’entrée pour la règle {rule}. Voici l’ensemble des règles.',
      default: 'par défaut',
      choices: 'Ce que la table peut choisir en commençant une partie\u00a0:',
      games: 'Jeux',
      missingGame: 'Casebook n’a pas de règles pour le jeu {game}. Choisissez l’un de ces jeux.',
      entries: {
        'log-json': {
          title: 'Un fichier lisible',
          body: 'Un fichier de partie est un texte JSON. Un fichier qui n’est pas du JSON valide, par exemple tronqué, est refusé en entier\u00a0: rien n’est lu à moitié.',
        },
        'log-format': {
          title: 'Un fichier de partie Casebook',
          body: 'Le fichier doit indiquer qu’il est une partie Casebook. Tout autre fichier JSON est refusé.',
        },
        'log-version': {
          title: 'Une version de format connue',
          body: 'Chaque fichier de partie indique la version de son format. Un fichier écrit par un Casebook plus récent est refusé tant que vous n’avez pas mis celui-ci à jour.',
        },
        'log-game': {
          title: 'Un jeu connu de Casebook',
          body: 'Le fichier indique le jeu qu’il enregistre. Un jeu que ce Casebook ne connaît pas est refusé.',
        },
        'log-schema': {
          title: 'Un contenu bien formé',
          body: 'Chaque champ d’un fichier de partie doit contenir le type de valeur attendu, par exemple un nombre là où l’on attend un nombre de cartes. Le message indique quel champ pose problème et ce qui y était attendu.',
        },
        'log-duplicate-key': {
          title: 'Chaque champ une fois',
          body: 'Dans un même objet d’un fichier de partie, chaque nom n’apparaît qu’une fois. Un fichier modifié à la main peut se retrouver avec la même carte ou le même joueur écrit deux fois dans une main\u00a0; la plupart des programmes garderaient le dernier sans rien dire, Casebook refuse le fichier et indique où.',
        },
        'log-encoding': {
          title: 'Du texte UTF-8',
          body: 'Un fichier de partie est du texte codé en UTF-8, le codage qu’écrit Casebook. Une marque d’ordre des octets au début, qu’ajoutent certains éditeurs sous Windows, est ignorée. Un fichier enregistré dans un autre codage (UTF-16, Latin-1, Windows-1252) est refusé plutôt que lu avec des accents déformés\u00a0: enregistrez-le de nouveau en UTF-8.',
        },
        'log-reserved-key': {
          title: 'Pas de noms réservés',
          body: 'Les noms __proto__, constructor et prototype ont un sens propre en JavaScript et ne peuvent pas être conservés comme noms de champ. Un fichier qui en utilise un est refusé, et le message dit où, pour que rien n’y soit perdu sans un mot.',
        },
        'log-nesting-depth': {
          title: 'Au plus 64\u00a0niveaux d’imbrication',
          body: 'Listes et objets d’un fichier de partie s’imbriquent sur au plus 64\u00a0niveaux\u00a0; une partie en utilise environ 8. Un fichier dont une valeur est imbriquée plus profondément, qu’il serait possible de lire mais pas de réécrire, est refusé, et le message dit où.',
        },
      },
    },
  },
})
