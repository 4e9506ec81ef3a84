import type { Catalog } from '../catalog';
import type { chat as en } from '../en/chat';

export const chat: Catalog<typeof en> = {
  validation: {
    topicNameRequired: 'El nombre del tema es obligatorio',
    roomRequired: 'Selecciona una sala',
    notEnoughPointsForTopic:
      'No tienes suficientes puntos. Necesitas {cost} puntos para crear un tema.',
  },
  success: {
    topicCreated: 'Tema creado correctamente',
    topicReported: 'Tema denunciado correctamente',
    userReported: 'Usuario denunciado correctamente',
    left: 'Has salido del chat.',
  },
};
