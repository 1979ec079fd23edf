import { defineMessages } from '../define-messages'

/**
 * Opening and importing game-log files on the home screen (the import dialog's words are in
 * import-dialog.ts). vue-i18n treats { } @ $ | as syntax:
 * keep them out of the text, use {name} placeholders only.
 */
export const importMessages = defineMessages({
  en: {
    import: {
      open: 'Open game log…',
      inputLabel: 'Game-log files to open',
      dropHint: 'Drop game-log files here to open them',
      copyTitle: '{title} (copy)',
      imported: 'Games imported: {count}',
      nothingImported: 'Nothing was imported.',
    },
  },
  fr: {
    import: {
      open: 'Ouvrir une partie…',
      inputLabel: 'Fichiers de partie à ouvrir',
      dropHint: 'Déposez ici des fichiers de partie pour les ouvrir',
      copyTitle: '{title} (copie)',
      imported: 'Parties importées\u00a0: {count}',
      nothingImported: 'Rien n’a été importé.',
    },
  },
})
