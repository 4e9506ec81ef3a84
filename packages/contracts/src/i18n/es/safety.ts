import type { Catalog } from '../catalog';
import type { safety as en } from '../en/safety';

/** El espacio protegido: líneas de ayuda, modo seguro, alertas a la moderación. */
export const safety: Catalog<typeof en> = {
  errors: {
    seatSafeMode:
      'Esta conversación es ahora un espacio protegido: solo pueden unirse interlocutores aprobados.',
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
};
