import { asc } from 'drizzle-orm';
import { randomToken } from '../../lib/hash';
import { hashPassword } from '../../lib/password';
import type { Executor } from '../client';
import { rooms, topics, users } from '../schema';

/** Demo people: they own open AI-mode topics so that a newcomer sees living rooms. */
const demoUsers = [
  { key: 'owl', email: 'night-owl@demo.parlor.invalid', isChannel: false },
  { key: 'heart', email: 'open-heart@demo.parlor.invalid', isChannel: false },
  { key: 'host', email: 'the-host@demo.parlor.invalid', isChannel: true },
  { key: 'desk', email: 'desk-escape@demo.parlor.invalid', isChannel: false },
  { key: 'reader', email: 'page-turner@demo.parlor.invalid', isChannel: false },
] as const;

type DemoUserKey = (typeof demoUsers)[number]['key'];

/** Room (by position, 1-based), owner, title, companion, channel style, minutes ago. */
const demoTopics: {
  room: number;
  owner: DemoUserKey;
  title: string;
  companion: string;
  style?: { textLook: 'normal' | 'bold' | 'italic'; color: string };
  minutesAgo: number;
}[] = [
  {
    room: 1,
    owner: 'owl',
    title: "Can't sleep again, anyone up?",
    companion: 'Luna',
    minutesAgo: 4,
  },
  {
    room: 1,
    owner: 'host',
    title: 'What keeps you awake at 3 am?',
    companion: 'Nova',
    style: { textLook: 'bold', color: '#28E2E8' },
    minutesAgo: 38,
  },
  {
    room: 2,
    owner: 'heart',
    title: 'How do you know it is the right person?',
    companion: 'Milo',
    minutesAgo: 12,
  },
  {
    room: 2,
    owner: 'host',
    title: 'Long distance: worth it?',
    companion: 'Aria',
    style: { textLook: 'italic', color: '#E84AFF' },
    minutesAgo: 95,
  },
  {
    room: 3,
    owner: 'desk',
    title: 'Thinking about quitting my job',
    companion: 'Theo',
    minutesAgo: 27,
  },
  {
    room: 4,
    owner: 'host',
    title: 'Small wins today: share yours',
    companion: 'Iris',
    style: { textLook: 'normal', color: '#06DD7D' },
    minutesAgo: 160,
  },
  {
    room: 5,
    owner: 'reader',
    title: 'Recommend me a book for the weekend',
    companion: 'Kai',
    minutesAgo: 55,
  },
  {
    room: 7,
    owner: 'host',
    title: 'The best place you have ever been',
    companion: 'Sage',
    style: { textLook: 'bold', color: '#F79E1B' },
    minutesAgo: 300,
  },
];

/**
 * Demo users (verified, with random passwords nobody knows, so nobody can sign in as them)
 * and their open topics. Runs inside the once-only demo seeding transaction.
 */
export async function seedDemoChat(tx: Executor): Promise<void> {
  const roomRows = await tx.select({ id: rooms.id }).from(rooms).orderBy(asc(rooms.position));
  if (roomRows.length === 0) return;
  const channelUntil = new Date(Date.now() + 10 * 365 * 86_400_000);
  const hashes = await Promise.all(demoUsers.map(() => hashPassword(randomToken(32))));
  const inserted = await tx
    .insert(users)
    .values(
      demoUsers.map((user, index) => ({
        email: user.email,
        name: 'User',
        passwordHash: hashes[index]!,
        emailVerifiedAt: new Date(),
        channelExpireAt: user.isChannel ? channelUntil : null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  const idOf = (key: DemoUserKey) =>
    inserted.find((row) => row.email === demoUsers.find((user) => user.key === key)?.email)?.id;

  const now = Date.now();
  const values = demoTopics.flatMap((topic) => {
    const roomId = roomRows[Math.min(topic.room, roomRows.length) - 1]?.id;
    const userId = idOf(topic.owner);
    if (roomId === undefined || userId === undefined) return [];
    const createdAt = new Date(now - topic.minutesAgo * 60_000);
    return [
      {
        roomId,
        userId,
        title: topic.title,
        chatMode: 'ai' as const,
        companionName: topic.companion,
        isHighlighted: topic.style !== undefined,
        highlightColor: topic.style?.color ?? null,
        textLook: topic.style?.textLook ?? ('normal' as const),
        color: topic.style?.color ?? null,
        createdAt,
        updatedAt: createdAt,
      },
    ];
  });
  if (values.length > 0) await tx.insert(topics).values(values);
}
