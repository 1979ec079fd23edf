import type { Widen } from '../../../shared/i18n/define-messages'
import type { mysteryRummyRulesMessagesEn } from './rules-messages-en'

/** The rules reference in French: a key missing here, or one too many, does not compile. */
export const mysteryRummyRulesMessagesFr: Widen<typeof mysteryRummyRulesMessagesEn> = {
  'mystery-rummy-jekyll-hyde': {
    reference: {
      name: 'Mystery Rummy Case #3\u00a0: Dr Jekyll & Mr Hyde',
      intro:
        'Mystery Rummy Case #3\u00a0: Dr. Jekyll & Mr. Hyde, tel que Casebook le compte. Chaque règle citée par un score ou un message a ici son entrée.',
      figures: {
        evidence: {
          caption: 'Cartes Preuve\u00a0: {count}',
          family: 'Famille',
          letter: 'Lettre',
          cards: 'Cartes',
          value: 'Valeur',
          neverDoubles: 'ne double jamais',
          checkOnCards: 'à vérifier sur vos cartes',
        },
        gavel: {
          caption: 'Cartes Maillet\u00a0: {count}',
          card: 'Carte',
          cards: 'Cartes',
          value: 'Valeur',
          where: 'Se joue',
          places: {
            'work-in-lab': 'dans votre zone',
            transformation: 'sur des cartes, dans l’une ou l’autre zone',
            potion: 'sur London',
          },
        },
      },
      sections: {
        setup: {
          title: 'Mise en place',
          lead: 'Avant la première carte\u00a0: les joueurs, le paquet et la table.',
        },
        turn: {
          title: 'Le tour de jeu',
          lead: 'Piocher, jouer, défausser\u00a0: ce qu’un joueur peut faire à son tour.',
        },
        cards: {
          title: 'Les cartes',
          lead: 'Chaque carte du paquet\u00a0: sa lettre, son nombre d’exemplaires, sa valeur et son effet.',
        },
        scoring: {
          title: 'Compter une manche',
          lead: 'Ce que vaut chaque carte posée à la fin de la manche, et ce que coûtent les cartes restées en main.',
        },
        end: {
          title: 'Fin de la partie',
          lead: 'Les manches s’enchaînent jusqu’à ce qu’un joueur atteigne le score visé.',
        },
        variants: {
          title: 'Variantes',
          lead: 'Là où les sources laissent un vrai doute, chaque lecture est un réglage choisi au début de la partie.',
        },
        validation: {
          title: 'Comment Casebook vérifie vos saisies',
          lead: 'Ce que Casebook refuse, ce qu’il se contente de signaler, et pourquoi.',
        },
      },
      entries: {
        'players-count': {
          title: 'Deux joueurs',
          body: 'Le Case #3 se joue à deux, ni plus ni moins. Casebook demande les deux noms au début de la partie et refuse un fichier de partie qui compte un autre nombre de joueurs.',
        },
        'deck-card-count': {
          title: 'Le paquet\u00a0: 62 cartes',
          body: 'Une carte Double identité, 49 cartes Preuve réparties en dix familles et 12 cartes Maillet\u00a0: 6 Travail en laboratoire, 5 Potion et une seule Transformation. La partie «\u00a0Les cartes\u00a0» donne chaque famille avec son nombre d’exemplaires.',
          more: 'Quand vous saisissez une manche, Casebook compte chaque carte, sur la table comme en main, et signale une erreur si une carte apparaît plus souvent que le paquet ne la contient.',
        },
        'setup-deal': {
          title: 'La donne',
          body: 'Mettez la carte Double identité de côté\u00a0: elle n’est jamais distribuée. Le donneur mélange, l’adversaire coupe, puis le donneur distribue 10 cartes à chacun, une par une.',
          more: 'Casebook demande qui donne la première manche, puis propose l’autre joueur à chaque nouvelle manche. Noter le donneur est facultatif.',
        },
        'setup-piles': {
          title: 'Le Case File et London',
          body: 'Les cartes non distribuées forment, face cachée au milieu de la table, le Case File\u00a0: la pioche. Sa première carte est retournée à côté et commence London\u00a0: la défausse.',
          more: 'Seule la carte du dessus de London est visible. Personne ne fouille la défausse, sauf quand une carte le permet, comme Travail en laboratoire.',
        },
        'setup-identity': {
          title: 'La carte Double identité',
          body: 'Cette carte à deux faces est posée entre les joueurs, côté Dr Jekyll visible au début de chaque manche. Seule une Potion la retourne.',
          more: 'La face visible décide de deux choses\u00a0: quels brelans peuvent être posés pendant la manche, et quelles cartes comptent double à la fin.',
        },
        'turn-steps': {
          title: 'Trois étapes',
          body: 'Le joueur qui n’a pas donné commence, puis chacun joue à son tour. Chaque tour comporte trois étapes, dans cet ordre\u00a0: piocher une carte (obligatoire), jouer des cartes (facultatif), défausser une carte (obligatoire).',
        },
        'turn-draw': {
          title: 'Piocher',
          body: 'Prenez soit la première carte du Case File, soit la carte visible sur London, et ajoutez-la à votre main.',
        },
        'meld-minimum': {
          title: 'Les brelans',
          body: 'Un brelan, ce sont au moins 3 cartes Preuve de la même famille, posées devant vous. Un brelan J ne se pose que si Dr Jekyll est visible, un brelan H que si Mr Hyde est visible. Un brelan J/H se pose à tout moment.',
          more: 'Casebook vérifie que chaque famille de cartes Preuve présente sur la table a un brelan d’au moins 3 cartes dans l’une des deux zones. Une carte seule ou une paire d’une famille que personne n’a posée en brelan est une erreur.',
        },
        'turn-lay-off': {
          title: 'Les ajouts (lay-off)',
          body: 'Dès qu’un brelan est sur la table, chaque joueur peut y ajouter des cartes seules de la même famille, quelle que soit la face visible de la carte Double identité. La carte ajoutée reste devant le joueur qui l’a posée et compte pour lui.',
          more: 'Dans Casebook, brelans et ajouts se saisissent de la même façon\u00a0: comme des cartes posées devant le joueur qui les a jouées.',
          example:
            'Votre adversaire a posé un brelan de 3 Poole the Butler (J). À votre tour, vous pouvez poser un quatrième Poole devant vous, même si Mr Hyde est visible.',
        },
        'turn-gavel': {
          title: 'Une carte Maillet par tour',
          body: 'Pendant l’étape de jeu, vous posez autant de cartes Preuve que vous voulez, mais une seule carte Maillet au plus. L’effet d’une carte Maillet s’applique dès qu’elle est jouée.',
        },
        'turn-discard': {
          title: 'Défausser et finir la manche',
          body: 'Terminez votre tour en posant face visible sur London la carte de votre choix. La défausse est obligatoire, même au tour où vous jouez vos dernières cartes.',
          more: 'Le joueur qui défausse sa dernière carte finit la manche, qui s’arrête aussitôt.',
        },
        'turn-case-file': {
          title: 'Quand le Case File est épuisé',
          body: 'La première fois que la dernière carte du Case File est piochée, mélangez London pour en faire un nouveau Case File et continuez. La deuxième fois, la manche s’arrête aussitôt et personne ne marque.',
        },
        'deck-card-value': {
          title: 'Les cartes Preuve et leur valeur',
          body: 'Les cartes Preuve sont celles que l’on pose en brelan ou en ajout. Chaque famille porte une lettre, J pour Jekyll, H pour Hyde ou J/H pour les deux, et une valeur\u00a0: le nombre en haut à droite de la carte.',
          more: 'Aucune source à notre disposition n’imprime toutes les valeurs. Celles marquées «\u00a0à vérifier sur vos cartes\u00a0» sont une estimation de Casebook\u00a0: lisez le nombre sur vos propres cartes et corrigez-le dans «\u00a0Valeur des cartes\u00a0» au début d’une partie. Chaque partie garde les valeurs avec lesquelles elle a été comptée, si bien qu’une ancienne partie donne toujours le même total. Une valeur est un nombre entier, 0 ou plus.',
        },
        'cards-names': {
          title: 'Le nom des cartes, en anglais et en français',
          body: 'L’édition française garde les titres anglais des cartes Preuve\u00a0: sa règle donne les dix familles sous leur nom anglais, de Mr. Utterson et Poole the Butler à Hyde Awakes et Robert Louis Stevenson. Casebook les écrit donc en anglais dans les deux langues, tels qu’ils sont imprimés sur vos cartes.',
          more: 'Les cartes Maillet et la carte Double identité ont, elles, un nom français dans cette règle, et Casebook l’emploie en français\u00a0: Travail en laboratoire (Work in Lab), Potion, Transformation et Double identité (Dual Identity). Les deux tas gardent leur nom anglais dans les deux langues, comme dans la règle\u00a0: Case File pour la pioche, London pour la défausse. Aucun nom de carte n’est inconnu. Une orthographe reste à vérifier\u00a0: la règle française écrit «\u00a0Hyde’s Hideway\u00a0», et aucune autre source à notre disposition ne nomme cette carte\u00a0; Casebook écrit Hyde’s Hideaway, fiez-vous à votre carte. La règle écrit aussi Jekill pour Jekyll, une coquille que Casebook ne reprend pas.',
        },
        'cards-letters': {
          title: 'J, H et J/H',
          body: 'Les cartes J appartiennent au Dr Jekyll, les cartes H à Mr Hyde. Les familles J/H, Dr. Lanyon’s Story et Robert Louis Stevenson, appartiennent aux deux\u00a0: on les pose en brelan quelle que soit la face visible, elles conviennent aux deux faces pour un shut-out, et elles ne comptent jamais double.',
        },
        'cards-gavel': {
          title: 'Les cartes Maillet',
          body: 'Les cartes Maillet portent un maillet et comptent comme J/H. Elles se jouent une à une, jamais plus d’une par tour. Travail en laboratoire et la Transformation rapportent des points mais ne doublent jamais\u00a0; la Potion ne rapporte rien.',
        },
        'cards-work-in-lab': {
          title: 'Travail en laboratoire',
          body: 'Posez-la devant vous\u00a0: elle vaudra 1 point. Choisissez ensuite\u00a0: fouiller London, ou retourner face visible les 3 premières cartes du Case File. Prenez une carte qui correspond à la face visible\u00a0; les cartes J/H et les cartes Maillet correspondent toujours.',
          more: 'Si une carte correspond, vous devez en prendre une, même si elle ne vous arrange pas. Les cartes retournées et non prises vont sur London. Si aucune ne correspond, vous ne prenez rien et poursuivez votre tour.',
        },
        'cards-transformation': {
          title: 'Transformation',
          body: 'Posez-la sur un groupe de cartes dans la zone de l’un ou l’autre joueur\u00a0: un brelan avec les cartes déjà ajoutées dessus, ou une carte seule. Dès lors, ces cartes comptent avec l’autre lettre\u00a0: J devient H, H devient J.',
          more: 'Elle ne retourne jamais la carte Double identité et ne change pas les cartes J/H. Les cartes ajoutées ensuite au groupe gardent leur lettre imprimée, et la même famille dans l’autre zone n’est pas touchée.',
        },
        'transformation-family': {
          title: 'Ce que la Transformation peut couvrir',
          body: 'Seulement des cartes Preuve J ou H, toutes de la même famille. Une Transformation saisie sur une famille J/H, ou sur autre chose qu’une carte Preuve, est une erreur.',
        },
        'transformation-coverage': {
          title: 'Combien de cartes elle couvre',
          body: 'Elle couvre les cartes de son groupe au moment où elle est jouée, pas celles ajoutées ensuite. Casebook demande donc combien de cartes de cette famille elle couvre dans la zone\u00a0: au moins 1, et pas plus qu’il n’y en a.',
        },
        'transformation-single': {
          title: 'Une seule Transformation',
          body: 'Le paquet ne contient qu’une carte Transformation. À la fin d’une manche, elle est posée dans une zone, dans la main d’un joueur, ou encore dans le Case File ou London\u00a0; la saisir deux fois dans la même manche est une erreur.',
        },
        'cards-potion': {
          title: 'Potion',
          body: 'Jouez-la sur London, retournez la carte Double identité, puis piochez les 2 premières cartes du Case File. Une Potion ne rapporte aucun point.',
          more: 'Défaussée comme dernière carte pour finir la manche, elle n’a aucun effet\u00a0: la carte Double identité reste telle quelle.',
        },
        'score-table-points': {
          title: 'Les points posés',
          body: 'À la fin de la manche, chaque joueur additionne les cartes posées devant lui. Une carte Preuve rapporte sa valeur, doublée si sa lettre est celle de la face visible, simple sinon. Chaque Travail en laboratoire ajoute 1, et la carte Transformation ajoute 5 au joueur à qui elle est attribuée.',
          more: 'Le joueur qui a fini marque ces points. L’autre marque les siens moins ses cartes restées en main, sauf si un shut-out ne lui laisse rien.',
        },
        'score-doubling': {
          title: 'Le doublement',
          body: 'Regardez la carte Double identité à la fin de la manche. Si Dr Jekyll est visible, chaque carte J posée devant vous compte double\u00a0; si c’est Mr Hyde, ce sont les cartes H.',
          example:
            'Mr Hyde est visible à la fin. Une carte H qui vaut 2 rapporte 4\u00a0; une carte J qui vaut 2 rapporte 2.',
        },
        'score-never-doubles': {
          title: 'Les cartes qui ne doublent jamais',
          body: 'Certaines cartes rapportent toujours leur valeur simple, quelle que soit la face visible\u00a0: les familles Preuve J/H (Dr. Lanyon’s Story et Robert Louis Stevenson), Travail en laboratoire et la carte Transformation.',
        },
        'score-transformation-letter': {
          title: 'La lettre sous la Transformation',
          body: 'Les cartes couvertes par la Transformation comptent avec l’autre lettre, pour le doublement comme pour le shut-out. Cela ne vaut que dans la zone où elle est posée, et seulement pour les cartes qu’elle couvre.',
          example:
            'Le joueur A a posé 3 Mr. Utterson (J). Le joueur B joue la Transformation sur ce brelan\u00a0: pour A, ces 3 cartes comptent désormais comme H. Quand A ajoute plus tard un quatrième Utterson, celui-ci compte comme J. Un Utterson que B ajoute dans sa propre zone compte aussi comme J.',
        },
        'score-work-in-lab': {
          title: 'Le point du Travail en laboratoire',
          body: 'Chaque Travail en laboratoire posé rapporte 1 point, jamais doublé. Resté en main à la fin, il coûte son point comme n’importe quelle carte.',
        },
        'score-transformation-card': {
          title: 'Les 5 points de la carte Transformation',
          body: 'La carte Transformation vaut elle-même 5 points, jamais doublés. Par défaut, ils reviennent au joueur dans la zone duquel elle est posée, même si c’est l’adversaire qui l’y a mise. Une partie peut aussi les attribuer au joueur qui l’a jouée.',
        },
        'score-shut-out': {
          title: 'Le shut-out',
          body: 'Le joueur qui finit la manche réussit un shut-out quand toutes les cartes posées devant lui correspondent à la face visible\u00a0: les cartes J avec Dr Jekyll, les cartes H avec Mr Hyde. Les cartes J/H et les cartes Maillet conviennent aux deux faces, et les cartes couvertes comptent avec leur nouvelle lettre.',
          more: 'Après un shut-out, le joueur qui a fini marque ses points normalement, et son adversaire marque 0 pour la manche, quelles que soient les cartes qu’il a posées ou gardées en main.',
          example:
            'Un joueur a devant lui beaucoup de cartes J et une seule carte H. Il joue la Transformation sur cette carte H, qui compte alors comme J, puis finit la manche avec Dr Jekyll visible\u00a0: c’est un shut-out.',
        },
        'score-left-in-hand': {
          title: 'Les cartes restées en main',
          body: 'Sans shut-out, le joueur qui n’a pas fini retire la valeur simple de chaque carte restée dans sa main, jamais doublée\u00a0: une Potion coûte 0, un Travail en laboratoire 1. Le score d’une manche peut passer sous zéro, un total aussi.',
          more: 'Casebook permet de saisir ces cartes une à une ou en total de points.',
        },
        'score-transformation-held': {
          title: 'Garder la Transformation en main',
          body: 'Être pris avec la Transformation en main coûte plus que sa valeur. Par défaut, elle coûte sa valeur et 5 de plus\u00a0: 10 avec la valeur imprimée de 5, 17 si votre table a fixé la carte à 12. Une partie peut aussi ne compter que sa valeur. Après un shut-out, peu importe\u00a0: l’adversaire marque 0 de toute façon.',
        },
        'score-void-hand': {
          title: 'La manche nulle',
          body: 'Quand le Case File s’épuise pour la deuxième fois, la manche s’arrête aussitôt et les deux joueurs marquent 0, quelles que soient les cartes posées ou en main. La manche compte quand même comme jouée.',
        },
        'series-target-score': {
          title: 'Partie en 100 points',
          body: 'Une partie se joue en plusieurs manches, souvent trois ou quatre, jusqu’à ce que le total d’un joueur atteigne le score visé\u00a0: 100 par défaut. Vous pouvez choisir un autre objectif, un nombre entier supérieur à 0, au début de la partie.',
        },
        'series-end': {
          title: 'Qui gagne',
          body: 'Après chaque manche, ses points s’ajoutent aux totaux. Dès qu’au moins un total atteint le score visé, la partie s’arrête et le plus haut total l’emporte.',
        },
        'end-tie-break': {
          title: 'Égalité en tête',
          body: 'Si les plus hauts totaux sont égaux, jouez une manche de plus et regardez à nouveau. Une nouvelle égalité appelle encore une manche. Si, après elle, plus personne n’atteint le score visé, la partie continue tout simplement.',
        },
        'series-after-win': {
          title: 'Pas de manche après la victoire',
          body: 'Une partie gagnée est terminée\u00a0: une manche saisie après la manche gagnante est une erreur. Si une manche précédente était fausse, corrigez plutôt celle-ci\u00a0: les totaux et le vainqueur suivent.',
        },
        'variants-why': {
          title: 'Pourquoi des variantes',
          body: 'La règle française et les résumés anglais ne concordent pas partout, et quelques points ne sont écrits nulle part. Là où le doute est réel, Casebook retient une lecture par défaut et propose l’autre comme réglage au début de la partie.',
          more: 'Chaque partie enregistre ses réglages, la valeur de ses cartes et son objectif\u00a0: ses scores ne changent donc jamais ensuite, même si une version ultérieure de Casebook change ses choix par défaut.',
        },
        'variants-transformation-points': {
          title: 'Qui marque la carte Transformation',
          body: 'La règle dit que la Transformation n’est prise en compte que par le joueur chez qui elle est posée. Elle ne dit pas clairement qui marque les 5 points de la carte quand un joueur la pose dans la zone de son adversaire.',
          options: {
            'area-owner':
              'Le joueur chez qui elle est posée marque les 5 points, quel que soit celui qui l’a jouée. C’est la lecture la plus proche de la règle.',
            'player-who-played':
              'Le joueur qui l’a jouée marque les 5 points, même dans la zone adverse. Le changement de lettre ne vaut toujours que là où elle est posée.',
          },
        },
        'variants-transformation-held-penalty': {
          title: 'Ce que coûte la Transformation gardée en main',
          body: 'La règle demande au joueur qui garde la Transformation en main de retirer 5 points supplémentaires. Comme les cartes en main coûtent déjà leur valeur, la carte coûte alors sa valeur et 5 de plus\u00a0: 10 en tout avec la valeur imprimée de 5. Certains résumés lisent ces 5 points comme le coût total. Les réglages portent le nom de leur total avec la valeur imprimée.',
          options: {
            penalty10:
              '10\u00a0: la valeur de la carte, comptée avec le reste de la main, et 5 de plus (10 en tout avec la valeur imprimée de 5).',
            penalty5:
              '5\u00a0: la valeur de la carte, sans rien de plus (5 avec la valeur imprimée).',
          },
        },
        'validation-severity': {
          title: 'Erreurs et avertissements',
          body: 'Casebook vérifie chaque manche pendant la saisie, et chaque fichier de partie qu’il ouvre ou importe. Une erreur signale quelque chose d’impossible à la table, comme plus d’exemplaires d’une carte que le paquet n’en contient\u00a0: la manche ne peut pas être enregistrée tant qu’elle n’est pas corrigée, et un fichier qui contient une erreur n’est pas compté.',
          more: 'Un avertissement signale quelque chose de possible mais d’inhabituel, souvent une saisie qui semble manquer. Les scores sont tout de même calculés\u00a0: vérifiez la manche, puis enregistrez-la si elle est juste. Chaque message nomme sa règle, et chaque règle a ici son entrée, marquée erreur ou avertissement.',
        },
        'count-whole': {
          title: 'Des nombres entiers de cartes',
          body: 'Un nombre de cartes est toujours un nombre entier, 0 ou plus. Toute autre valeur, comme 2,5 ou \u22121, est une erreur.',
        },
        'deck-unknown-card': {
          title: 'Uniquement les cartes de ce paquet',
          body: 'Chaque carte citée dans une manche ou dans la valeur des cartes doit appartenir au paquet de ce jeu. Cela concerne surtout un fichier de partie modifié à la main ou écrit par un autre programme.',
        },
        'hand-went-out-holds-nothing': {
          title: 'Finir, c’est vider sa main',
          body: 'Le joueur qui a fini la manche a défaussé sa dernière carte\u00a0: il ne peut rien lui rester en main. Y saisir des cartes est une erreur.',
        },
        'hand-went-out-card-count': {
          title: 'Assez de cartes pour finir',
          body: 'À chaque tour, on pioche une carte et on en défausse une\u00a0: la main reste à 10 cartes, et une Potion en ajoute même une. Pour la vider, un joueur doit donc avoir posé au moins 10 cartes\u00a0: les cartes Preuve et Travail en laboratoire de sa zone, plus la Transformation s’il l’a jouée.',
          more: 'En dessous, il manque le plus souvent une saisie. Cela reste un avertissement, car les scores peuvent quand même être calculés.',
        },
        'hand-points-left-bound': {
          title: 'Un total que les cartes peuvent faire',
          body: 'Un total de points restés en main additionne la valeur des cartes encore tenues\u00a0: il ne peut pas dépasser ce que valent toutes les cartes qui ne sont ni posées ni saisies dans l’autre main, avec la valeur des cartes de cette partie (la Transformation se compte à part). Un total plus grand est une erreur, le plus souvent une faute de frappe, comme 250 pour 25.',
        },
        'hand-left-in-hand-form': {
          title: 'Une seule façon de saisir la main',
          body: 'Les cartes restées en main se saisissent soit carte par carte, soit en total de points, pas les deux à la fois.',
        },
        'hand-left-in-hand-missing': {
          title: 'Il reste toujours quelque chose',
          body: 'Seul le joueur qui a fini a vidé sa main\u00a0: l’autre garde toujours au moins une carte. Si rien n’est saisi pour lui, Casebook vous avertit. Un total de 0 point compte comme une saisie\u00a0: une main de Potions vaut 0.',
        },
        'players-unique-id': {
          title: 'Chaque joueur une fois',
          body: 'Dans un fichier de partie, deux joueurs ne partagent jamais le même identifiant. Casebook les attribue lui-même\u00a0; cette vérification repère les fichiers abîmés ou modifiés à la main.',
        },
        'players-id-format': {
          title: 'Des identifiants de joueur utilisables',
          body: 'Dans un fichier de partie, l’identifiant de chaque joueur est un code court de 1 à 32 lettres sans accent, chiffres, tirets ou tirets bas. Casebook donne lui-même de tels identifiants à ses joueurs. Un fichier avec un autre genre d’identifiant est refusé, car ses manches ne pourraient pas être vérifiées.',
        },
        'players-known-id': {
          title: 'Uniquement les joueurs de la partie',
          body: 'Tout joueur cité dans une manche, comme donneur, comme celui qui a fini, dans une zone, dans une main ou comme celui qui a joué la Transformation, doit être l’un des deux joueurs de la partie.',
        },
        'log-unknown-field': {
          title: 'Des champs que Casebook ne connaît pas',
          body: 'Un champ d’une main ou des règles de la partie que cette version de Casebook ne connaît pas est conservé dans le fichier, mais ne compte pas dans le score. Casebook le signale, car c’est souvent un nom mal orthographié dont les cartes seraient sinon oubliées.',
        },
        'variants-unknown': {
          title: 'Des variantes connues',
          body: 'Les règles d’un fichier de partie ne peuvent nommer que les variantes de ce jeu. Tout autre nom est refusé, car la partie ne pourrait pas être comptée comme la table l’a jouée.',
        },
      },
    },
  },
}
