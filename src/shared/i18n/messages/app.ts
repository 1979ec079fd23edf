import { defineMessages } from '../define-messages'

/**
 * The renderer's own screens. Language names stay in their own language in both catalogs, so a
 * reader can always find theirs. vue-i18n treats { } @ $ | as syntax: keep them out of the text.
 */
export const appMessages = defineMessages({
  en: {
    app: {
      name: 'Casebook',
      skipToContent: 'Skip to main content',
      elsewhere: {
        title: 'Casebook is open in another tab',
        why: 'One tab at a time keeps your games, so that two tabs never write over each other’s hands.',
        takeOverNote:
          'Using it here closes it in the other tab. Everything saved there is kept; a hand being entered there and not yet saved is not.',
        useHere: 'Use Casebook here',
        takingOver: 'Taking over from the other tab…',
        refused:
          'The other tab kept the games: it has a change it could not save yet, which would be lost. Save it there first (its message says how), then try again.',
      },
      ruleLink: '{rule}: read this rule in the rules reference',
      rules: 'Rules',
      history: 'History',
      language: {
        label: 'Language',
        en: 'English',
        fr: 'Français',
      },
      screenAwake: {
        label: 'Keep screen on',
        hint: 'While a game is open, the screen does not go dark.',
        unavailable:
          'Keeping the screen on is not available here: this page comes over plain http from a network address, where the browser does not allow it. Open Casebook on the computer that runs the server, or over https, for that.',
      },
      tableServer: {
        label: 'Never run the table server on this computer',
        hint: 'While a game is shared with the table, this computer runs a sync server on the local network for the other devices. With this on, it never does, and no game is shared from here.',
      },
      home: {
        title: 'Your games',
        intro: 'Every game you play with Casebook is kept here, hand by hand.',
        newGame: 'New game',
        empty: {
          title: 'No saved games yet',
          body: 'Start a game and Casebook keeps the score at the table: enter each hand, and it adds up the points and shows how every one of them was counted.',
          newGame: 'New game',
        },
      },
      about: {
        open: 'About',
        title: 'About Casebook',
        description:
          'A table companion and scorekeeper for Jekyll & Hyde card games played with a physical deck.',
        version: 'Version {version}',
        desktop: 'Desktop app · Electron {electron} · Chromium {chrome}',
        browser: 'Running in your web browser',
        notSecure:
          'Working offline and installing as an app are not available here: this page comes over plain http from a network address, where the browser does not allow them. Open Casebook on the computer that runs the server, or over https, for that.',
        loading: 'Loading version information…',
        unavailable: 'Version information is not available.',
        close: 'Close',
      },
      update: {
        ready: 'A new version of Casebook is ready.',
        kept: 'Your games and any hand in progress are kept.',
        reloadNow: 'Reload now',
        reloading: 'Reloading…',
      },
      homeLink: 'Casebook: all games',
      back: 'Back',
      backToHand: 'Back to hand {number}',
    },
  },
  fr: {
    app: {
      name: 'Casebook',
      skipToContent: 'Aller au contenu principal',
      elsewhere: {
        title: 'Casebook est ouvert dans un autre onglet',
        why: 'Un seul onglet à la fois tient vos parties, pour que deux onglets n’écrivent jamais par-dessus les manches l’un de l’autre.',
        takeOverNote:
          'L’utiliser ici le ferme dans l’autre onglet. Tout ce qui y est enregistré est conservé\u00a0; une manche en cours de saisie et pas encore enregistrée ne l’est pas.',
        useHere: 'Utiliser Casebook ici',
        takingOver: 'Reprise depuis l’autre onglet…',
        refused:
          'L’autre onglet a gardé les parties\u00a0: il a une modification qu’il n’a pas encore pu enregistrer, et qui serait perdue. Enregistrez-la d’abord là-bas (son message dit comment), puis réessayez.',
      },
      ruleLink: '{rule}\u00a0: lire cette règle dans le guide des règles',
      rules: 'Règles',
      history: 'Historique',
      language: {
        label: 'Langue',
        en: 'English',
        fr: 'Français',
      },
      screenAwake: {
        label: 'Écran allumé',
        hint: 'Tant qu’une partie est ouverte, l’écran ne s’éteint pas.',
        unavailable:
          'Garder l’écran allumé n’est pas possible ici\u00a0: cette page vient en http simple d’une adresse du réseau, où le navigateur ne le permet pas. Ouvrez Casebook sur l’ordinateur qui fait tourner le serveur, ou en https, pour cela.',
      },
      tableServer: {
        label: 'Ne jamais lancer le serveur de la table sur cet ordinateur',
        hint: 'Pendant qu’une partie est partagée avec la table, cet ordinateur fait tourner un serveur de synchronisation sur le réseau local pour les autres appareils. Ainsi coché, il ne le fait jamais, et aucune partie n’est partagée d’ici.',
      },
      home: {
        title: 'Vos parties',
        intro: 'Chaque partie jouée avec Casebook est conservée ici, manche après manche.',
        newGame: 'Nouvelle partie',
        empty: {
          title: 'Aucune partie enregistrée pour l’instant',
          body: 'Lancez une partie et Casebook tient les scores à votre table\u00a0: saisissez chaque manche, il fait les comptes et montre d’où vient chaque point.',
          newGame: 'Nouvelle partie',
        },
      },
      about: {
        open: 'À propos',
        title: 'À propos de Casebook',
        description:
          'Compagnon de table et marqueur de points pour les jeux de cartes Jekyll & Hyde, joués avec un vrai paquet de cartes.',
        version: 'Version {version}',
        desktop: 'Application de bureau · Electron {electron} · Chromium {chrome}',
        browser: 'Fonctionne dans votre navigateur web',
        notSecure:
          'Travailler hors ligne et installer l’application ne sont pas possibles ici\u00a0: cette page vient en http simple d’une adresse du réseau, où le navigateur ne le permet pas. Ouvrez Casebook sur l’ordinateur qui fait tourner le serveur, ou en https, pour cela.',
        loading: 'Chargement des informations de version…',
        unavailable: 'Les informations de version ne sont pas disponibles.',
        close: 'Fermer',
      },
      update: {
        ready: 'Une nouvelle version de Casebook est prête.',
        kept: 'Vos parties et toute manche en cours sont conservées.',
        reloadNow: 'Recharger maintenant',
        reloading: 'Rechargement…',
      },
      homeLink: 'Casebook\u00a0: toutes les parties',
      back: 'Retour',
      backToHand: 'Retour à la manche {number}',
    },
  },
})
