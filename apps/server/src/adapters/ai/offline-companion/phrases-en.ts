import type { PhraseBook } from './phrase-book';

/** The offline companion's English words. `{q}` is the user's own words, quoted back. */
export const en: PhraseBook = {
  safeMode: {
    openers: [
      'I’m still here with you, and I’m taking what you told me seriously.',
      'Thank you for staying and talking with me. Your safety matters most right now.',
      'I hear you. You don’t have to carry this alone tonight.',
      'I’m glad you’re still writing to me. Let’s take this one moment at a time.',
    ],
    followUps: [
      'Are you safe right now, where you are?',
      'Is there someone you trust who could be with you or call you now?',
      'Would you call one of the help lines above while we keep writing? They are there day and night.',
      'What could make the next hour a little safer for you?',
      'Could you put some distance between yourself and anything you might use to hurt yourself?',
    ],
  },
  reflections: [
    'You wrote “{q}” — that stays with me.',
    'When you say “{q}”, I hear how much it matters to you.',
    '“{q}” — thank you for putting it into words.',
    'I keep thinking about what you said: “{q}”.',
  ],
  topics: {
    greeting: {
      keywords: /\b(hi|hello|hey|good (morning|evening|afternoon)|howdy|hiya)\b/,
      openers: [
        'Hi, it’s good to hear from you.',
        'Hello! I’m glad you’re here.',
        'Hey there, welcome.',
        'Hi! Nice to meet you.',
      ],
      followUps: [
        'How are you feeling today?',
        'What’s on your mind right now?',
        'How has your day been so far?',
        'What would you like to talk about?',
      ],
    },
    farewell: {
      keywords: /\b(bye|goodbye|good night|see you|gotta go|talk later)\b/,
      openers: [
        'Thank you for talking with me.',
        'It was good to spend this time with you.',
        'I’m glad you stopped by.',
        'Take good care of yourself.',
      ],
      followUps: [
        'Is there anything you’d like to leave here before you go?',
        'What will you do for yourself tonight?',
        'Will you come back and tell me how it went?',
        'Anything that would make the rest of your day a little lighter?',
      ],
    },
    thanks: {
      keywords: /\b(thanks|thank you|thx|appreciate it)\b/,
      openers: [
        'You’re very welcome.',
        'I’m glad that helped a little.',
        'Thank you for saying so.',
        'It means a lot that you shared this with me.',
      ],
      followUps: [
        'How do you feel now compared to when we started?',
        'Is there something else you’d like to look at together?',
        'What feels like the next small step for you?',
        'Shall we keep talking a bit?',
      ],
    },
    loneliness: {
      keywords:
        /\b(lonely|alone|no friends|isolated|nobody (cares|understands)|no one (cares|to talk))\b/,
      openers: [
        'Feeling alone can be really heavy.',
        'Loneliness hurts, and you don’t have to carry it quietly here.',
        'I’m here with you right now.',
        'That sounds like a lonely place to be.',
      ],
      followUps: [
        'When did you last feel truly connected to someone?',
        'Is there anyone, even from long ago, you miss talking to?',
        'What does a lonely evening usually look like for you?',
        'What kind of company would feel good to you?',
      ],
    },
    stress: {
      keywords:
        /\b(stress|stressed|anxious|anxiety|overwhelm\w*|panic|worried|worry|pressure|nervous|burn(ed|t)? ?out)\b/,
      openers: [
        'That sounds like a lot to hold at once.',
        'No wonder you feel under pressure.',
        'Stress like that can wear anyone down.',
        'Let’s slow down for a moment together.',
      ],
      followUps: [
        'What is weighing on you the most right now?',
        'Which part of it feels most urgent?',
        'When did it start to feel this way?',
        'What usually helps you breathe a little easier?',
      ],
    },
    sleep: {
      keywords: /\b(sleep|insomnia|can'?t sleep|awake|tired|exhausted|nightmares?|rest)\b/,
      openers: [
        'Nights without good sleep can make everything harder.',
        'Being tired like that affects the whole day.',
        'Sleep troubles are exhausting in their own way.',
        'I’m sorry the nights are hard right now.',
      ],
      followUps: [
        'What goes through your mind when you lie awake?',
        'How long has your sleep been like this?',
        'What do your evenings look like before bed?',
        'Is there something that helped you sleep better before?',
      ],
    },
    work: {
      keywords:
        /\b(work|job|boss|colleague\w*|office|career|deadline\w*|fired|interview|shift|coworker\w*|school|exam\w*|study)\b/,
      openers: [
        'Work can take up so much of our energy.',
        'That sounds like a tough situation at work.',
        'It makes sense that this is on your mind.',
        'Jobs have a way of following us home.',
      ],
      followUps: [
        'What part of it bothers you the most?',
        'How do you feel when you think about tomorrow there?',
        'Is there someone there you can talk to openly?',
        'What would a good day at work look like for you?',
      ],
    },
    relationships: {
      keywords:
        /\b(partner|boyfriend|girlfriend|husband|wife|relationship|breakup|broke up|divorce|crush|love|dating|family|mother|father|mom|dad|friend|friends|sister|brother)\b/,
      openers: [
        'Relationships can touch us more deeply than anything else.',
        'That sounds like it matters a lot to you.',
        'People close to us can bring both joy and pain.',
        'It’s not easy when things feel complicated with someone.',
      ],
      followUps: [
        'How do you feel about them right now?',
        'What would you like to happen between you?',
        'Have you been able to tell them how you feel?',
        'What do you miss most when things are like this?',
      ],
    },
    sadness: {
      keywords:
        /\b(sad|down|depressed|unhappy|cry|crying|hopeless|empty|hurt|miserable|upset|bad day)\b/,
      openers: [
        'I’m sorry you’re feeling this way.',
        'That sounds really painful.',
        'It’s okay to feel low sometimes, and it’s okay to say it.',
        'Thank you for trusting me with this.',
      ],
      followUps: [
        'What has been hardest about today?',
        'How long have you been feeling like this?',
        'Is there something small that could bring a bit of comfort right now?',
        'Would you like to tell me more about what happened?',
      ],
    },
    question: {
      keywords: /\?\s*$/,
      openers: [
        'That’s a good question, and honestly I can’t know the answer for sure.',
        'I wish I could answer that with certainty — I can’t.',
        'I don’t have a reliable answer to that, and I don’t want to guess.',
        'That’s beyond what I can truly know.',
      ],
      followUps: [
        'What do you think yourself?',
        'What made you wonder about it today?',
        'What would the answer change for you?',
        'Who or what could help you find out?',
      ],
    },
    picture: {
      keywords: /\b(photo|picture|pic|image|snapshot)\b/,
      openers: [
        'Thank you for the picture.',
        'Thanks for showing me this.',
        'I’m glad you shared a picture with me.',
        'Thank you for letting me see a piece of your world.',
      ],
      followUps: [
        'What made you want to share it right now?',
        'What does it mean to you?',
        'How do you feel when you look at it?',
        'Is there a story behind it?',
      ],
    },
    general: {
      keywords: /$^/,
      openers: [
        'I’m listening.',
        'Tell me more, I’m here.',
        'Thank you for sharing that.',
        'That sounds important.',
      ],
      followUps: [
        'How does that make you feel?',
        'What happened next?',
        'What would you like to happen?',
        'What part of it is on your mind the most?',
      ],
    },
  },
};
