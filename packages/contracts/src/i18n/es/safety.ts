import type { Catalog } from '../catalog';
import type { safety as en } from '../en/safety';

/** El espacio protegido (issue 26): líneas de ayuda, modo seguro, alertas a la moderación. */
export const safety: Catalog<typeof en> = {
  errors: {
    seatSafeMode:
      'Esta conversación es ahora un espacio protegido: solo pueden unirse interlocutores aprobados.',
    alertNotFound: 'Esta alerta ya se atendió.',
  },
  card: {
    title: 'No estás solo: hay ayuda, de día y de noche',
    emergency: 'En peligro inmediato: {number}',
    call: 'Llamar al {number}',
    text: 'SMS al {number}',
    more: 'Otros países: findahelpline.com',
    free: 'Los mensajes de esta conversación son gratis hasta {time}.',
    hide: 'Ocultar líneas de ayuda',
    show: 'Líneas de ayuda',
  },
  cost: { free: 'Gratis' },
  reply: {
    emergency: 'Si estás en peligro inmediato, llama al {number}.',
    line: '{label}: {numbers}.',
    call: 'llama al {number}',
    text: 'SMS al {number}',
    pinned:
      'Estos números también están fijados encima del cuadro de mensaje: toca uno para llamar.',
  },
  mail: {
    subject: 'Alerta de seguridad: alguien puede estar en peligro',
    intro:
      'Se acaban de detectar palabras de una crisis en el tema «{title}». El tema está en modo seguro durante 24 horas: sus mensajes son gratis, solo pueden unirse interlocutores aprobados y se muestran las líneas de ayuda.',
    action: 'Revisa la alerta en la consola:',
  },
  admin: {
    nav: 'Alertas de seguridad',
    intro:
      'Temas en los que alguien habló de hacerse daño. El tema sigue en modo seguro 24 horas o hasta que la persona diga que está a salvo.',
    empty: 'No hay alertas de seguridad.',
    detected: 'Detectada {time}',
    safeUntil: 'Modo seguro hasta {time}',
    safeEnded: 'Modo seguro terminado',
    closed: 'Tema cerrado',
    openTopic: 'Abrir el tema',
    markHandled: 'Marcar como atendida',
    handled: 'Atendida {time}',
    recent: 'Mensajes recientes',
  },
  settings: {
    country: 'País (dos letras, * para los demás)',
    emergency: 'Número de emergencias',
    label: 'Nombre de la línea',
    tel: 'Número para llamar',
    sms: 'Número para SMS',
    addCountry: 'Añadir un país',
    addLine: 'Añadir una línea',
    removeCountry: 'Quitar país',
    removeLine: 'Quitar línea',
    summary: '{count} países',
  },
};
