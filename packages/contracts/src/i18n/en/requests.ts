/** Answers for requests the server cannot even read (a broken address or request head). */
export const requests = {
  badUrl: 'The address of the request is not valid.',
  urlTooLong: 'The address of the request is too long.',
  headersTooLarge: 'The request headers are too large.',
  timeout: 'The request took too long to arrive.',
} as const;
