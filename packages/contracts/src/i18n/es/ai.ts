import type { Catalog } from '../catalog';
import type { ai as en } from '../en/ai';

export const ai: Catalog<typeof en> = {
  unavailable:
    'El acompañante no puede responder ahora mismo. Inténtalo de nuevo en un momento; no se ha cobrado nada.',
  replyLimit:
    'El acompañante ya ha respondido mucho en esta hora y necesita una pequeña pausa. Vuelve a escribir un poco más tarde.',
  selfHarm:
    'Me alegra de verdad que me lo cuentes y siento que estés cargando con esto. Mereces apoyo ahora mismo de alguien que pueda estar contigo. {resources} Si prefieres hablar con una persona aquí, puedes elegir Persona en el menú del chat y se unirá un interlocutor. Yo también estoy aquí: ¿quieres contarme qué está pasando?',
  selfHarmSeatClosed:
    'Me alegra de verdad que me lo cuentes y siento que estés cargando con esto. Mereces apoyo ahora mismo de alguien que pueda estar contigo. {resources} Si prefieres hablar con una persona aquí, puedes permitir que se unan interlocutores aprobados en «Quién puede unirse» del menú del chat y luego elegir Persona: se unirá un interlocutor. Yo también estoy aquí: ¿quieres contarme qué está pasando?',
  safeAgain:
    'Me alegra que ahora te sientas a salvo. El modo seguro terminó, así que los mensajes vuelven a costar puntos. Las líneas de ayuda siguen a un toque: abre «Líneas de ayuda» en el menú del chat cuando las necesites. Sigo aquí: ¿de qué te gustaría hablar?',
  refused:
    'No puedo hablar de eso. Las amenazas y cualquier contenido sexual con menores van contra las normas de la casa. Si alguien está en peligro, contacta con los servicios de emergencia.',
  safeFallback:
    'Prefiero no decirlo de esa manera. ¿Me cuentas un poco más sobre lo que te preocupa, para poder responderte mejor?',
  streaming: 'El acompañante está respondiendo',
  privacyDisclosure:
    'Las respuestas del compañero las escribe una IA, nunca una persona, y en el chat llevan la marca «Compañero de IA». Cuando una persona (un interlocutor u otro miembro) ocupa el asiento, la conversación lo indica y sus mensajes llevan la marca «Persona».',
  privacyOffline:
    'Activo ahora: el acompañante integrado sin conexión. Funciona en nuestros propios servidores sin conexión a la red, y lo que le escribes no se envía a nadie más.',
  privacyProvider:
    'Activo ahora: un proveedor externo de modelos de IA ({host}). Para cada respuesta se le envían los mensajes recientes del tema (con direcciones de correo, teléfonos y enlaces ya ocultos); los datos de tu cuenta nunca.',
  handoff: {
    title: '¿Compartir un resumen con la persona que toma el relevo?',
    intro:
      'Tu compañero de IA escribió este breve resumen de vuestra conversación. Léelo, cambia lo que quieras o no compartas nada. Solo la persona que tome este chat lo verá, fijado arriba.',
    writing: 'El compañero está escribiendo un breve resumen…',
    label: 'Resumen para la persona',
    words: '{count} palabras',
    share: 'Compartir este resumen',
    decline: 'No compartir nada',
    shared: 'El resumen se mostrará a la persona que tome el relevo.',
    declined: 'No se mostrará a la persona nada de vuestra conversación.',
    failed: 'No se pudo escribir el resumen. Puedes escribir uno tú o no compartir nada.',
    pinnedTitle: 'Resumen de quien abrió el chat',
    pinnedBy: 'Escrito por el compañero de IA, aprobado por quien abrió el chat',
    pinnedEdited: 'Escrito por el compañero de IA, editado y aprobado por quien abrió el chat',
    errors: { empty: 'Escribe un resumen o elige no compartir nada.' },
  },
};
