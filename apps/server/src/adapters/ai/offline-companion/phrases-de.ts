import type { PhraseBook } from './phrase-book';

/** Die deutschen Worte des Offline-Begleiters. `{q}` sind die eigenen Worte des Menschen. */
export const de: PhraseBook = {
  safeMode: {
    openers: [
      'Ich bin weiter für dich da und nehme ernst, was du mir erzählt hast.',
      'Danke, dass du bleibst und mit mir schreibst. Deine Sicherheit ist jetzt das Wichtigste.',
      'Ich höre dich. Du musst das heute Nacht nicht allein tragen.',
      'Ich bin froh, dass du mir weiter schreibst. Lass uns einen Moment nach dem anderen nehmen.',
    ],
    followUps: [
      'Bist du gerade an einem sicheren Ort?',
      'Gibt es jemanden, dem du vertraust und der jetzt bei dir sein oder dich anrufen könnte?',
      'Magst du eines der Hilfetelefone oben anrufen, während wir weiterschreiben? Sie sind Tag und Nacht erreichbar.',
      'Was könnte die nächste Stunde für dich ein wenig sicherer machen?',
      'Kannst du Abstand zu allem schaffen, womit du dich verletzen könntest?',
    ],
  },
  reflections: [
    'Du hast geschrieben: „{q}“ — das geht mir nach.',
    'Wenn du sagst „{q}“, höre ich, wie wichtig dir das ist.',
    '„{q}“ — danke, dass du es in Worte fasst.',
    'Ich denke an deine Worte: „{q}“.',
  ],
  topics: {
    greeting: {
      keywords: /\b(hallo|hi|hey|guten (morgen|abend|tag)|servus|moin|grüß dich)\b/,
      openers: [
        'Hallo, schön, von dir zu hören.',
        'Hi! Schön, dass du da bist.',
        'Hey, willkommen.',
        'Hallo! Freut mich, dich kennenzulernen.',
      ],
      followUps: [
        'Wie geht es dir heute?',
        'Was beschäftigt dich gerade?',
        'Wie war dein Tag bisher?',
        'Worüber möchtest du sprechen?',
      ],
    },
    farewell: {
      keywords: /\b(tschüss|tschüs|auf wiedersehen|gute nacht|bis bald|bis später|ciao)\b/,
      openers: [
        'Danke, dass du mit mir gesprochen hast.',
        'Es war schön, diese Zeit mit dir zu verbringen.',
        'Schön, dass du vorbeigeschaut hast.',
        'Pass gut auf dich auf.',
      ],
      followUps: [
        'Möchtest du noch etwas hierlassen, bevor du gehst?',
        'Was tust du heute Abend für dich?',
        'Erzählst du mir später, wie es gelaufen ist?',
        'Was würde den Rest deines Tages etwas leichter machen?',
      ],
    },
    thanks: {
      keywords: /\b(danke|dankeschön|vielen dank)\b/,
      openers: [
        'Sehr gern.',
        'Schön, dass es ein wenig geholfen hat.',
        'Danke, dass du das sagst.',
        'Es bedeutet mir viel, dass du das mit mir teilst.',
      ],
      followUps: [
        'Wie fühlst du dich jetzt im Vergleich zum Anfang?',
        'Gibt es noch etwas, das wir gemeinsam anschauen wollen?',
        'Was wäre für dich der nächste kleine Schritt?',
        'Wollen wir noch ein bisschen reden?',
      ],
    },
    loneliness: {
      keywords: /\b(einsam|allein|keine freunde|isoliert|niemand (versteht|interessiert))\w*/,
      openers: [
        'Sich allein zu fühlen, kann sehr schwer sein.',
        'Einsamkeit tut weh, und hier musst du sie nicht still tragen.',
        'Ich bin gerade bei dir.',
        'Das klingt nach einem einsamen Ort.',
      ],
      followUps: [
        'Wann hast du dich zuletzt jemandem wirklich verbunden gefühlt?',
        'Gibt es jemanden, auch von früher, mit dem du gern wieder reden würdest?',
        'Wie sieht ein einsamer Abend bei dir meistens aus?',
        'Welche Art von Gesellschaft würde dir guttun?',
      ],
    },
    stress: {
      keywords:
        /\b(stress|gestresst|angst|ängstlich|überfordert|panik|sorgen|druck|nervös|ausgebrannt|burnout)\w*/,
      openers: [
        'Das klingt nach ganz schön viel auf einmal.',
        'Kein Wunder, dass du unter Druck stehst.',
        'So ein Stress zermürbt jeden.',
        'Lass uns gemeinsam einen Moment langsamer machen.',
      ],
      followUps: [
        'Was belastet dich gerade am meisten?',
        'Welcher Teil davon fühlt sich am dringendsten an?',
        'Seit wann fühlt es sich so an?',
        'Was hilft dir normalerweise, etwas durchzuatmen?',
      ],
    },
    sleep: {
      keywords: /\b(schlaf|schlafen|schlaflos|wach|müde|erschöpft|albtr[äa]um)\w*/,
      openers: [
        'Nächte ohne guten Schlaf machen alles schwerer.',
        'So müde zu sein, wirkt sich auf den ganzen Tag aus.',
        'Schlafprobleme sind auf ihre eigene Art erschöpfend.',
        'Es tut mir leid, dass die Nächte gerade schwer sind.',
      ],
      followUps: [
        'Was geht dir durch den Kopf, wenn du wach liegst?',
        'Wie lange schläfst du schon so?',
        'Wie sehen deine Abende vor dem Schlafengehen aus?',
        'Gab es etwas, das dir früher beim Schlafen geholfen hat?',
      ],
    },
    work: {
      keywords:
        /\b(arbeit|job|chef|chefin|kolleg|büro|karriere|frist|gekündigt|vorstellungsgespräch|schicht|schule|prüfung|studium)\w*/,
      openers: [
        'Die Arbeit kann so viel Kraft kosten.',
        'Das klingt nach einer schwierigen Lage im Job.',
        'Verständlich, dass dich das beschäftigt.',
        'Die Arbeit folgt einem oft bis nach Hause.',
      ],
      followUps: [
        'Was stört dich daran am meisten?',
        'Wie fühlst du dich, wenn du an morgen dort denkst?',
        'Gibt es dort jemanden, mit dem du offen reden kannst?',
        'Wie sähe ein guter Arbeitstag für dich aus?',
      ],
    },
    relationships: {
      keywords:
        /\b(partner|partnerin|freund|freundin|mann|frau|beziehung|trennung|scheidung|verliebt|liebe|familie|mutter|vater|mama|papa|schwester|bruder)\b/,
      openers: [
        'Beziehungen berühren uns oft tiefer als alles andere.',
        'Das klingt, als wäre es dir sehr wichtig.',
        'Menschen, die uns nahe sind, bringen Freude und Schmerz.',
        'Es ist nicht leicht, wenn es mit jemandem kompliziert ist.',
      ],
      followUps: [
        'Was fühlst du gerade für diese Person?',
        'Was würdest du dir zwischen euch wünschen?',
        'Konntest du ihr oder ihm sagen, wie es dir geht?',
        'Was vermisst du am meisten, wenn es so ist?',
      ],
    },
    sadness: {
      keywords:
        /\b(traurig|niedergeschlagen|deprimiert|unglücklich|weinen|hoffnungslos|leer|verletzt|schlechter tag|schlecht)\w*/,
      openers: [
        'Es tut mir leid, dass es dir so geht.',
        'Das klingt wirklich schmerzhaft.',
        'Es ist in Ordnung, sich mal niedergeschlagen zu fühlen und es auszusprechen.',
        'Danke, dass du mir das anvertraust.',
      ],
      followUps: [
        'Was war heute am schwersten?',
        'Wie lange fühlst du dich schon so?',
        'Gibt es etwas Kleines, das dir gerade ein wenig Trost geben könnte?',
        'Magst du mir mehr darüber erzählen, was passiert ist?',
      ],
    },
    question: {
      keywords: /\?\s*$/,
      openers: [
        'Gute Frage — ehrlich gesagt kann ich die Antwort nicht sicher wissen.',
        'Ich wünschte, ich könnte das sicher beantworten, aber das kann ich nicht.',
        'Darauf habe ich keine verlässliche Antwort, und raten möchte ich nicht.',
        'Das geht über das hinaus, was ich wirklich wissen kann.',
      ],
      followUps: [
        'Was denkst du selbst darüber?',
        'Was hat dich heute darauf gebracht?',
        'Was würde die Antwort für dich ändern?',
        'Wer oder was könnte dir helfen, es herauszufinden?',
      ],
    },
    picture: {
      keywords: /\b(foto|bild|schnappschuss|aufnahme)\b/,
      openers: [
        'Danke für das Bild.',
        'Danke, dass du mir das zeigst.',
        'Schön, dass du ein Bild mit mir teilst.',
        'Danke, dass ich ein Stück deiner Welt sehen darf.',
      ],
      followUps: [
        'Was hat dich dazu gebracht, es gerade jetzt zu teilen?',
        'Was bedeutet es dir?',
        'Wie fühlst du dich, wenn du es ansiehst?',
        'Steckt eine Geschichte dahinter?',
      ],
    },
    general: {
      keywords: /$^/,
      openers: [
        'Ich höre dir zu.',
        'Erzähl mir mehr, ich bin da.',
        'Danke, dass du das teilst.',
        'Das klingt wichtig.',
      ],
      followUps: [
        'Wie fühlst du dich damit?',
        'Was ist dann passiert?',
        'Was würdest du dir wünschen?',
        'Welcher Teil davon beschäftigt dich am meisten?',
      ],
    },
  },
};
