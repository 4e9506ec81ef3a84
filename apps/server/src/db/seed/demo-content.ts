import type { LocalizedText } from '../schema/columns';

/** Point bundles: points and price are stored as hundredths / minor units. */
export const seedBundles: { points: number; priceMinor: number; description: LocalizedText }[] = [
  {
    points: 100_00,
    priceMinor: 9_99,
    description: {
      en: 'Starter: enough for a few good conversations',
      de: 'Starter: genug für ein paar gute Gespräche',
      es: 'Inicial: suficiente para unas buenas conversaciones',
    },
  },
  {
    points: 250_00,
    priceMinor: 19_99,
    description: {
      en: 'Popular: 25% more points for regular chatters',
      de: 'Beliebt: 25 % mehr Punkte für regelmäßige Chatter',
      es: 'Popular: un 25 % más de puntos para quien chatea a menudo',
    },
  },
  {
    points: 600_00,
    priceMinor: 39_99,
    description: {
      en: 'Best value: 50% more points and room for channel status',
      de: 'Bester Wert: 50 % mehr Punkte und genug für den Kanalstatus',
      es: 'Mejor precio: un 50 % más de puntos y margen para el estado de canal',
    },
  },
  {
    points: 1500_00,
    priceMinor: 89_99,
    description: {
      en: 'Unlimited talk: for the night owls and deep thinkers',
      de: 'Reden ohne Ende: für Nachteulen und Tiefdenker',
      es: 'Charla sin límites: para noctámbulos y pensadores profundos',
    },
  },
];

export const seedRooms: LocalizedText[] = [
  { en: 'Late Night Thoughts', de: 'Gedanken zur späten Stunde', es: 'Pensamientos nocturnos' },
  { en: 'Love & Relationships', de: 'Liebe & Beziehungen', es: 'Amor y relaciones' },
  { en: 'Work & Career', de: 'Arbeit & Karriere', es: 'Trabajo y carrera' },
  { en: 'Mental Wellbeing', de: 'Seelisches Wohlbefinden', es: 'Bienestar emocional' },
  { en: 'Hobbies & Fun', de: 'Hobbys & Spaß', es: 'Aficiones y diversión' },
  { en: 'Study Buddies', de: 'Lernpartner', es: 'Compañeros de estudio' },
  { en: 'Travel Stories', de: 'Reisegeschichten', es: 'Historias de viaje' },
  { en: 'Just Vent', de: 'Einfach mal Dampf ablassen', es: 'Solo desahogarse' },
];

export const seedSocialLinks = [
  {
    title: 'Instagram',
    link: 'https://www.instagram.com/parlor.chat',
    img: '/social/instagram.svg',
  },
  { title: 'X', link: 'https://x.com/parlorchat', img: '/social/x.svg' },
  { title: 'TikTok', link: 'https://www.tiktok.com/@parlor.chat', img: '/social/tiktok.svg' },
  { title: 'Telegram', link: 'https://t.me/parlorchat', img: '/social/telegram.svg' },
];
