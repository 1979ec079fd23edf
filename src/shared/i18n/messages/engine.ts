import { defineMessages } from '../define-messages'

/**
 * What the rules engine's results say: card names, sides, validation problems and breakdown
 * lines. The engine returns keys and parameters; these texts are the project's own words.
 */
export const engineMessages = defineMessages({
  en: {
    cards: {
      utterson: 'Mr. Utterson',
      poole: 'Poole the Butler',
      'jekylls-will': "Dr. Jekyll's Will",
      'jekylls-theory': "Dr. Jekyll's Theory",
      'carew-murder-case': 'Carew Murder Case',
      'hyde-awakes': 'Hyde Awakes',
      'hydes-hideaway': "Hyde's Hideaway",
      'enfields-story': "Mr. Enfield's Story",
      'lanyons-story': "Dr. Lanyon's Story",
      stevenson: 'Robert Louis Stevenson',
      'work-in-lab': 'Work in Lab',
      transformation: 'Transformation',
      potion: 'Potion',
    },
    side: { J: 'Dr. Jekyll', H: 'Mr. Hyde' },
    status: {
      'in-progress': 'In progress',
      'tie-break': 'Tied at the top: one more hand is due',
      finished: '{winner} wins',
      shared: '{winners} share the win',
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
          'This file is not UTF-8 text: some of its characters are in another encoding (such as Latin-1 or Windows-1252). Save it again as UTF-8 and open it again.',
        'reserved-key':
          '"{key}" cannot be a field name here: JavaScript reserves it, so Casebook could not keep it. Rename or remove it.',
        'unknown-field':
          '"{field}" is not a field Casebook knows here. It is kept in the file but plays no part in the score: is it misspelt?',
      },
      variants: {
        unknown: '"{variant}" is not a variant of this game.',
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
      deck: {
        'unknown-card': '"{card}" is not a card of this game.',
        'card-value': 'The value of {card} must be a whole number from 0 to {max}, not {value}.',
        'card-count': '{found} × {card} in this hand, but the deck has only {max}.',
      },
      count: { whole: 'A number of cards must be a whole number, 0 or more, not {value}.' },
      meld: { minimum: '{card} is on the table, but nobody has a meld of 3 or more of it.' },
      transformation: {
        single: 'The deck has one Transformation; this hand has {found}.',
        family: 'The Transformation only covers J or H Evidence cards, not {card}.',
        coverage:
          'The Transformation covers one card, or a whole meld (3 or more), of the {max} × {card} in this area; not {value}.',
      },
      hand: {
        'went-out-holds-nothing': '{player} went out, so nothing is left in their hand.',
        'went-out-card-count':
          '{player} went out, but the cards put on the table ({found}) are fewer than the {min} it takes to empty a hand. Is an entry missing?',
        'left-in-hand-form':
          'Enter the cards left in hand card by card or as a points total, not both.',
        'left-in-hand-missing':
          "Nothing is entered as left in {player}'s hand; a player who did not go out always holds at least one card.",
      },
    },
    breakdown: {
      doubled: '{count} × {card} [{letter}] at {value}: doubled, {side} is up',
      'other-letter': '{count} × {card} [{letter}] at {value}: not doubled, {side} is up',
      'never-doubles': '{count} × {card} [J/H] at {value}: never doubles',
      transformed: '(Transformation: {printed} counts as {letter})',
      'with-transformation': '{counted} {transformed}',
      'work-in-lab': '{count} × Work in Lab at {value}: never doubles',
      'transformation-card-owner':
        "Transformation card resting in {area}'s area: its points go to {area}",
      'transformation-card-player':
        "Transformation card played by {playedBy} into {area}'s area: its points go to {playedBy}, who played it",
      'transformation-card-player-own':
        'Transformation card played by {playedBy} into their own area: its points go to {playedBy}',
      // Made and suffered both name who made it: "Shut-out" and "Shut out" are too easily mixed up.
      'shut-out-made': '{by} made a shut-out: every card in front of them matches {side}',
      // {cards} lists the groups (at-fault, at-fault-transformed); {count} is how many cards.
      'shut-out-missed':
        'No shut-out: {cards} does not match {side} | No shut-out: {cards} do not match {side}',
      'at-fault': '{count} × {card}',
      // Always the last group of the list, just before the verb: hence the closing comma.
      'at-fault-transformed': '{count} × {card}, transformed to {letter},',
      list: '{items} and {last}',
      'shut-out-suffered': 'Nothing counts this hand: {by} made a shut-out',
      'left-in-hand': '{count} × {card} left in hand at {value}',
      'left-in-hand-total': 'Cards left in hand (points total entered)',
      'transformation-held': 'Transformation still in hand: face value {face} + {extra} = {total}',
      'transformation-held-face': 'Transformation still in hand: face value {face}',
      'void-hand': 'The Case File ran out twice: nobody scores this hand',
    },
    settings: {
      field: '{label}: {value}',
      'card-values': 'Card values',
      'card-values-default': 'the defaults',
    },
    deck: {
      'changed-value': '{card} {value} (default {defaultValue})',
    },
  },
  fr: {
    cards: {
      utterson: 'Mr. Utterson',
      poole: 'Poole the Butler',
      'jekylls-will': "Dr. Jekyll's Will",
      'jekylls-theory': "Dr. Jekyll's Theory",
      'carew-murder-case': 'Carew Murder Case',
      'hyde-awakes': 'Hyde Awakes',
      'hydes-hideaway': "Hyde's Hideaway",
      'enfields-story': "Mr. Enfield's Story",
      'lanyons-story': "Dr. Lanyon's Story",
      stevenson: 'Robert Louis Stevenson',
      'work-in-lab': 'Travail en laboratoire',
      transformation: 'Transformation',
      potion: 'Potion',
    },
    side: { J: 'Dr Jekyll', H: 'Mr Hyde' },
    status: {
      'in-progress': 'En cours',
      'tie-break': 'Égalité en tête\u00a0: une manche de plus',
      finished: '{winner} gagne',
      shared: '{winners} se partagent la victoire',
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
          'Ce fichier n’est pas du texte UTF-8\u00a0: certains caractères sont dans un autre codage (par exemple Latin-1 ou Windows-1252). Enregistrez-le de nouveau en UTF-8 puis rouvrez-le.',
        'reserved-key':
          '«\u00a0{key}\u00a0» ne peut pas servir de nom de champ ici\u00a0: JavaScript le réserve, Casebook ne pourrait pas le conserver. Renommez-le ou supprimez-le.',
        'unknown-field':
          '«\u00a0{field}\u00a0» n’est pas un champ que Casebook connaît ici. Il est conservé dans le fichier mais ne compte pas dans le score\u00a0: faute de frappe\u00a0?',
      },
      variants: {
        unknown: '«\u00a0{variant}\u00a0» n’est pas une variante de ce jeu.',
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
      deck: {
        'unknown-card': '«\u00a0{card}\u00a0» n’est pas une carte de ce jeu.',
        'card-value': 'La valeur de {card} doit être un nombre entier de 0 à {max}, pas {value}.',
        'card-count': '{found} × {card} dans cette manche, mais le jeu n’en compte que {max}.',
      },
      count: {
        whole: 'Un nombre de cartes doit être un nombre entier positif ou nul, pas {value}.',
      },
      meld: {
        minimum: '{card} est sur la table, mais personne n’en a posé de brelan (3 cartes ou plus).',
      },
      transformation: {
        single: 'Le jeu ne compte qu’une Transformation\u00a0; cette manche en a {found}.',
        family: 'La Transformation ne couvre que des cartes Preuve J ou H, pas {card}.',
        coverage:
          'La Transformation couvre une carte seule, ou un brelan entier (3 cartes ou plus), parmi les {max} × {card} de cette zone\u00a0; pas {value}.',
      },
      hand: {
        'went-out-holds-nothing':
          '{player} a fini la manche\u00a0: il ne lui reste aucune carte en main.',
        'went-out-card-count':
          '{player} a fini la manche, mais les cartes posées ({found}) sont moins nombreuses que les {min} qu’il faut pour vider sa main. Manque-t-il une saisie\u00a0?',
        'left-in-hand-form':
          'Saisissez les cartes restées en main carte par carte ou en total de points, pas les deux.',
        'left-in-hand-missing':
          'Aucune carte n’est saisie dans la main {dePlayer}\u00a0; le joueur qui n’a pas fini la manche garde toujours au moins une carte.',
      },
    },
    breakdown: {
      doubled:
        '{count} × {card} [{letter}] à {value}\u00a0: doublée, {side} est visible | {count} × {card} [{letter}] à {value}\u00a0: doublées, {side} est visible',
      'other-letter':
        '{count} × {card} [{letter}] à {value}\u00a0: non doublée, {side} est visible | {count} × {card} [{letter}] à {value}\u00a0: non doublées, {side} est visible',
      'never-doubles':
        '{count} × {card} [J/H] à {value}\u00a0: jamais doublée | {count} × {card} [J/H] à {value}\u00a0: jamais doublées',
      transformed: '(Transformation\u00a0: {printed} compte comme {letter})',
      'with-transformation': '{counted} {transformed}',
      'work-in-lab':
        '{count} × Travail en laboratoire à {value}\u00a0: jamais doublée | {count} × Travail en laboratoire à {value}\u00a0: jamais doublées',
      'transformation-card-owner':
        'Carte Transformation posée dans la zone {deArea}\u00a0: ses points vont à {area}',
      'transformation-card-player':
        'Carte Transformation jouée par {playedBy} dans la zone {deArea}\u00a0: ses points vont à {playedBy}, qui l’a jouée',
      'transformation-card-player-own':
        'Carte Transformation jouée par {playedBy} dans sa propre zone\u00a0: ses points vont à {playedBy}',
      'shut-out-made':
        '{by} a réussi un shut-out\u00a0: toutes ses cartes posées correspondent à {side}',
      'shut-out-missed':
        'Pas de shut-out\u00a0: {cards} ne correspond pas à {side} | Pas de shut-out\u00a0: {cards} ne correspondent pas à {side}',
      'at-fault': '{count} × {card}',
      'at-fault-transformed':
        '{count} × {card}, transformée en {letter}, | {count} × {card}, transformées en {letter},',
      list: '{items} et {last}',
      'shut-out-suffered': 'Rien ne compte cette manche\u00a0: {by} a réussi un shut-out',
      'left-in-hand':
        '{count} × {card} restée en main à {value} | {count} × {card} restées en main à {value}',
      'left-in-hand-total': 'Cartes restées en main (total de points saisi)',
      'transformation-held':
        'Transformation restée en main\u00a0: valeur faciale {face} + {extra} = {total}',
      'transformation-held-face': 'Transformation restée en main\u00a0: valeur faciale {face}',
      'void-hand':
        'Le talon (Case File) est épuisé pour la deuxième fois\u00a0: personne ne marque',
    },
    settings: {
      field: '{label}\u00a0: {value}',
      'card-values': 'Valeur des cartes',
      'card-values-default': 'celles par défaut',
    },
    deck: {
      'changed-value': '{card} {value} ({defaultValue} par défaut)',
    },
  },
})
