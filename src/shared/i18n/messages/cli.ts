import { defineMessages } from '../define-messages'

/** The `casebook` command line: usage, reports and their headings. */
export const cliMessages = defineMessages({
  en: {
    cli: {
      usage:
        'Usage: casebook COMMAND FILE [OPTIONS]\n\nCommands:\n  validate FILE [--json]        check a game log; exit 0 when valid, 1 when not\n  score FILE [--json]           score every hand of a game log, with the breakdown\n  export FILE --format FORMAT   print the game as FORMAT: json (the game log),\n                                csv (a score sheet for spreadsheets) or md (a\n                                printable score sheet in Markdown)\n\nOptions:\n  --json              print machine-readable JSON\n  --format FORMAT     json, csv or md (export only)\n  --lang LANGUAGE     en or fr (default: from the LANG variable)\n  --help              show this help',
      'unknown-command': 'Unknown command "{command}".',
      'missing-file': 'Name the game-log file to read.',
      'bad-option': '{detail}',
      'bad-language': 'Unknown language "{lang}": use en or fr.',
      'missing-format': 'Choose the export format with --format: {formats}.',
      'bad-format': 'Unknown export format "{format}": use {formats}.',
      'option-not-for': '{option} does not go with {command}.',
      'unreadable-file': 'Cannot read {file}: {detail}',
      valid: '{file}: a valid game log, {hands} hand(s).',
      invalid: '{file}: not a valid game log ({count} error(s)).',
      error: 'error',
      warning: 'warning',
      'at-top': 'whole file',
      title: 'Mystery Rummy: Dr. Jekyll & Mr. Hyde',
      settings:
        'Target {target} · Transformation points: {points} · holding the Transformation costs {penalty}',
      'points-area-owner': "the area's owner",
      'points-player-who-played': 'the player who played it',
      hand: 'Hand {number}',
      'side-up': '{side} up',
      'went-out': '{player} went out',
      'case-file-exhausted': 'the Case File ran out twice',
      dealer: 'dealer {player}',
      'hand-score': 'hand score',
      totals: 'Totals',
      'no-hands': 'No hand played yet.',
    },
  },
  fr: {
    cli: {
      usage:
        "Usage : casebook COMMANDE FICHIER [OPTIONS]\n\nCommandes :\n  validate FICHIER [--json]        vérifie une partie ; code 0 si elle est valide, 1 sinon\n  score FICHIER [--json]           compte chaque manche d'une partie, avec le détail\n  export FICHIER --format FORMAT   écrit la partie au FORMAT : json (le fichier de\n                                   partie), csv (feuille de marque pour tableur) ou\n                                   md (feuille de marque imprimable en Markdown)\n\nOptions :\n  --json              sortie JSON pour les programmes\n  --format FORMAT     json, csv ou md (pour export)\n  --lang LANGUE       en ou fr (par défaut : d'après la variable LANG)\n  --help              affiche cette aide",
      'unknown-command': 'Commande inconnue « {command} ».',
      'missing-file': 'Indiquez le fichier de partie à lire.',
      'bad-option': '{detail}',
      'bad-language': 'Langue inconnue « {lang} » : choisissez en ou fr.',
      'missing-format': "Choisissez le format d'export avec --format : {formats}.",
      'bad-format': "Format d'export inconnu « {format} » : choisissez {formats}.",
      'option-not-for': '{option} ne va pas avec {command}.',
      'unreadable-file': 'Impossible de lire {file} : {detail}',
      valid: '{file} : partie valide, {hands} manche(s).',
      invalid: '{file} : partie non valide ({count} erreur(s)).',
      error: 'erreur',
      warning: 'attention',
      'at-top': 'tout le fichier',
      title: 'Mystery Rummy : Dr Jekyll & Mr Hyde',
      settings:
        'Objectif {target} · points de la Transformation : {points} · garder la Transformation coûte {penalty}',
      'points-area-owner': 'le joueur chez qui elle est posée',
      'points-player-who-played': 'le joueur qui l’a jouée',
      hand: 'Manche {number}',
      'side-up': '{side} visible',
      'went-out': '{player} a fini la manche',
      'case-file-exhausted': 'le talon est épuisé pour la deuxième fois',
      dealer: 'donneur : {player}',
      'hand-score': 'score de la manche',
      totals: 'Totaux',
      'no-hands': 'Aucune manche jouée pour le moment.',
    },
  },
})
