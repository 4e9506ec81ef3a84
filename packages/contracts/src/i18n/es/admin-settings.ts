import type { Catalog } from '../catalog';
import type { adminSettings as adminSettingsEn } from '../en/admin-settings';

/** Console: the settings page (groups, units, help lines, every setting field). */

export const adminSettings: Catalog<typeof adminSettingsEn> = {
  intro:
    'Los cambios se aplican en todos los servidores a la vez. Cada cambio se muestra antes para confirmarlo.',
  groups: {
    prices: 'Precios',
    chat: 'Chat',
    ai: 'Compañero IA',
    interlocutors: 'Interlocutores y ganancias',
    payouts: 'Pagos',
    limits: 'Límites',
    site: 'Sitio',
  },
  helpLines: {
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
  units: {
    points: 'puntos',
    percent: '%',
    seconds: 'segundos',
    minutes: 'minutos',
    megapixels: 'megapíxeles',
    days: 'días',
    currency: 'EUR',
    count: '',
    pointsPerCurrency: 'puntos por EUR',
    text: '',
    lines: '',
    helpLines: '',
    switch: '',
  },
  range: 'Permitido: de {min} a {max}',
  maxLength: 'Como máximo {max} caracteres',
  maxLines: 'Como máximo {max} líneas',
  default: 'Predeterminado: {value}',
  on: 'Activado',
  off: 'Desactivado',
  empty: '(vacío)',
  review: 'Revisar cambios',
  noChanges: 'No ha cambiado nada.',
  confirmTitle: '¿Guardar estos cambios?',
  confirmSave: 'Guardar cambios',
  fields: {
    new_topic_cost: { label: 'Tema nuevo', help: 'Puntos que cuesta crear un tema.' },
    message_symbol_cost: { label: 'Por carácter', help: 'Puntos por carácter de un mensaje.' },
    image_attachment_cost: { label: 'Imagen adjunta', help: 'Puntos por imagen adjunta.' },
    document_attachment_cost: {
      label: 'Documento adjunto',
      help: 'Puntos por documento adjunto.',
    },
    audio_attachment_cost: {
      label: 'Audio adjunto',
      help: 'Puntos por archivo de audio adjunto.',
    },
    video_attachment_cost: { label: 'Vídeo adjunto', help: 'Puntos por vídeo adjunto.' },
    channel_status_cost: {
      label: 'Estado de canal',
      help: 'Puntos por un periodo de estado de canal.',
    },
    initial_points: {
      label: 'Puntos de bienvenida',
      help: 'Puntos con los que empieza una cuenta nueva.',
    },
    points_convertion_rate: {
      label: 'Puntos por unidad de moneda',
      help: 'Puntos que compra una unidad de la moneda predeterminada.',
    },
    min_top_up_amount: {
      label: 'Recarga mínima',
      help: 'Recarga más pequeña en la moneda predeterminada.',
    },
    vat_percent: { label: 'IVA', help: 'Impuesto sobre el valor añadido de las recargas.' },
    channel_status_duration: {
      label: 'Periodo del estado de canal',
      help: 'Días que añade una compra de estado de canal.',
    },
    max_channel_topics: {
      label: 'Temas por canal',
      help: 'Temas abiertos que un canal puede tener a la vez.',
    },
    message_retention_days: {
      label: 'Conservar mensajes de temas cerrados',
      help: 'Días hasta borrar los mensajes de temas cerrados.',
    },
    repeat_message_limit: {
      label: 'Mismo mensaje seguido',
      help: 'El mismo texto enviado tantas veces seguidas por una persona en un tema se rechaza (norma: nada de spam). 0 o 1: sin límite.',
    },
    repeat_message_window_seconds: {
      label: 'Ventana de mensajes repetidos',
      help: 'Segundos en los que cuentan las repeticiones; después se acepta de nuevo el mismo texto.',
    },
    bot_reply_interval_min: {
      label: 'Espera de respuesta, mínima',
      help: 'Segundos que el compañero espera como mínimo.',
    },
    bot_reply_interval_max: {
      label: 'Espera de respuesta, máxima',
      help: 'Segundos que el compañero espera como máximo.',
    },
    bot_conversation_history_limit: {
      label: 'Mensajes recordados',
      help: 'Mensajes anteriores que el compañero lee antes de responder.',
    },
    ai_replies_per_hour: {
      label: 'Respuestas por hora',
      help: 'Respuestas del compañero por usuario y hora.',
    },
    ai_vision: {
      label: 'El compañero ve imágenes',
      help: 'Activado: las imágenes que envía la persona llegan al proveedor de IA (recodificadas, sin metadatos) para que el compañero responda a lo que ve. Desactivado: solo se le dice que se envió una imagen. Necesita un proveedor con visión.',
    },
    ai_vision_model: {
      label: 'Modelo para imágenes',
      help: 'El modelo del proveedor para mensajes con imágenes; vacío usa el modelo configurado.',
    },
    ai_help_resources: {
      label: 'Líneas de ayuda',
      help: 'Por país, el número de emergencias y las líneas de crisis para alguien en peligro (la tarjeta fijada y la respuesta del compañero); * representa a los demás países.',
    },
    max_interlocutor_chats: {
      label: 'Chats por interlocutor',
      help: 'Temas que un interlocutor puede atender a la vez.',
    },
    interlocutor_search_seconds: {
      label: 'Búsqueda de una persona',
      help: 'Segundos que dura una búsqueda antes de que el tema siga con la IA.',
    },
    interlocutor_grace_seconds: {
      label: 'Margen tras desconexión',
      help: 'Segundos antes de que un interlocutor desconectado pierda sus puestos.',
    },
    contributor_share_percent: {
      label: 'Parte del interlocutor',
      help: 'Parte del gasto del propietario que gana el interlocutor.',
    },
    prefer_rated_interlocutors: {
      label: 'Preferir interlocutores mejor valorados',
      help: 'Activado: si hay varios interlocutores disponibles, los valorados al menos como la mediana de los valorados (5 valoraciones o más) ven primero una nueva solicitud; los demás tras la ventaja. Los usuarios nunca ven valoraciones.',
    },
    rated_head_start_seconds: {
      label: 'Ventaja de los mejor valorados',
      help: 'Segundos que los interlocutores mejor valorados ven una nueva solicitud antes que los demás (con el ajuste anterior activado).',
    },
    earning_hold_days: {
      label: 'Espera antes del pago',
      help: 'Días que cada ganancia queda pendiente desde que se obtuvo; un cambio se aplica también a las pendientes (0 las libera al momento).',
    },
    payout_min_amount: {
      label: 'Pago mínimo',
      help: 'Pago más pequeño en la moneda predeterminada.',
    },
    payout_max_amount: {
      label: 'Pago máximo',
      help: 'Pago más grande en la moneda predeterminada; 0 significa sin límite.',
    },
    requisites: {
      label: 'Datos de la empresa',
      help: 'Se muestran en las páginas de pago; una entrada por línea.',
    },
    image_megapixels_per_message: {
      label: 'Tamaño de imagen por mensaje',
      help: 'Megapíxeles que pueden sumar las imágenes de un mensaje.',
    },
    image_megapixels_per_user: {
      label: 'Tamaño de imagen por usuario',
      help: 'Megapíxeles de imágenes que un usuario puede enviar en el periodo de abajo.',
    },
    image_budget_window_minutes: {
      label: 'Periodo del tamaño de imagen',
      help: 'Minutos durante los que se cuenta el tamaño de imagen por usuario.',
    },
    is_reg_enabled: {
      label: 'Registro abierto',
      help: 'Los visitantes nuevos pueden registrarse.',
    },
    support_email: {
      label: 'Correo de soporte',
      help: 'Adonde escriben los usuarios para pedir ayuda.',
    },
    support_phone: {
      label: 'Teléfono de soporte',
      help: 'Se muestra en el pie de página y en las páginas de ayuda.',
    },
    google_tag: {
      label: 'Fragmento de analítica',
      help: 'HTML que solo se ejecuta tras el consentimiento de cookies.',
    },
  },
};
