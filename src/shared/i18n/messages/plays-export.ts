import { defineMessages } from '../define-messages'

/**
 * The words of the group's plays exported for BG Stats and BoardGameGeek (issue 34, point 7):
 * the History page's two buttons and their notices, and what `casebook stats --format` says
 * beside the file it prints. Fetched with the History page.
 * vue-i18n treats { } @ $ | as syntax: keep them out of the text, use {name} placeholders only.
 */
export const playsExportMessages = defineMessages({
  en: {
    playsExport: {
      bgStats: 'Export for BG Stats',
      boardGameGeek: 'Export for BoardGameGeek',
      saved: 'One play saved as {name}. | {count} plays saved as {name}.',
      unfinished:
        'One game not finished is left out: a play file holds finished games only. | {count} games not finished are left out: a play file holds finished games only.',
      undated:
        'One finished game is left out: its file says neither when it started nor when it was saved. | {count} finished games are left out: their files say neither when they started nor when they were saved.',
      none: 'No finished game in this selection: no play to export.',
      cancelled: 'Export cancelled: nothing was saved.',
      failed: 'The file could not be saved ({detail}).',
      badFormat: 'Unknown format "{format}" for stats: use {formats}.',
      usage:
        "Plays for BG Stats and BoardGameGeek:\n  stats PATH... --format FORMAT print the finished games as plays: bgstats (a\n                                BG Stats file, .bgsplay) or bgg (BoardGameGeek's\n                                XML play list); what is left out goes to stderr",
    },
  },
  fr: {
    playsExport: {
      bgStats: 'Exporter pour BG Stats',
      boardGameGeek: 'Exporter pour BoardGameGeek',
      saved: 'Une partie enregistrée sous {name}. | {count}\u00a0parties enregistrées sous {name}.',
      unfinished:
        'Une partie non terminée est laissée de côté\u00a0: un fichier de parties ne tient que les parties terminées. | {count}\u00a0parties non terminées sont laissées de côté\u00a0: un fichier de parties ne tient que les parties terminées.',
      undated:
        'Une partie terminée est laissée de côté\u00a0: son fichier ne dit ni quand elle a commencé ni quand elle a été enregistrée. | {count}\u00a0parties terminées sont laissées de côté\u00a0: leurs fichiers ne disent ni quand elles ont commencé ni quand elles ont été enregistrées.',
      none: 'Aucune partie terminée dans cette sélection\u00a0: aucune partie à exporter.',
      cancelled: 'Export annulé\u00a0: rien n’a été enregistré.',
      failed: 'Le fichier n’a pas pu être enregistré ({detail}).',
      badFormat: 'Format inconnu «\u00a0{format}\u00a0» pour stats\u00a0: choisissez {formats}.',
      usage:
        'Parties pour BG Stats et BoardGameGeek\u00a0:\n  stats CHEMIN... --format FORMAT   écrit les parties terminées au FORMAT\n                                   bgstats (fichier BG Stats, .bgsplay) ou bgg\n                                   (liste de parties XML de BoardGameGeek)\u00a0;\n                                   ce qui est laissé de côté va sur stderr',
    },
  },
})
