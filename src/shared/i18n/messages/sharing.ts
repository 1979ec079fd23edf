import { defineMessages } from '../define-messages'

/**
 * The words of a game shared live with the table (issue 24): the share dialog, who is entering
 * which hand elsewhere, a conflict between two devices, the name a device goes by, and what a
 * device says while it opens a shared link. Fetched with the game page and the join page.
 * vue-i18n treats { } @ $ | as syntax: keep them out of the text, use {name} placeholders only.
 */

/**
 * French says "manche" for a hand and for a round alike: one set of sentences serves both.
 * The English ones differ in that word only.
 */
const frenchHandSentences = {
  entering: '{name} saisit la manche {number}',
  sameNumber: 'Deux appareils ont saisi la manche {number}. Laquelle est la bonne\u00a0?',
  sameNumberMany:
    '{count}\u00a0appareils ont saisi la manche {number}. Laquelle est la bonne\u00a0?',
  keepBoth: 'Garder les deux (celle {deName} devient la manche {next})',
  keepAll: 'Garder les {count} (elles deviennent les manches {number} à {last})',
  deleted: '{deleter} a supprimé la manche {number}, et {name} l’a corrigée entre-temps.',
  correctedTwice:
    '{names} ont chacun corrigé la manche {number}. Quelle version est la bonne\u00a0?',
  delete: 'Supprimer la manche {number}',
  fillingWith: 'Vous remplissez la manche {number} avec {names}.',
  unreadableDraft:
    'La manche {number} que remplissent les autres appareils ne peut pas être lue ici.',
  discardForEveryone: 'Abandonner la manche {number} pour tous',
  discardQuestion:
    'Abandonner la manche {number} sur tous les appareils de la table\u00a0? Elle se ferme partout.',
  keepDraft: 'Garder la manche {number}',
  saveQuestion: 'Enregistrer la manche {number}\u00a0? Pas encore marquées finies\u00a0: {parts}.',
  saveAnyway: 'Enregistrer la manche {number}',
  backToHand: 'Revenir à la manche {number}',
}

function englishHandSentences(word: 'hand' | 'round', words: 'hands' | 'rounds') {
  return {
    entering: `{name} is entering ${word} {number}`,
    sameNumber: `Two devices entered ${word} {number}. Which is right?`,
    sameNumberMany: `{count} devices entered ${word} {number}. Which is right?`,
    keepBoth: `Keep both ({name}’s becomes ${word} {next})`,
    keepAll: `Keep all {count} (they become ${words} {number} to {last})`,
    deleted: `{deleter} deleted ${word} {number} while {name} corrected it.`,
    correctedTwice: `{names} each corrected ${word} {number}. Which version is right?`,
    delete: `Delete ${word} {number}`,
    fillingWith: `You are filling in ${word} {number} with {names}.`,
    unreadableDraft: `The ${word} {number} the other devices are filling in cannot be read here.`,
    discardForEveryone: `Discard ${word} {number} for everyone`,
    discardQuestion: `Discard ${word} {number} on every device at the table? It closes everywhere.`,
    keepDraft: `Keep ${word} {number}`,
    saveQuestion: `Save ${word} {number}? Not marked done yet: {parts}.`,
    saveAnyway: `Save ${word} {number}`,
    backToHand: `Back to ${word} {number}`,
  }
}

