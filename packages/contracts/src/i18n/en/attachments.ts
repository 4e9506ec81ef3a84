/** Image attachments in chat: the Send files modal, the lightbox and the upload checks. */
export const attachments = {
  errors: {
    tooManyFiles: 'Maximum {n} files allowed',
    fileTooLarge: 'File size exceeds {size}',
    imagesOnly: 'Only PNG, JPEG, GIF, and WebP images are allowed',
    invalidFile: 'Invalid file',
    invalidFileSize: 'Invalid file size',
    tooManyPixels:
      'These images are too large together: at most {megapixels} megapixels per message.',
    pixelBudget: 'You have sent many large images. Please try again in {seconds} seconds.',
    busy: 'Many images are being processed right now. Please try again in {seconds} seconds.',
    sendFailed: 'Failed to send files.',
    notFound: 'The file does not exist or you may not see it.',
  },
  input: {
    attachImage: 'Attach images',
    attachFile: 'Attach files',
  },
  modal: {
    title: 'Send files',
    caption: 'Add a message (optional)',
    remove: 'Remove {name}',
    send: 'Send',
    cancel: 'Cancel',
    total: 'Total cost: {cost} points',
    empty: 'No files selected',
  },
  list: {
    openImage: 'Open image {name}',
    download: 'Download {name}',
    size: '{size}',
  },
  lightbox: {
    title: 'Image viewer',
    close: 'Close',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    previous: 'Previous image',
    next: 'Next image',
    position: 'Image {index} of {count}',
  },
} as const;
