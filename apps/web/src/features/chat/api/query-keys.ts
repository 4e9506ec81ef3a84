/** TanStack Query keys of the chat feature. */
export const chatKeys = {
  all: ['chat'] as const,
  rooms: () => ['chat', 'rooms'] as const,
  topics: (roomId: number, page: number) => ['chat', 'topics', roomId, page] as const,
  topicsOfRoom: (roomId: number) => ['chat', 'topics', roomId] as const,
  active: () => ['chat', 'active'] as const,
  topic: (topicId: number) => ['chat', 'topic', topicId] as const,
  spending: () => ['chat', 'spending'] as const,
};
