import { defineMessages } from '../define-messages'

/** The `casebook` command line: usage, reports and their headings. */
export const cliMessages = defineMessages({
  en: {
    cli: {
      usage:
        'Usage: casebook COMMAND FILE [OPTIONS]\n\nCommands:\n  validate FILE [--json]        check a game log; exit 0 when valid, 1 when not\n  score FILE [--json]           score every hand of a game log, with the breakdown\n  export FILE --format FORMAT   print the game as FORMAT: json (the game log),\n                                csv (a score sheet for spreadsheets) or md (a\n                                printable score sheet in Markdown)\n  trick FILE [--json]           settle who takes one trick (trick-taking games)\n  stats PATH... [--json]        who played, won and drew, alone and head to head,\n                                over game logs (files, or folders of *.json)\n\nOptions:\n  --json              print machine-readable JSON\n  --format FORMAT     json, csv or md (export); bgstats or bgg (stats)\n  --lang LANGUAGE     en or fr (default: from the LANG variable)\n  --help              show this help\n\nExit codes:\n  0  a valid game log, a score, export or statistics printed, a trick settled\n  1  refused by the rules: an invalid game log, an impossible trick\n  2  wrong usage, or a file that cannot be read: missing, a folder,\n     or over its limit ({logLimit} for a game log, {trickLimit} for a trick)\n  3  an unexpected error (a fault of Casebook: please report it)',
      'unknown-command': 'Unknown command "{command}".',
      'missing-file': 'Name the game-log file to read.',
      'bad-option': '{detail}',
      'bad-language': 'Unknown language "{lang}": use en or fr.',
      'missing-format': 'Choose the export format with --format: {formats}.',
      'bad-format': 'Unknown export format "{format}": use {formats}.',
      'option-not-for': '{option} does not go with {command}.',
      'unreadable-file': 'Cannot read {file}: {detail}',
      system: {
        ENOENT: 'no such file or folder',
        EACCES: 'permission denied',
        EPERM: 'permission denied',
        EISDIR: 'it is a folder (stats reads folders)',
        ENOTDIR: 'a part of the path is not a folder',
        ELOOP: 'too many symbolic links in the path',
        ENAMETOOLONG: 'the name is too long',
        EMFILE: 'too many files open at once',
        ENFILE: 'too many files open at once',
        EIO: 'the disk could not be read (input/output error)',
        ENXIO: 'it is not a regular file (a socket or a device)',
        'not-a-file': 'it is not a regular file (a device or a socket), so it is not read',
        'pipe-silent': 'it is a named pipe and nothing came through it',
        other: 'the system said {detail}',
      },
      'too-large-log':
        'Not read: {file} holds more than {limit}, the most Casebook reads of a game log.',
      'too-large-trick':
        'Not read: {file} holds more than {limit}, the most Casebook reads of a trick file.',
      'unexpected-error':
        'Casebook stopped on an unexpected error: {detail}. Unless your system caused it (a full disk, say), please report it with the command and the file.',
      mebibytes: '{count} MiB',
      kibibytes: '{count} KiB',
      bytes: '{count} bytes',
      'trick-not-json':
        "This file is not valid JSON: it should hold one trick, as the game's rules reference shows.",
      'trick-no-referee':
        'This file names no game Casebook settles tricks for ("{game}"). Write its "game" as one of: {games}.',
      valid:
        '{file}: a valid game log, no hand yet. | {file}: a valid game log, 1 hand. | {file}: a valid game log, {count} hands.',
      invalid:
        '{file}: not a valid game log (1 error). | {file}: not a valid game log ({count} errors).',
      error: 'error',
      warning: 'warning',
      'at-top': 'whole file',
      hand: 'Hand {number}',
      totals: 'Totals: {totals}',
      'hand-notes': 'About the whole hand',
      'no-hands': 'No hand played yet.',
      stats: {
        'missing-path': 'Name the game-log files or folders to read.',
        summary: 'Games counted: {games}, finished: {finished}.',
        column: {
          name: 'Player',
          games: 'Games',
          finished: 'Finished',
          wins: 'Wins',
          draws: 'Draws',
          'win-rate': 'Win rate',
        },
        percent: '{value}%',
        'by-game': 'Per game',
        'person-at-game': '{name} at {game}: {tally}',
        'skipped-file': '{file}: {reason}',
        tally:
          'games {games} · finished {finished} · wins {wins} · draws {draws} · win rate {rate}',
        'head-to-head': 'Head to head',
        pair: '{first} – {second}: games {games} · finished {finished} · {first} won {firstWins} · {second} won {secondWins} · draws {draws}',
        skipped: 'Not counted',
        unreadable: 'cannot be read: {detail}',
        'too-large': 'holds more than {limit}, the most Casebook reads of a game log',
        invalid:
          'not a valid game log (1 error): {first} | not a valid game log ({count} errors), the first: {first}',
        superseded: 'Older copies not counted (the same game saved later)',
        'superseded-by': '{file}: replaced by {by}',
        abandoned: 'Abandoned games not counted (their players gave them up)',
        together: 'Together (partners, on one side)',
        'together-pair':
          '{first} & {second}: games {games} · finished {finished} · won {wins} · draws {draws}',
        scores: 'Scores (finished games)',
        'person-scores':
          '{name}: average {average} · best {best} · total {total} · margin to the winner {margin} · average place {place}',
        roles: 'Roles',
        'person-in-role': '{game} · {role} · {name}: {tally}',
        'hand-tally': 'hands {games} · won {wins} · drawn {draws} · win rate {rate}',
        variants: 'Variants',
        'variant-option': '{game}, {setting}: games {games} · finished {finished}',
        'person-in-variant': '{name}: {tally}',
        'decimal-mark': '.',
      },
    },
  },
  fr: {
    cli: {
      usage:
        'Usage\u00a0: casebook COMMANDE FICHIER [OPTIONS]\n\nCommandes\u00a0:\n  validate FICHIER [--json]        vérifie une partie\u00a0; code 0 si elle est valide, 1 sinon\n  score FICHIER [--json]           compte chaque manche d’une partie, avec le détail\n  export FICHIER --format FORMAT   écrit la partie au FORMAT\u00a0: json (le fichier de\n                                   partie), csv (feuille de marque pour tableur) ou\n                                   md (feuille de marque imprimable en Markdown)\n  trick FICHIER [--json]           dit qui remporte un pli (jeux de plis)\n  stats CHEMIN... [--json]         qui a joué, gagné, fait match nul, seul et face à\n                                   face, sur des parties (fichiers, ou dossiers de *.json)\n\nOptions\u00a0:\n  --json              sortie JSON pour les programmes\n  --format FORMAT     json, csv ou md (export)\u00a0; bgstats ou bgg (stats)\n  --lang LANGUE       en ou fr (par défaut\u00a0: d’après la variable LANG)\n  --help              affiche cette aide\n\nCodes de sortie\u00a0:\n  0  partie valide, score, export ou statistiques écrits, pli arbitré\n  1  refusé par les règles\u00a0: partie non valide, pli impossible\n  2  mauvais usage, ou fichier illisible\u00a0: absent, dossier, ou au-delà de\n     sa limite ({logLimit} pour une partie, {trickLimit} pour un pli)\n  3  erreur inattendue (un défaut de Casebook\u00a0: merci de la signaler)',
      'unknown-command': 'Commande inconnue «\u00a0{command}\u00a0».',
      'missing-file': 'Indiquez le fichier de partie à lire.',
      'bad-option': '{detail}',
      'bad-language': 'Langue inconnue «\u00a0{lang}\u00a0»\u00a0: choisissez en ou fr.',
      'missing-format': 'Choisissez le format d’export avec --format\u00a0: {formats}.',
      'bad-format': 'Format d’export inconnu «\u00a0{format}\u00a0»\u00a0: choisissez {formats}.',
      'option-not-for': '{option} ne va pas avec {command}.',
      'unreadable-file': 'Impossible de lire {file}\u00a0: {detail}',
      system: {
        ENOENT: 'aucun fichier ni dossier de ce nom',
        EACCES: 'permission refusée',
        EPERM: 'permission refusée',
        EISDIR: 'c’est un dossier (stats lit les dossiers)',
        ENOTDIR: 'une partie du chemin n’est pas un dossier',
        ELOOP: 'trop de liens symboliques dans le chemin',
        ENAMETOOLONG: 'le nom est trop long',
        EMFILE: 'trop de fichiers ouverts à la fois',
        ENFILE: 'trop de fichiers ouverts à la fois',
        EIO: 'le disque n’a pas pu être lu (erreur d’entrée-sortie)',
        ENXIO: 'ce n’est pas un fichier ordinaire (une socket ou un périphérique)',
        'not-a-file':
          'ce n’est pas un fichier ordinaire (un périphérique ou une socket)\u00a0: il n’est pas lu',
        'pipe-silent': 'c’est un tube nommé, et rien n’y est passé',
        other: 'le système a répondu {detail}',
      },
      'too-large-log':
        'Fichier non lu\u00a0: {file} fait plus de {limit}, le maximum que Casebook lit d’une partie.',
      'too-large-trick':
        'Fichier non lu\u00a0: {file} fait plus de {limit}, le maximum que Casebook lit d’un fichier de pli.',
      'unexpected-error':
        'Casebook s’est arrêté sur une erreur inattendue\u00a0: {detail}. Sauf si votre système en est la cause (un disque plein, par exemple), merci de la signaler avec la commande et le fichier.',
      mebibytes: '{count}\u00a0Mio',
      kibibytes: '{count}\u00a0Kio',
      bytes: '{count}\u00a0octets',
      'trick-not-json':
        'Ce fichier n’est pas du JSON valide\u00a0: il doit contenir un pli, comme le montre la référence des règles du jeu.',
      'trick-no-referee':
        'Ce fichier ne nomme aucun jeu dont Casebook arbitre les plis («\u00a0{game}\u00a0»). Indiquez pour "game" l’un de ceux-ci\u00a0: {games}.',
      valid:
        '{file}\u00a0: partie valide, sans manche pour le moment. | {file}\u00a0: partie valide, 1 manche. | {file}\u00a0: partie valide, {count} manches.',
      invalid:
        '{file}\u00a0: partie non valide (1 erreur). | {file}\u00a0: partie non valide ({count} erreurs).',
      error: 'erreur',
      warning: 'attention',
      'at-top': 'tout le fichier',
      hand: 'Manche {number}',
      totals: 'Totaux\u00a0: {totals}',
      'hand-notes': 'Sur toute la manche',
      'no-hands': 'Aucune manche jouée pour le moment.',
      stats: {
        'missing-path': 'Indiquez les fichiers ou dossiers de parties à lire.',
        summary: 'Parties comptées\u00a0: {games}, terminées\u00a0: {finished}.',
        column: {
          name: 'Joueur',
          games: 'Parties',
          finished: 'Terminées',
          wins: 'Victoires',
          draws: 'Nuls',
          'win-rate': 'Taux de victoire',
        },
        percent: '{value}\u00a0%',
        'by-game': 'Par jeu',
        'person-at-game': '{name} à {game}\u00a0: {tally}',
        'skipped-file': '{file}\u00a0: {reason}',
        tally:
          'parties {games} · terminées {finished} · victoires {wins} · nuls {draws} · taux de victoire {rate}',
        'head-to-head': 'Face à face',
        pair: '{first} – {second}\u00a0: parties {games} · terminées {finished} · {first} a gagné {firstWins} · {second} a gagné {secondWins} · nuls {draws}',
        skipped: 'Non comptés',
        unreadable: 'illisible\u00a0: {detail}',
        'too-large': 'fait plus de {limit}, le maximum que Casebook lit d’une partie',
        invalid:
          'partie non valide (1 erreur)\u00a0: {first} | partie non valide ({count} erreurs), la première\u00a0: {first}',
        superseded: 'Copies plus anciennes non comptées (la même partie enregistrée plus tard)',
        'superseded-by': '{file}\u00a0: remplacé par {by}',
        abandoned: 'Parties abandonnées non comptées (leurs joueurs les ont laissées)',
        together: 'Ensemble (partenaires, dans le même camp)',
        'together-pair':
          '{first} et {second}\u00a0: parties {games} · terminées {finished} · gagnées {wins} · nuls {draws}',
        scores: 'Scores (parties terminées)',
        'person-scores':
          '{name}\u00a0: moyenne {average} · meilleur {best} · total {total} · écart au gagnant {margin} · place moyenne {place}',
        roles: 'Rôles',
        'person-in-role': '{game} · {role} · {name}\u00a0: {tally}',
        'hand-tally': 'manches {games} · gagnées {wins} · nulles {draws} · taux de victoire {rate}',
        variants: 'Variantes',
        'variant-option': '{game}, {setting}\u00a0: parties {games} · terminées {finished}',
        'person-in-variant': '{name}\u00a0: {tally}',
        'decimal-mark': ',',
      },
    },
  },
})
