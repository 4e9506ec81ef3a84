import type { PhraseBook } from './phrase-book';

/** Las palabras del acompañante sin conexión en español. `{q}` son las palabras de la persona. */
export const es: PhraseBook = {
  safeMode: {
    openers: [
      'Sigo aquí contigo y me tomo en serio lo que me has contado.',
      'Gracias por quedarte y escribirme. Ahora lo más importante es tu seguridad.',
      'Te escucho. No tienes que cargar con esto a solas esta noche.',
      'Me alegra que sigas escribiéndome. Vamos momento a momento.',
    ],
    followUps: [
      '¿Estás en un lugar seguro ahora mismo?',
      '¿Hay alguien de confianza que pueda estar contigo o llamarte ahora?',
      '¿Llamarías a una de las líneas de ayuda de arriba mientras seguimos escribiendo? Atienden de día y de noche.',
      '¿Qué podría hacer la próxima hora un poco más segura para ti?',
      '¿Puedes alejarte de cualquier cosa con la que pudieras herirte?',
    ],
  },
  reflections: [
    'Escribiste «{q}» y eso se me queda.',
    'Cuando dices «{q}», noto lo mucho que te importa.',
    '«{q}»: gracias por ponerlo en palabras.',
    'Sigo pensando en lo que dijiste: «{q}».',
  ],
  topics: {
    greeting: {
      keywords: /\b(hola|buenos días|buenas tardes|buenas noches|buenas|qué tal|saludos)\b/,
      openers: [
        'Hola, me alegra saber de ti.',
        '¡Hola! Qué bien que estés aquí.',
        'Hola, bienvenido.',
        '¡Hola! Encantado de conocerte.',
      ],
      followUps: [
        '¿Cómo te sientes hoy?',
        '¿Qué tienes en mente ahora mismo?',
        '¿Qué tal va tu día?',
        '¿De qué te gustaría hablar?',
      ],
    },
    farewell: {
      keywords: /\b(adiós|adios|hasta luego|hasta pronto|nos vemos|chao|me voy)\b/,
      openers: [
        'Gracias por hablar conmigo.',
        'Me ha gustado pasar este rato contigo.',
        'Me alegra que hayas pasado por aquí.',
        'Cuídate mucho.',
      ],
      followUps: [
        '¿Quieres dejar algo aquí antes de irte?',
        '¿Qué harás hoy por ti?',
        '¿Volverás a contarme cómo te fue?',
        '¿Qué haría un poco más ligero el resto de tu día?',
      ],
    },
    thanks: {
      keywords: /\b(gracias|te lo agradezco|muchas gracias)\b/,
      openers: [
        'De nada, de verdad.',
        'Me alegra que te haya ayudado un poco.',
        'Gracias por decirlo.',
        'Significa mucho que lo compartas conmigo.',
      ],
      followUps: [
        '¿Cómo te sientes ahora comparado con el principio?',
        '¿Hay algo más que quieras que veamos juntos?',
        '¿Cuál sería el siguiente pequeño paso para ti?',
        '¿Seguimos hablando un poco?',
      ],
    },
    loneliness: {
      keywords: /\b(sol[oa]|soledad|sin amigos|aislad[oa]|nadie me (entiende|quiere|escucha))\b/,
      openers: [
        'Sentirse solo puede pesar mucho.',
        'La soledad duele, y aquí no tienes que cargarla en silencio.',
        'Ahora mismo estoy aquí contigo.',
        'Suena a un lugar muy solitario.',
      ],
      followUps: [
        '¿Cuándo fue la última vez que te sentiste de verdad cerca de alguien?',
        '¿Hay alguien, aunque sea de hace tiempo, con quien te gustaría volver a hablar?',
        '¿Cómo suele ser para ti una tarde de soledad?',
        '¿Qué tipo de compañía te haría bien?',
      ],
    },
    stress: {
      keywords:
        /\b(estrés|estres|estresad[oa]|ansiedad|ansios[oa]|agobiad[oa]|pánico|panico|preocupad[oa]|presión|nervios[oa]|quemad[oa])\b/,
      openers: [
        'Parece mucho para sostener a la vez.',
        'No me extraña que sientas tanta presión.',
        'Un estrés así desgasta a cualquiera.',
        'Vamos a bajar el ritmo un momento juntos.',
      ],
      followUps: [
        '¿Qué es lo que más te pesa ahora mismo?',
        '¿Qué parte te parece más urgente?',
        '¿Desde cuándo te sientes así?',
        '¿Qué suele ayudarte a respirar un poco mejor?',
      ],
    },
    sleep: {
      keywords:
        /\b(dormir|duermo|insomnio|despiert[oa]|cansad[oa]|agotad[oa]|pesadillas?|descansar)\b/,
      openers: [
        'Las noches sin buen descanso lo hacen todo más difícil.',
        'Estar tan cansado afecta a todo el día.',
        'Los problemas de sueño agotan a su manera.',
        'Siento que las noches estén siendo tan duras.',
      ],
      followUps: [
        '¿Qué te pasa por la cabeza cuando estás despierto en la cama?',
        '¿Cuánto tiempo llevas durmiendo así?',
        '¿Cómo son tus noches antes de acostarte?',
        '¿Hubo algo que antes te ayudara a dormir mejor?',
      ],
    },
    work: {
      keywords:
        /\b(trabajo|jefe|jefa|compañer[oa]s? de trabajo|oficina|carrera|plazo|despid\w*|entrevista|turno|escuela|examen|exámenes|estudios)\b/,
      openers: [
        'El trabajo puede llevarse mucha energía.',
        'Parece una situación difícil en el trabajo.',
        'Tiene sentido que lo tengas en la cabeza.',
        'El trabajo a veces nos sigue hasta casa.',
      ],
      followUps: [
        '¿Qué es lo que más te molesta?',
        '¿Cómo te sientes al pensar en mañana allí?',
        '¿Hay alguien allí con quien puedas hablar abiertamente?',
        '¿Cómo sería para ti un buen día de trabajo?',
      ],
    },
    relationships: {
      keywords:
        /\b(pareja|novi[oa]|marido|esposa|espos[oa]|relación|ruptura|divorcio|amor|familia|madre|padre|mamá|papá|amig[oa]s?|herman[oa])\b/,
      openers: [
        'Las relaciones pueden tocarnos más hondo que nada.',
        'Parece que esto te importa mucho.',
        'Las personas cercanas traen alegría y también dolor.',
        'No es fácil cuando las cosas se complican con alguien.',
      ],
      followUps: [
        '¿Qué sientes por esa persona ahora mismo?',
        '¿Qué te gustaría que pasara entre vosotros?',
        '¿Has podido decirle cómo te sientes?',
        '¿Qué es lo que más echas de menos cuando las cosas están así?',
      ],
    },
    sadness: {
      keywords:
        /\b(triste|deprimid[oa]|desanimad[oa]|infeliz|llorar|lloro|sin esperanza|vací[oa]|dolid[oa]|mal día|fatal)\b/,
      openers: [
        'Siento que te sientas así.',
        'Eso suena muy doloroso.',
        'Está bien sentirse bajo a veces, y está bien decirlo.',
        'Gracias por confiarme esto.',
      ],
      followUps: [
        '¿Qué ha sido lo más difícil hoy?',
        '¿Cuánto tiempo llevas sintiéndote así?',
        '¿Hay algo pequeño que pueda darte un poco de consuelo ahora?',
        '¿Quieres contarme más sobre lo que pasó?',
      ],
    },
    question: {
      keywords: /\?\s*$/,
      openers: [
        'Buena pregunta, y sinceramente no puedo saber la respuesta con seguridad.',
        'Ojalá pudiera responderlo con certeza, pero no puedo.',
        'No tengo una respuesta fiable para eso y no quiero adivinar.',
        'Eso va más allá de lo que puedo saber de verdad.',
      ],
      followUps: [
        '¿Tú qué piensas?',
        '¿Qué te hizo preguntártelo hoy?',
        '¿Qué cambiaría para ti la respuesta?',
        '¿Quién o qué podría ayudarte a averiguarlo?',
      ],
    },
    picture: {
      keywords: /\b(foto|fotografia|imagen|captura)\b/,
      openers: [
        'Gracias por la foto.',
        'Gracias por enseñármelo.',
        'Me alegra que compartas una imagen conmigo.',
        'Gracias por dejarme ver un trocito de tu mundo.',
      ],
      followUps: [
        '¿Qué te hizo querer compartirla ahora?',
        '¿Qué significa para ti?',
        '¿Cómo te sientes al mirarla?',
        '¿Hay una historia detrás?',
      ],
    },
    general: {
      keywords: /$^/,
      openers: [
        'Te escucho.',
        'Cuéntame más, estoy aquí.',
        'Gracias por compartirlo.',
        'Eso suena importante.',
      ],
      followUps: [
        '¿Cómo te hace sentir eso?',
        '¿Y qué pasó después?',
        '¿Qué te gustaría que pasara?',
        '¿Qué parte es la que más te ronda la cabeza?',
      ],
    },
  },
};
