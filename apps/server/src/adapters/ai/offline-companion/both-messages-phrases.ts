/**
 * How the offline companion quotes two messages answered by one reply: `{q}` the earlier
 * one's words, `{r}` the later one's (a message sent while the reply to the one before was
 * still due is answered together with it).
 */
export const bothMessagesReflections: Record<'en' | 'de' | 'es', string[]> = {
  en: [
    'You wrote “{q}”, and then “{r}” — I’m taking in both.',
    'First “{q}”, then “{r}” — thank you for telling me both.',
    '“{q}” and “{r}” — both of them matter to me.',
  ],
  de: [
    'Du hast „{q}“ geschrieben und dann „{r}“ — ich nehme beides auf.',
    'Erst „{q}“, dann „{r}“ — danke, dass du mir beides erzählst.',
    '„{q}“ und „{r}“ — beides ist mir wichtig.',
  ],
  es: [
    'Escribiste «{q}» y luego «{r}»: tomo en cuenta las dos cosas.',
    'Primero «{q}», luego «{r}»: gracias por contarme ambas.',
    '«{q}» y «{r}»: las dos cosas me importan.',
  ],
};
