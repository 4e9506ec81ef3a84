import type { Catalog } from '../catalog';
import type { conversations as english } from '../en/conversations';

/** Privacidad de las conversaciones. */
export const conversations: Catalog<typeof english> = {
  purge: {
    action: 'Eliminar esta conversación ahora',
    title: '¿Eliminar esta conversación ahora?',
    message:
      'El chat se cierra para ambos y todos sus mensajes y archivos se eliminan de inmediato. No se puede deshacer.',
    confirm: 'Eliminar ahora',
    done: 'La conversación se cerró y se eliminó.',
  },
  deleteMine: {
    action: 'Salir y eliminar mis mensajes',
    title: '¿Salir y eliminar tus mensajes?',
    message:
      'Sales de este chat y cada mensaje que escribiste en él se elimina ahora, con sus archivos. Los mensajes de la otra persona se quedan hasta que se elimine la conversación.',
    confirm: 'Eliminar mis mensajes',
    done: 'Tus mensajes en esta conversación se eliminaron.',
  },
  closed: {
    purgedByOwner: 'Este chat ha sido cerrado por su propietario. Sus mensajes se eliminaron.',
    title: 'Conversaciones cerradas',
    deletesOn: 'Se elimina el {date}',
  },
  receipt: {
    label: 'Lo que costó este mensaje',
    free: 'Gratis',
    cost: '{points} puntos · {price}',
    share: '{share} de {points} puntos para tu oyente',
  },
  spending: {
    title: 'A dónde fueron tus puntos',
    description: 'Lo que costaron tus mensajes, por conversación y día.',
    empty: 'Todavía no hay costes de mensajes.',
    failed: 'No se pudieron cargar los costes de tus mensajes.',
    day: 'Día',
    conversation: 'Conversación',
    messages: 'Mensajes',
    points: 'Puntos',
    deletedConversation: 'Conversación eliminada',
    toListener: '{points} para tu oyente',
  },
};
