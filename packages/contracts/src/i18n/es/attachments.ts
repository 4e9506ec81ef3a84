/** Imágenes adjuntas en el chat. */
export const attachments = {
  errors: {
    tooManyFiles: 'Se permiten como máximo {n} archivos',
    fileTooLarge: 'El archivo supera {size}',
    imagesOnly: 'Solo se permiten imágenes PNG, JPEG, GIF y WebP',
    invalidFile: 'Archivo no válido',
    invalidFileSize: 'Tamaño de archivo no válido',
    tooManyPixels:
      'Estas imágenes son demasiado grandes en conjunto: como máximo {megapixels} megapíxeles por mensaje.',
    pixelBudget: 'Has enviado muchas imágenes grandes. Inténtalo de nuevo en {seconds} segundos.',
    busy: 'Ahora mismo se están procesando muchas imágenes. Inténtalo de nuevo en {seconds} segundos.',
    sendFailed: 'No se pudieron enviar los archivos.',
    notFound: 'El archivo no existe o no puedes verlo.',
  },
  input: {
    attachImage: 'Adjuntar imágenes',
    attachFile: 'Adjuntar archivos',
  },
  modal: {
    title: 'Enviar archivos',
    caption: 'Añade un mensaje (opcional)',
    remove: 'Quitar {name}',
    send: 'Enviar',
    cancel: 'Cancelar',
    total: 'Coste total: {cost} puntos',
    empty: 'No hay archivos seleccionados',
  },
  list: {
    openImage: 'Abrir imagen {name}',
    download: 'Descargar {name}',
    size: '{size}',
  },
  lightbox: {
    title: 'Visor de imágenes',
    close: 'Cerrar',
    zoomIn: 'Ampliar',
    zoomOut: 'Reducir',
    previous: 'Imagen anterior',
    next: 'Imagen siguiente',
    position: 'Imagen {index} de {count}',
  },
} as const;