export const sharingMessages = defineMessages({
  en: {
    sharing: {
      hand: englishHandSentences('hand', 'hands'),
      round: englishHandSentences('round', 'rounds'),
      dialog: {
        title: 'Share with the table',
        intro:
          'Another device at the table scans this code or opens this link to follow the game live and enter hands too.',
        qrAlt: 'QR code of the link to this game',
        making: 'Making the link…',
        link: 'Link to this game',
        copy: 'Copy link',
        copied: 'Copied',
        copyRefused: 'The link is selected: copy it with your device’s menu or keyboard.',
        connection: {
          connecting: 'Connecting…',
          online: 'Online: changes reach the other devices at once.',
          offline: 'Offline: changes made here are kept and sent when the connection comes back.',
          full: 'The table’s server is full: it has no room for this device now. Changes made here are kept and sent once it has.',
        },
        devices:
          'No other device follows this game yet. | 1 other device follows this game. | {count} other devices follow this game.',
        whatCrosses:
          'The game’s log (players’ names and every hand) goes to the devices that open this link, through {server}. Anyone with the link can see and change this game.',
        stop: 'Stop sharing',
        stopQuestion:
          'Stop sharing? Devices that have the link can no longer follow the game; they keep what they have.',
        keepSharing: 'Keep sharing',
        close: 'Close',
        address: 'Address the other devices open',
        noLink: {
          page: 'No link for the other devices: this page was opened at an address only this computer reaches (such as 127.0.0.1), and the server has no address on a network. Connect this computer to the network the other devices are on (its Wi-Fi, or a cable), start the server again, and open the address it prints first.',
          thisComputer:
            'No link for the other devices: this computer is on no network they can reach, so only it reaches its table server. Connect it to the network the other devices are on (its Wi-Fi, or a cable), then stop sharing and share again.',
        },
      },
      parts: {
        label: 'Parts of the hand',
        table: 'The table',
        tableInSentence: 'the table',
        filling: 'being filled in by {names}',
        markDone: 'Mark done',
        doneBy: 'Done ({name})',
        replaced:
          '{part}: you entered {mine} while another device entered {kept}, at the same moment. Every device now shows {kept}.',
        replacedChoice:
          '{part}: a choice you made was replaced by one another device made at the same moment.',
      },
      conflict: {
        pending: 'Until you choose, every version is kept.',
        pendingCorrection: 'Until you choose, the correction is kept.',
        version: '{name}’s version',
        correction: '{name}’s correction',
        keep: 'Keep {name}’s',
        keepCorrection: 'Keep the correction',
        counted: 'On the sheet until you choose',
        versionCounts: '{name}’s for now',
        correctionCounts: '{name}’s correction for now',
        partScore: '{name}: {score}',
        unscorable: 'The game cannot score this version: it breaks a rule of the game.',
      },
      tableName: {
        title: 'Who are you at this table?',
        intro: 'The other devices show your name while you enter a hand.',
        names: 'Your name',
        other: 'Someone else',
        otherName: 'Name',
        choose: 'Continue',
        later: 'Not now',
        problems: {
          none: 'Choose your name, or type another.',
          empty: 'Type a name.',
          tooLong: 'At most 40 characters.',
        },
      },
      join: {
        heading: 'Shared game',
        joining: 'Looking for the game… (it appears as soon as a device that has it is online)',
        joined: 'You are following this game live.',
        notFound:
          'This game was not found. The device that shared it may have stopped sharing or not be online yet: ask for the link again.',
        revoked:
          'This game is no longer shared. What this device already had of it stays in your games.',
        badLink:
          'This link is not valid. Check that it was copied whole, or scan its QR code again.',
        offline: 'This device is offline. The game appears as soon as it is back online.',
        full: 'The table’s server is full: it has no room for this device now. This page keeps trying, and the game appears as soon as there is room.',
        retry: 'Try again',
      },
      joinLink: {
        title: 'Join a game shared at the table',
        label: 'Link to the shared game',
        hint: 'Paste the link another computer shows under “Share with the table”: it ends with #/join/ and the game’s code.',
        join: 'Join',
        problems: {
          empty: 'Paste the link first.',
          'not-a-link':
            'This is not a link to a shared game: such a link starts with http and ends with #/join/ and the game’s code. Copy it whole.',
          'this-computer':
            'This link names {host}, which only the computer that shared the game reaches. Ask it for the link at its network address (such as 192.168.1.20).',
          'not-local':
            'This app joins games shared on the local network only (an address such as 192.168.1.20), not at {host}.',
        },
      },
      group: {
        title: 'Your group’s library',
        intro:
          'Keep this library on every device of your group: each game played on one of them, its history and its people appear on the others.',
        create: 'Make a group of this library',
        linkIntro:
          'Open this link on each of the group’s devices: their libraries join this one. Keep it to yourselves.',
        qrAlt: 'QR code of the group’s link',
        noLink: {
          page: 'No link for the group’s other devices: this page was opened at an address only this computer reaches (such as 127.0.0.1), and the server has no address on a network. Connect this computer to the network the other devices are on (its Wi-Fi, or a cable), start the server again, then reload this page: at this same address, it keeps this library and its group.',
          thisComputer:
            'No link for the group’s other devices: this computer is on no network they can reach, so only it reaches its table server. Connect it to the network the other devices are on (its Wi-Fi, or a cable), then start Casebook again.',
        },
        whatCrosses:
          'Every game of the library (players’ names and every hand) goes to the devices that open this link, through the sync server. Anyone with the link can see and change every game of the group.',
        showLink: 'Show the group’s link',
        inGroup:
          'This library is kept in sync with its group. | This library is kept in sync with its group: 1 game. | This library is kept in sync with its group: {count} games.',
        joining: 'Joining the group…',
        full: 'The server is full: it has no room for this device now. Try again in a moment.',
        'not-found':
          'The group was not found: it may have ended, or its devices are not online yet. Try again later.',
        'bad-link': 'This group link is not valid. Check that it was copied whole.',
        revoked: 'This group has ended. Every device keeps its games.',
        offline: 'This device is offline. The group’s games come as soon as it is back online.',
        ended: 'The group has ended. This device keeps its games.',
        leave: 'Leave the group',
        stop: 'End the group for every device',
        stopQuestion:
          'End the group? No device will follow it any more; each keeps the games it has.',
        keep: 'Keep the group',
        toHistory: 'See the group’s history',
      },
      share: {
        open: 'Share with the table',
        failed: 'The game could not be shared: the sync server did not answer. Try again.',
        serverOfPage: 'the sync server at {host}',
        // The desktop app's own server (decision 0056).
        thisComputer: 'this computer ({host})',
        thisComputerNoWebApp:
          'this computer ({host}), which has no web app to give the phones: this copy of Casebook was built without it, so the link opens only where Casebook is already open',
        neverHere:
          'This computer is set never to run the table server, so it cannot share a game. Change it in About Casebook.',
        serverFailed: 'The table server could not start on this computer. Try again.',
      },
      notices: {
        label: 'The table',
        connecting: 'Shared with the table: connecting…',
        online:
          'Shared with the table: online, no other device now. | Shared with the table: online, 1 other device. | Shared with the table: online, {devices} other devices.',
        offline:
          'Shared with the table: offline. Changes made here are kept and sent when the connection comes back.',
        full: 'Shared with the table: the table’s server is full and has no room for this device now. Changes made here are kept and sent once it has.',
        revoked: 'This game is no longer shared. It stays in your games as it is.',
        unreadable:
          'Another device sent a version of this game that cannot be read. Nothing was changed here.',
      },
    },
  },
  fr: {
    sharing: {
      hand: frenchHandSentences,
      round: frenchHandSentences,
      dialog: {
        title: 'Partager avec la table',
        intro:
          'Un autre appareil de la table scanne ce code ou ouvre ce lien pour suivre la partie en direct et saisir des manches lui aussi.',
        qrAlt: 'Code QR du lien vers cette partie',
        making: 'Création du lien…',
        link: 'Lien vers cette partie',
        copy: 'Copier le lien',
        copied: 'Copié',
        copyRefused:
          'Le lien est sélectionné\u00a0: copiez-le avec le menu ou le clavier de votre appareil.',
        connection: {
          connecting: 'Connexion…',
          online: 'En ligne\u00a0: les changements arrivent aussitôt sur les autres appareils.',
          offline:
            'Hors ligne\u00a0: les changements faits ici sont gardés et envoyés au retour de la connexion.',
          full: 'Le serveur de la table est plein\u00a0: il n’a pas de place pour cet appareil pour l’instant. Les changements faits ici sont gardés et envoyés dès qu’il en a.',
        },
        devices:
          'Aucun autre appareil ne suit encore cette partie. | 1\u00a0autre appareil suit cette partie. | {count}\u00a0autres appareils suivent cette partie.',
        whatCrosses:
          'Le journal de la partie (les noms des joueurs et chaque manche) va aux appareils qui ouvrent ce lien, en passant par {server}. Toute personne qui a le lien peut voir et modifier cette partie.',
        stop: 'Arrêter le partage',
        stopQuestion:
          'Arrêter le partage\u00a0? Les appareils qui ont le lien ne pourront plus suivre la partie\u00a0; ils gardent ce qu’ils en ont.',
        keepSharing: 'Continuer le partage',
        close: 'Fermer',
        address: 'Adresse qu’ouvrent les autres appareils',
        noLink: {
          page: 'Pas de lien pour les autres appareils\u00a0: cette page a été ouverte à une adresse que seul cet ordinateur atteint (comme 127.0.0.1), et le serveur n’a aucune adresse sur un réseau. Connectez cet ordinateur au réseau des autres appareils (son Wi-Fi, ou un câble), relancez le serveur, puis ouvrez la première adresse qu’il affiche.',
          thisComputer:
            'Pas de lien pour les autres appareils\u00a0: cet ordinateur n’est sur aucun réseau qu’ils atteignent, seul lui atteint donc son serveur de la table. Connectez-le au réseau des autres appareils (son Wi-Fi, ou un câble), puis arrêtez le partage et partagez de nouveau.',
        },
      },
      parts: {
        label: 'Parties de la manche',
        table: 'La table',
        tableInSentence: 'la table',
        filling: 'en cours de saisie par {names}',
        markDone: 'Marquer comme finie',
        doneBy: 'Finie ({name})',
        replaced:
          '{part}\u00a0: vous avez saisi {mine} pendant qu’un autre appareil saisissait {kept}, au même moment. Tous les appareils montrent maintenant {kept}.',
        replacedChoice:
          '{part}\u00a0: un choix que vous avez fait a été remplacé par celui d’un autre appareil, fait au même moment.',
      },
      conflict: {
        pending: 'Tant que vous n’avez pas choisi, chaque version est gardée.',
        pendingCorrection: 'Tant que vous n’avez pas choisi, la correction est gardée.',
        version: 'La version {deName}',
        correction: 'La correction {deName}',
        keep: 'Garder celle {deName}',
        keepCorrection: 'Garder la correction',
        counted: 'Sur la feuille en attendant votre choix',
        versionCounts: 'Celle {deName} pour l’instant',
        correctionCounts: 'La correction {deName} pour l’instant',
        partScore: '{name}\u00a0: {score}',
        unscorable:
          'La partie ne peut pas compter cette version\u00a0: elle enfreint une règle du jeu.',
      },
      tableName: {
        title: 'Qui êtes-vous à cette table\u00a0?',
        intro: 'Les autres appareils affichent votre nom pendant que vous saisissez une manche.',
        names: 'Votre nom',
        other: 'Quelqu’un d’autre',
        otherName: 'Nom',
        choose: 'Continuer',
        later: 'Plus tard',
        problems: {
          none: 'Choisissez votre nom, ou tapez-en un autre.',
          empty: 'Tapez un nom.',
          tooLong: '40\u00a0caractères au plus.',
        },
      },
      join: {
        heading: 'Partie partagée',
        joining: 'Recherche de la partie… (elle apparaît dès qu’un appareil qui l’a est en ligne)',
        joined: 'Vous suivez cette partie en direct.',
        notFound:
          'Cette partie est introuvable. L’appareil qui l’a partagée a peut-être arrêté le partage, ou n’est pas encore en ligne\u00a0: redemandez le lien.',
        revoked:
          'Cette partie n’est plus partagée. Ce que cet appareil en avait déjà reste dans vos parties.',
        badLink:
          'Ce lien n’est pas valide. Vérifiez qu’il a été copié en entier, ou scannez de nouveau son code QR.',
        offline:
          'Cet appareil est hors ligne. La partie apparaît dès qu’il est de nouveau en ligne.',
        full: 'Le serveur de la table est plein\u00a0: il n’a pas de place pour cet appareil pour l’instant. Cette page réessaie, et la partie apparaît dès qu’il y a de la place.',
        retry: 'Réessayer',
      },
      joinLink: {
        title: 'Rejoindre une partie partagée à la table',
        label: 'Lien vers la partie partagée',
        hint: 'Collez le lien qu’un autre ordinateur affiche sous «\u00a0Partager avec la table\u00a0»\u00a0: il finit par #/join/ et le code de la partie.',
        join: 'Rejoindre',
        problems: {
          empty: 'Collez d’abord le lien.',
          'not-a-link':
            'Ce n’est pas le lien d’une partie partagée\u00a0: un tel lien commence par http et finit par #/join/ et le code de la partie. Copiez-le en entier.',
          'this-computer':
            'Ce lien désigne {host}, que seul l’ordinateur qui a partagé la partie atteint. Demandez-lui le lien à son adresse sur le réseau (comme 192.168.1.20).',
          'not-local':
            'Cette application ne rejoint que les parties partagées sur le réseau local (une adresse comme 192.168.1.20), pas à {host}.',
        },
      },
      group: {
        title: 'La bibliothèque de votre groupe',
        intro:
          'Gardez cette bibliothèque sur chaque appareil de votre groupe\u00a0: chaque partie jouée sur l’un d’eux, son historique et ses joueurs apparaissent sur les autres.',
        create: 'Faire un groupe de cette bibliothèque',
        linkIntro:
          'Ouvrez ce lien sur chaque appareil du groupe\u00a0: leurs bibliothèques rejoignent celle-ci. Gardez-le pour vous.',
        qrAlt: 'Code QR du lien du groupe',
        noLink: {
          page: 'Pas de lien pour les autres appareils du groupe\u00a0: cette page a été ouverte à une adresse que seul cet ordinateur atteint (comme 127.0.0.1), et le serveur n’a aucune adresse sur un réseau. Connectez cet ordinateur au réseau des autres appareils (son Wi-Fi, ou un câble), relancez le serveur, puis rechargez cette page\u00a0: à cette même adresse, elle garde cette bibliothèque et son groupe.',
          thisComputer:
            'Pas de lien pour les autres appareils du groupe\u00a0: cet ordinateur n’est sur aucun réseau qu’ils atteignent, seul lui atteint donc son serveur de la table. Connectez-le au réseau des autres appareils (son Wi-Fi, ou un câble), puis relancez Casebook.',
        },
        whatCrosses:
          'Chaque partie de la bibliothèque (les noms des joueurs et chaque manche) va aux appareils qui ouvrent ce lien, en passant par le serveur de synchronisation. Toute personne qui a le lien peut voir et modifier chaque partie du groupe.',
        showLink: 'Afficher le lien du groupe',
        inGroup:
          'Cette bibliothèque est synchronisée avec son groupe. | Cette bibliothèque est synchronisée avec son groupe\u00a0: 1\u00a0partie. | Cette bibliothèque est synchronisée avec son groupe\u00a0: {count}\u00a0parties.',
        joining: 'Connexion au groupe…',
        full: 'Le serveur est plein\u00a0: il n’a pas de place pour cet appareil pour l’instant. Réessayez dans un moment.',
        'not-found':
          'Le groupe est introuvable\u00a0: il a peut-être pris fin, ou ses appareils ne sont pas encore en ligne. Réessayez plus tard.',
        'bad-link': 'Ce lien de groupe n’est pas valide. Vérifiez qu’il a été copié en entier.',
        revoked: 'Ce groupe a pris fin. Chaque appareil garde ses parties.',
        offline:
          'Cet appareil est hors ligne. Les parties du groupe arrivent dès qu’il est de nouveau en ligne.',
        ended: 'Le groupe a pris fin. Cet appareil garde ses parties.',
        leave: 'Quitter le groupe',
        stop: 'Mettre fin au groupe pour tous les appareils',
        stopQuestion:
          'Mettre fin au groupe\u00a0? Plus aucun appareil ne le suivra\u00a0; chacun garde les parties qu’il a.',
        keep: 'Garder le groupe',
        toHistory: 'Voir l’historique du groupe',
      },
      share: {
        open: 'Partager avec la table',
        failed:
          'La partie n’a pas pu être partagée : le serveur de synchronisation n’a pas répondu. Réessayez.',
        serverOfPage: 'le serveur de synchronisation à {host}',
        thisComputer: 'cet ordinateur ({host})',
        thisComputerNoWebApp:
          'cet ordinateur ({host}), qui n’a pas d’application web à donner aux téléphones\u00a0: cette copie de Casebook a été construite sans elle, et le lien ne s’ouvre que là où Casebook est déjà ouvert',
        neverHere:
          'Cet ordinateur est réglé pour ne jamais lancer le serveur de la table\u00a0: il ne peut pas partager de partie. Changez-le dans À propos de Casebook.',
        serverFailed: 'Le serveur de la table n’a pas pu démarrer sur cet ordinateur. Réessayez.',
      },
      notices: {
        label: 'La table',
        connecting: 'Partagée avec la table : connexion…',
        online:
          'Partagée avec la table : en ligne, aucun autre appareil pour l’instant. | Partagée avec la table : en ligne, 1 autre appareil. | Partagée avec la table : en ligne, {devices} autres appareils.',
        offline:
          'Partagée avec la table : hors ligne. Les changements faits ici sont gardés et envoyés au retour de la connexion.',
        full: 'Partagée avec la table : le serveur de la table est plein et n’a pas de place pour cet appareil pour l’instant. Les changements faits ici sont gardés et envoyés dès qu’il en a.',
        revoked: 'Cette partie n’est plus partagée. Elle reste dans vos parties telle quelle.',
        unreadable:
          'Un autre appareil a envoyé une version de cette partie illisible. Rien n’a été changé ici.',
      },
    },
  },
})
