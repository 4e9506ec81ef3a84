import type { Catalog } from '../catalog';
import type { ratings as en } from '../en/ratings';

export const ratings: Catalog<typeof en> = {
  validation: {
    scoreRequired: 'Elige de 1 a 5 estrellas.',
    commentTooLong: 'Como máximo 500 caracteres.',
  },
  errors: {
    notRateable: 'Esta conversación no se puede valorar.',
    alreadyRated: 'Ya has valorado esta conversación.',
    editClosed: 'Una valoración se puede cambiar durante las 24 horas siguientes.',
    blockNotFound: 'Esta persona ya no está en tu lista.',
  },
  modal: {
    title: '¿Qué tal tu conversación con {name}?',
    editTitle: 'Cambiar tu valoración de {name}',
    intro:
      'Tu valoración es anónima: {name} solo ve la media de muchas valoraciones, nunca la tuya.',
    scoreLegend: 'Tu valoración',
    star: '{count} de 5 estrellas',
    comment: '¿Quieres decir algo? (opcional)',
    commentHint:
      'Hasta 500 caracteres. Las direcciones de correo, los teléfonos y los enlaces se ocultan, como en los mensajes.',
    submit: 'Enviar valoración',
    save: 'Guardar cambios',
    skip: 'Omitir',
    editUntil: 'Puedes cambiarla hasta {time}.',
    thanks: 'Gracias por tu valoración.',
    changed: 'Tu valoración se ha cambiado.',
    skipped: 'No volveremos a preguntarte por esta conversación.',
  },
  panel: {
    rate: 'Valorar esta conversación',
    change: 'Cambiar valoración',
    locked:
      'Esta valoración ya no se puede cambiar: una valoración se puede cambiar durante 24 horas después de darla.',
  },
  own: {
    title: 'Tus valoraciones',
    average: 'Media: {average} de 5',
    count: '{count} valoraciones',
    notYet:
      'Tu media aparece cuando {count} personas hayan valorado una conversación contigo, para que nadie sepa quién dio cada valoración.',
    comments: 'Lo que han escrito',
    noComments: 'Todavía no hay palabras.',
  },
  blocks: {
    title: 'Personas que has bloqueado',
    intro:
      'Tú y estas personas no volveréis a coincidir: el chat aleatorio y unirse las omiten. Desbloquea a alguien para permitirlo de nuevo.',
    empty: 'No has bloqueado a nadie.',
    blockedOn: 'Bloqueado el {date}',
    inTopic: 'en «{title}»',
    unblock: 'Desbloquear',
    unblocked: '{name} está desbloqueado.',
  },
};
