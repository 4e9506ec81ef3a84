/** Chat: rooms, topics, active chats, the chat page, reports. */
export const chat = {
  validation: {
    topicNameRequired: 'Topic name is required',
    roomRequired: 'Please select a room',
    notEnoughPointsForTopic: 'Not enough points. You need {cost} points to create a topic.',
  },
  success: {
    topicCreated: 'Topic created successfully',
    topicReported: 'Topic reported successfully',
    userReported: 'User reported successfully',
    left: 'Successfully left the chat.',
  },
} as const;
